// Issue 29, the outbox: changes that cannot be sent stay shown and wait in IndexedDB with their
// idempotency key and time; online, they are sent in order, one at a time, with the same key;
// a refusal drops only its change (named in a notice), a 409 is sent again, a network failure
// stops the replay where it was, and what waits survives a reload.
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, ok } from '../../test/tasksKit.ts';
import { useSessionStore } from '../sessionStore.ts';
import { deleteTask, updateTask } from '../tasksActions.ts';
import { scoreTask } from '../tasksScoring.ts';
import { useTasksStore } from '../tasksStore.ts';
import { forgetPlayer, offlineDb, queuedChanges, savedGame, saveGame } from './offlineDb.ts';
import { afterReplay, openOutbox, replayOutbox } from './outbox.ts';
import {
  goOnline,
  habit,
  keyOf,
  network,
  noticeTexts,
  player,
  reload,
  reward,
  scoreAnswer,
  scores,
  signedIn,
  taskOf,
  setUpOutboxTests,
  waiting,
} from './outboxTestKit.ts';

setUpOutboxTests();

describe('offline, changes wait in the outbox', () => {
  it('shows them at once, sends nothing, and counts them', async () => {
    const calls = await signedIn([habit('a'), habit('b')], () => undefined);
    network.isOnline = false;
    void scoreTask('a', 'up');
    void scoreTask('b', 'up');
    await vi.waitFor(() => expect(waiting()).toBe(2));
    expect(scores(calls)).toEqual([]);
    expect(taskOf('a').value).toBeGreaterThan(0);
    expect(taskOf('b').value).toBeGreaterThan(0);
    expect(player().stats!.gp).toBeGreaterThan(10);
  });

  it('online, sends them in order, one at a time, each with its key and time, then reads the truth', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const calls = await signedIn([habit('a'), habit('b'), habit('c')], (call) => {
      if (call.method !== 'POST') return undefined;
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      inFlight -= 1;
      return scoreAnswer(12);
    });
    const reads = vi.fn(async () => {});
    const stop = afterReplay(reads);
    network.isOnline = false;
    const done = Promise.all(['a', 'b', 'c'].map((id) => scoreTask(id, 'up')));
    await vi.waitFor(() => expect(waiting()).toBe(3));
    goOnline();
    await done;
    await vi.waitFor(() => expect(reads).toHaveBeenCalledOnce());
    stop();
    const sent = scores(calls);
    expect(sent.map((call) => call.url)).toEqual([
      '/api/v4/tasks/a/score/up',
      '/api/v4/tasks/b/score/up',
      '/api/v4/tasks/c/score/up',
    ]);
    expect(mostInFlight).toBe(1);
    expect(new Set(sent.map(keyOf)).size).toBe(3);
    for (const call of sent) {
      expect(keyOf(call)).toMatch(/^"[0-9a-f-]{36}"$/);
      expect(Date.parse(call.headers['x-client-timestamp']!)).not.toBeNaN();
    }
    expect(waiting()).toBe(0);
    expect(player().stats!.gp).toBe(12);
    expect(await (await offlineDb()).count('outbox')).toBe(0);
  });
});

describe('a form offline', () => {
  it('hears at once from an edit or a deletion put in the outbox, so it can close', async () => {
    const calls = await signedIn([habit('a'), habit('b')], (call) =>
      call.method === 'PUT'
        ? ok({ ...habit('a'), text: 'Run' })
        : call.method === 'DELETE'
          ? ok({})
          : undefined,
    );
    network.isOnline = false;
    await expect(updateTask('a', { text: 'Run' })).resolves.toMatchObject({
      _id: 'a',
      text: 'Run',
    });
    await expect(deleteTask('b')).resolves.toBeUndefined();
    expect(waiting()).toBe(2);
    expect(useTasksStore.getState().tasks.map((task) => task.text)).toEqual(['Run']);
    goOnline();
    await vi.waitFor(() => expect(waiting()).toBe(0));
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });
});

describe('replaying', () => {
  it('rolls back a refused change alone, names it, and still sends the later ones', async () => {
    const calls = await signedIn(
      [habit('a'), reward('sword', 'Sword of Mice', 50), habit('c')],
      (call) => {
        if (call.method !== 'POST') return undefined;
        if (call.url.includes('/sword/')) {
          return json(401, { success: false, error: 'NotAuthorized', message: 'Not enough gold.' });
        }
        return scoreAnswer(11);
      },
      60, // enough to buy it offline
    );
    network.isOnline = false;
    const done = Promise.all([
      scoreTask('a', 'up'),
      scoreTask('sword', 'up'),
      scoreTask('c', 'up'),
    ]);
    await vi.waitFor(() => expect(waiting()).toBe(3));
    expect(player().stats!.gp).toBeLessThan(60);
    goOnline();
    await done;
    expect(scores(calls)).toHaveLength(3);
    expect(noticeTexts()).toContain("Couldn't buy Sword of Mice: Not enough gold.");
    expect(taskOf('a').value).toBeGreaterThan(0);
    expect(taskOf('c').value).toBeGreaterThan(0);
    expect(player().stats!.gp).toBe(11);
    expect(waiting()).toBe(0);
  });

  it('sends a change again with the same key while the server answers 409 (in progress)', async () => {
    let conflicts = 1;
    const calls = await signedIn([habit('a')], (call) => {
      if (call.method !== 'POST') return undefined;
      if (conflicts-- > 0) {
        return json(409, {
          error: 'Conflict',
          message: 'Busy',
          code: 'idempotency_key_in_progress',
        });
      }
      return scoreAnswer(11);
    });
    network.isOnline = false;
    const done = scoreTask('a', 'up');
    await vi.waitFor(() => expect(waiting()).toBe(1));
    goOnline();
    await done;
    const sent = scores(calls);
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1]!)).toBe(keyOf(sent[0]!));
    expect(taskOf('a').value).toBeGreaterThan(0);
    expect(noticeTexts().join(' ')).not.toMatch(/Couldn't/);
  });

  it('stops at a network failure and resumes from the same change with the same key', async () => {
    let failures = 1;
    const calls = await signedIn([habit('a'), habit('b'), habit('c')], (call) => {
      if (call.method !== 'POST') return undefined;
      if (call.url.includes('/b/') && failures-- > 0) throw new TypeError('Failed to fetch');
      return scoreAnswer(12);
    });
    network.isOnline = false;
    const done = Promise.all(['a', 'b', 'c'].map((id) => scoreTask(id, 'up')));
    await vi.waitFor(() => expect(waiting()).toBe(3));
    goOnline();
    await vi.waitFor(() => expect(scores(calls)).toHaveLength(2));
    // the replay stopped at b: b and c wait
    await vi.waitFor(() => expect(waiting()).toBe(2));
    goOnline();
    await done;
    const urls = scores(calls).map((call) => call.url.replace('/api/v4/tasks/', ''));
    expect(urls).toEqual(['a/score/up', 'b/score/up', 'b/score/up', 'c/score/up']);
    const [, firstB, secondB] = scores(calls);
    expect(keyOf(secondB!)).toBe(keyOf(firstB!));
    expect(waiting()).toBe(0);
  });

  it('keeps a change whose request got no answer while online, and sends it again', async () => {
    let failures = 1;
    const calls = await signedIn([habit('a')], (call) => {
      if (call.method !== 'POST') return undefined;
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return scoreAnswer(11);
    });
    await scoreTask('a', 'up');
    const [first, second] = scores(calls);
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(taskOf('a').value).toBeGreaterThan(0);
    expect(player().stats!.gp).toBe(11);
    expect(waiting()).toBe(0);
  });
});

describe('across a reload', () => {
  it('keeps what waits in IndexedDB and sends it, as stored, after the page opens again', async () => {
    const calls = await signedIn([habit('a'), habit('b')], (call) =>
      call.method === 'POST' ? scoreAnswer(12) : undefined,
    );
    network.isOnline = false;
    void scoreTask('a', 'up');
    void scoreTask('b', 'down');
    await vi.waitFor(() => expect(waiting()).toBe(2));
    const id = player().id!;
    await reload();
    expect(waiting()).toBe(0);

    expect(await openOutbox(id)).toBe(2);
    expect(waiting()).toBe(2);
    const reads = vi.fn(async () => {});
    const stop = afterReplay(reads);
    network.isOnline = true;
    await replayOutbox();
    stop();
    expect(scores(calls).map((call) => call.url)).toEqual([
      '/api/v4/tasks/a/score/up',
      '/api/v4/tasks/b/score/down',
    ]);
    expect(reads).toHaveBeenCalledOnce();
    expect(waiting()).toBe(0);
  });
});

describe('across a day boundary', () => {
  it('sends changes of an earlier day with x-defer-cron, then waits for the boundary', async () => {
    await signedIn([habit('a'), habit('b')], () => undefined);
    network.isOnline = false;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T20:00:00Z') });
    void scoreTask('a', 'up');
    vi.setSystemTime(new Date('2026-03-11T08:00:00Z'));
    void scoreTask('b', 'up');
    await vi.waitFor(() => expect(waiting()).toBe(2));
    // once yesterday's change is in, the server says the new day's boundary is due
    const calls = fakeTasksApi(
      (call) => (call.method === 'POST' ? scoreAnswer(12) : undefined),
      answering('GET', '/user', () => ok({ ...player(), needsCron: true })),
    );
    network.isOnline = true;
    await replayOutbox();
    const [yesterdays] = scores(calls);
    expect(yesterdays!.url).toBe('/api/v4/tasks/a/score/up');
    expect(yesterdays!.headers['x-defer-cron']).toBe('true');
    expect(scores(calls)).toHaveLength(1);
    expect(waiting()).toBe(1);

    // the check-in dialog ran the boundary and read the player again: today's change follows
    useSessionStore.setState({ user: { ...player(), needsCron: false } });
    await vi.waitFor(() => expect(waiting()).toBe(0));
    vi.useRealTimers();
    const todays = scores(calls)[1]!;
    expect(todays.url).toBe('/api/v4/tasks/b/score/up');
    expect(todays.headers['x-defer-cron']).toBeUndefined();
  });
});

describe('signing out', () => {
  it('forgets what this device kept for the player', async () => {
    await signedIn([habit('a')], () => undefined);
    const id = player().id!;
    await saveGame({ playerId: id, savedAt: new Date().toISOString(), state: {} });
    await (
      await offlineDb()
    ).add('outbox', {
      playerId: id,
      key: 'k',
      clientTime: new Date().toISOString(),
      request: { method: 'POST', path: '/tasks/a/score/up' },
      label: 'score “a”',
    });
    await forgetPlayer(id);
    expect(await savedGame(id)).toBeUndefined();
    expect(await queuedChanges(id)).toEqual([]);
  });
});
