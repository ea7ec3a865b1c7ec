import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Player } from '../api/tasksTypes.ts';
import { setApiFetch } from '../api/transport.ts';
import { json } from '../test/requestKit.ts';
import {
  answering,
  fakeTasksApi,
  listing,
  loadPlayer,
  loadRulePlayer,
  makeTask,
  ok,
} from '../test/tasksKit.ts';
import { useSessionStore } from './sessionStore.ts';
import { loadTasks, moveTask, updateTask } from './tasksActions.ts';
import { scoreTask } from './tasksScoring.ts';
import { useTasksStore } from './tasksStore.ts';
import { requestTasksRefetch } from './taskSync.ts';

const stats = () => (useSessionStore.getState().user as Player).stats;
const taskOf = (id: string) => useTasksStore.getState().tasks.find((task) => task._id === id);

function pending() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('tasks store: apply, await, reconcile', () => {
  it('loads tasks and tags, and refetches them when the resync rule asks', async () => {
    loadPlayer();
    const habit = makeTask({ type: 'habit', text: 'Walk' });
    const calls = fakeTasksApi(...listing([habit], [{ id: 'tag-1', name: 'Work' }]));
    await loadTasks();
    expect(useTasksStore.getState()).toMatchObject({ load: 'loaded', tasks: [habit] });
    expect(useTasksStore.getState().tags).toEqual([{ id: 'tag-1', name: 'Work' }]);
    requestTasksRefetch();
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/v4/tasks/user')).toHaveLength(2),
    );
  });

  it('takes the server stats and moves the task value by the server delta', async () => {
    loadPlayer({ hp: 50, exp: 10, gp: 5 });
    const todo = makeTask({ type: 'todo', value: 0 });
    fakeTasksApi(
      ...listing([todo]),
      answering('POST', `/tasks/${todo._id}/score/up`, () =>
        ok({ delta: 1, _tmp: {}, hp: 50, mp: 31, exp: 21, gp: 6.5, lvl: 1 }),
      ),
    );
    await loadTasks();
    await scoreTask(todo._id, 'up');
    expect(stats()).toMatchObject({ hp: 50, mp: 31, exp: 21, gp: 6.5, lvl: 1 });
    expect(taskOf(todo._id)).toMatchObject({ value: 1, completed: true });
  });

  it('keeps a reward at its price after each purchase (issue 19.2: 10 → 10.77 → 11.55)', async () => {
    loadPlayer({ gp: 50 });
    const reward = makeTask({ type: 'reward', value: 10 });
    let gold = 50;
    fakeTasksApi(
      ...listing([reward]),
      // the server's delta for a reward is the meaningless 0.9747^10
      answering('POST', `/tasks/${reward._id}/score/up`, () => {
        gold -= 10;
        return ok({ delta: 0.773944, _tmp: {}, hp: 50, mp: 30, exp: 10, gp: gold, lvl: 1 });
      }),
    );
    await loadTasks();
    await scoreTask(reward._id, 'up');
    await scoreTask(reward._id, 'up');
    expect(taskOf(reward._id)?.value).toBe(10);
    expect(stats()).toMatchObject({ gp: 30 });
  });

  it('waits for the answer, then rolls back a refused score', async () => {
    loadPlayer({ gp: 3 });
    const reward = makeTask({ type: 'reward', value: 10 });
    const answer = pending();
    fakeTasksApi(...listing([reward]));
    await loadTasks();
    setApiFetch(() => answer.promise);
    const scoring = scoreTask(reward._id, 'up');
    let isSettled = false;
    void scoring.then(() => (isSettled = true));
    await Promise.resolve();
    expect(isSettled).toBe(false);
    answer.resolve(
      json(401, { success: false, error: 'NotAuthorized', message: 'Not enough gold.' }),
    );
    await scoring;
    expect(stats()).toMatchObject({ gp: 3 });
    expect(taskOf(reward._id)).toEqual(reward);
  });

  it('rolls an edit back when the server refuses it and passes the error on', async () => {
    loadPlayer();
    const habit = makeTask({ type: 'habit', text: 'Read' });
    fakeTasksApi(
      ...listing([habit]),
      answering('PUT', `/tasks/${habit._id}`, () =>
        json(400, {
          success: false,
          error: 'BadRequest',
          message: 'Invalid',
          errors: [{ param: 'text', message: 'Text is required.' }],
        }),
      ),
    );
    await loadTasks();
    const saving = updateTask(habit._id, { text: 'Read more' });
    expect(taskOf(habit._id)?.text).toBe('Read more');
    await expect(saving).rejects.toMatchObject({ status: 400 });
    expect(taskOf(habit._id)?.text).toBe('Read');
  });

  it('reorders at once and keeps the order the server answers', async () => {
    loadPlayer();
    const [a, b, c] = ['a', 'b', 'c'].map((id) => makeTask({ type: 'todo', _id: id }));
    const calls = fakeTasksApi(
      ...listing([a!, b!, c!]),
      answering('POST', '/tasks/a/move/to/2', () => ok(['b', 'c', 'a'])),
    );
    await loadTasks();
    await moveTask('a', 2);
    expect(useTasksStore.getState().tasks.map((task) => task._id)).toEqual(['b', 'c', 'a']);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/v4/tasks/a/move/to/2' });
  });

  it('puts the order back when the move is refused', async () => {
    loadPlayer();
    const [a, b] = ['a', 'b'].map((id) => makeTask({ type: 'todo', _id: id }));
    fakeTasksApi(
      ...listing([a!, b!]),
      answering('POST', '/tasks/a/move/to/1', () =>
        json(404, { success: false, error: 'NotFound', message: 'Task not found.' }),
      ),
    );
    await loadTasks();
    await moveTask('a', 1);
    expect(useTasksStore.getState().tasks.map((task) => task._id)).toEqual(['a', 'b']);
  });
});

describe('tasks store: core scoreTask applied before the answer', () => {
  const fullPlayer = () => loadRulePlayer({ hp: 50, exp: 0, gp: 0, lvl: 1 });

  it('shows core’s gains at once, then the server’s stats replace them', async () => {
    fullPlayer();
    const habit = makeTask({ type: 'habit', value: 0, history: [], frequency: 'daily' } as never);
    const answer = pending();
    fakeTasksApi(...listing([habit]));
    await loadTasks();
    setApiFetch(() => answer.promise);
    const scoring = scoreTask(habit._id, 'up');
    expect(stats()?.gp).toBeGreaterThan(0);
    expect(stats()?.exp).toBeGreaterThan(0);
    expect(taskOf(habit._id)?.value).toBeGreaterThan(0);
    answer.resolve(ok({ delta: 1, _tmp: {}, hp: 50, mp: 10, exp: 7, gp: 2.25, lvl: 1 }));
    await scoring;
    expect(stats()).toMatchObject({ exp: 7, gp: 2.25, mp: 10 });
    expect(taskOf(habit._id)?.value).toBe(1);
  });
});
