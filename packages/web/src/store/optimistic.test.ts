// Issue 19.11: every change shows at once and settles or rolls back on its own, whatever else is
// in flight: a refusal drops only its change (later ones stay, answers taken stay taken), and
// answers that come back out of order never put the player back to an older state.
import { describe, expect, it } from 'vitest';
import type { Player, Stats, Task } from '../api/tasksTypes.ts';
import { setApiFetch } from '../api/transport.ts';
import { json } from '../test/requestKit.ts';
import { fakeTasksApi, listing, loadPlayer, loadRulePlayer, makeTask } from '../test/tasksKit.ts';
import { useSessionStore } from './sessionStore.ts';
import { performShopAction } from './shopRules.ts';
import { loadTasks, moveTask } from './tasksActions.ts';
import { scoreLocally } from './localTaskRules.ts';
import { orderPositionOf } from './tasksRules.ts';
import { scoreTask } from './tasksScoring.ts';
import { useTasksStore } from './tasksStore.ts';

const player = () => useSessionStore.getState().user as Player;
const stats = () => player().stats!;
const taskOf = (id: string) => useTasksStore.getState().tasks.find((task) => task._id === id)!;
const idsShown = () => useTasksStore.getState().tasks.map((task) => task._id);

const fullPlayer = (stats: Partial<Stats> = {}) =>
  loadRulePlayer({ hp: 30, mp: 10, exp: 0, gp: 100, lvl: 1, ...stats });

const habit = (id: string) =>
  makeTask({ _id: id, type: 'habit', value: 0, history: [], frequency: 'daily' } as never);

/** A fake API whose calls to the paths given wait until the test answers them. */
async function heldApi(tasks: Task[]) {
  fakeTasksApi(...listing(tasks));
  await loadTasks();
  const held = new Map<string, (response: Response) => void>();
  setApiFetch((url) => {
    const path = url.replace(/^\/api\/v4/, '').split('?')[0]!;
    return new Promise((resolve) => held.set(path, resolve));
  });
  const answer = async (path: string, response: Response) => {
    const resolve = held.get(path);
    if (!resolve) throw new Error(`no call to ${path} is waiting`);
    held.delete(path);
    resolve(response);
    // let the request layer and the action take the answer
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    await new Promise((done) => setTimeout(done, 0));
  };
  return { answer, held };
}

const refused = (message: string) => json(401, { success: false, error: 'NotAuthorized', message });
const answered = (data: unknown, userV?: number) => json(200, { success: true, data, userV });
const serverStats = (changes: Partial<Stats>) => ({
  hp: 30,
  mp: 10,
  exp: 0,
  gp: 100,
  lvl: 1,
  ...changes,
});

describe('one score refused while another is in flight', () => {
  it('keeps the other score: the stats are the confirmed ones plus the other score', async () => {
    const base = fullPlayer();
    const [a, b] = [habit('a'), habit('b')];
    const { answer } = await heldApi([a, b]);
    const first = scoreTask('a', 'up');
    const second = scoreTask('b', 'up');
    const onlyB = scoreLocally(base, b, 'up', new Date())!;
    expect(stats().gp).toBeGreaterThan(onlyB.stats.gp);

    await answer('/tasks/a/score/up', refused('Nope.'));
    await first;
    expect(stats()).toEqual(onlyB.stats);
    expect(taskOf('a').value).toBe(0);
    expect(taskOf('b').value).toBe(onlyB.task.value);

    await answer(
      '/tasks/b/score/up',
      answered({ delta: 1, _tmp: {}, ...serverStats({ gp: 101 }) }),
    );
    await second;
    expect(stats()).toMatchObject(serverStats({ gp: 101 }));
    expect(taskOf('b').value).toBe(1);
  });

  it('keeps a score the server already took when an earlier one is refused after it', async () => {
    fullPlayer();
    const { answer } = await heldApi([habit('a'), habit('b')]);
    const first = scoreTask('a', 'up');
    const second = scoreTask('b', 'up');
    await answer(
      '/tasks/b/score/up',
      answered({ delta: 1, _tmp: {}, ...serverStats({ gp: 101 }) }),
    );
    await second;
    await answer('/tasks/a/score/up', refused('Nope.'));
    await first;
    expect(stats()).toMatchObject(serverStats({ gp: 101 }));
    expect([taskOf('a').value, taskOf('b').value]).toEqual([0, 1]);
  });
});

describe('a refused purchase beside a score', () => {
  it('gives the gold back and keeps the score in flight, then the score’s answer', async () => {
    const base = fullPlayer({ gp: 100, hp: 30 });
    const a = habit('a');
    const { answer, held } = await heldApi([a]);
    const buying = performShopAction({ kind: 'buyHealthPotion' });
    const scoring = scoreTask('a', 'up');
    const scored = scoreLocally(base, a, 'up', new Date())!.stats;
    // core's buyHealthPotion: 25 gold for 15 health
    expect(stats()).toMatchObject({ gp: scored.gp - 25, hp: 45 });

    await answer('/user/buy-health-potion', refused('Not enough gold.'));
    // a client that reads the user again finds the server has not scored yet
    if (held.has('/user')) await answer('/user', answered({ ...base, stats: serverStats({}) }));
    expect(await buying).toEqual({ isDone: false });
    expect(stats()).toEqual(scored);

    await answer(
      '/tasks/a/score/up',
      answered({ delta: 1, _tmp: {}, ...serverStats({ gp: 101 }) }),
    );
    await scoring;
    expect(stats()).toMatchObject({ gp: 101, hp: 30 });
  });

  it('a score refused beside a purchase the server took keeps the purchase', async () => {
    fullPlayer({ gp: 100, hp: 30 });
    const { answer } = await heldApi([habit('a')]);
    const scoring = scoreTask('a', 'up');
    const buying = performShopAction({ kind: 'buyHealthPotion' });
    await answer('/user/buy-health-potion', answered(serverStats({ gp: 75, hp: 45 })));
    await answer('/tasks/a/score/up', refused('Nope.'));
    await Promise.all([scoring, buying]);
    expect(stats()).toMatchObject({ gp: 75, hp: 45 });
  });
});

describe('answers out of order', () => {
  it('never takes an older answer’s stats over a newer one’s, and keeps both task values', async () => {
    fullPlayer();
    const { answer } = await heldApi([habit('a'), habit('b')]);
    const first = scoreTask('a', 'up');
    const second = scoreTask('b', 'up');
    // the server scored a (version 2) then b (version 3); b's answer comes back first
    await answer(
      '/tasks/b/score/up',
      answered({ delta: 1, _tmp: {}, ...serverStats({ gp: 102 }) }, 3),
    );
    await answer(
      '/tasks/a/score/up',
      answered({ delta: 1, _tmp: {}, ...serverStats({ gp: 101 }) }, 2),
    );
    await Promise.all([first, second]);
    expect(stats()).toMatchObject({ gp: 102 });
    expect([taskOf('a').value, taskOf('b').value]).toEqual([1, 1]);
    expect(player()._v).toBe(3);
  });

  it('a reload while a purchase is in flight shows the purchase on the reloaded player', async () => {
    fullPlayer({ gp: 100, hp: 30 });
    const { answer } = await heldApi([]);
    const buying = performShopAction({ kind: 'buyHealthPotion' });
    const reloading = useSessionStore.getState().refetchUser();
    await answer('/user', answered({ ...player(), stats: serverStats({ gp: 200, hp: 30 }) }));
    await reloading;
    expect(stats()).toMatchObject({ gp: 175, hp: 45 });
    await answer('/user/buy-health-potion', answered(serverStats({ gp: 175, hp: 45 })));
    await buying;
    expect(stats()).toMatchObject({ gp: 175, hp: 45 });
  });
});

describe('the task order is core’s', () => {
  it('moves a task to the bottom for -1 at once, and back when refused', async () => {
    loadPlayer();
    const tasks = ['a', 'b', 'c'].map((id) => makeTask({ type: 'todo', _id: id }));
    const { answer } = await heldApi(tasks);
    const moving = moveTask('a', -1);
    expect(idsShown()).toEqual(['b', 'c', 'a']);
    await answer(
      '/tasks/a/move/to/-1',
      json(404, { success: false, error: 'NotFound', message: 'Gone.' }),
    );
    await moving;
    expect(idsShown()).toEqual(['a', 'b', 'c']);
  });

  it('counts positions as the server does: completed to-dos are not in the list', async () => {
    loadPlayer();
    const done = makeTask({ type: 'todo', _id: 'done', completed: true });
    const [b, c] = ['b', 'c'].map((id) => makeTask({ type: 'todo', _id: id }));
    const { answer } = await heldApi([done, b!, c!]);
    expect(orderPositionOf(useTasksStore.getState().tasks, b!)).toBe(0);
    const moving = moveTask('c', 0);
    expect(idsShown()).toEqual(['c', 'b', 'done']);
    await answer('/tasks/c/move/to/0', answered(['c', 'b']));
    await moving;
    expect(idsShown()).toEqual(['c', 'b', 'done']);
  });

  it('a refused move leaves a later move in place', async () => {
    loadPlayer();
    const tasks = ['a', 'b', 'c'].map((id) => makeTask({ type: 'todo', _id: id }));
    const { answer } = await heldApi(tasks);
    const first = moveTask('a', 2);
    const second = moveTask('c', 0);
    expect(idsShown()).toEqual(['c', 'b', 'a']);
    await answer(
      '/tasks/a/move/to/2',
      json(404, { success: false, error: 'NotFound', message: 'Gone.' }),
    );
    await first;
    expect(idsShown()).toEqual(['c', 'a', 'b']);
    await answer('/tasks/c/move/to/0', answered(['c', 'a', 'b']));
    await second;
    expect(idsShown()).toEqual(['c', 'a', 'b']);
  });
});

describe('the figures computed from the level', () => {
  it('follow a level-up at once and after the answer, which carries only the stored stats', async () => {
    // GET /user gave level 9's figures: 250 experience to the next level, 38 mana at most
    fullPlayer({ lvl: 9, exp: 249.9, toNextLevel: 250, maxHealth: 50, maxMP: 38 });
    const { answer } = await heldApi([habit('a')]);
    const scoring = scoreTask('a', 'up');
    expect(stats()).toMatchObject({ lvl: 10, toNextLevel: 260, maxMP: 40, maxHealth: 50 });

    await answer(
      '/tasks/a/score/up',
      answered({ delta: 1, _tmp: {}, ...serverStats({ lvl: 10, exp: 5 }) }),
    );
    await scoring;
    expect(stats()).toMatchObject({ lvl: 10, exp: 5, toNextLevel: 260, maxMP: 40 });
  });
});
