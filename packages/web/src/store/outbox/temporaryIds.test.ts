// A task created offline shows at once under a temporary id; the changes made to it meanwhile are
// sent with the id the server gave it, in this page and after a reload; a creation still out holds
// back a request naming it, and a refused one refuses them.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/envelope.ts';
import type { Task } from '../../api/tasksTypes.ts';
import type { FakeCall } from '../../test/requestKit.ts';
import { ok } from '../../test/tasksKit.ts';
import { addTask, moveTask, updateTask } from '../tasksActions.ts';
import { scoreTask } from '../tasksScoring.ts';
import { useTasksStore } from '../tasksStore.ts';
import { queuedChanges } from './offlineDb.ts';
import { openOutbox, replayOutbox } from './outbox.ts';
import {
  goOnline,
  habit,
  network,
  player,
  reload,
  scoreAnswer,
  setUpOutboxTests,
  signedIn,
  waiting,
} from './outboxTestKit.ts';
import {
  creationRefused,
  expectServerId,
  learnServerId,
  newTemporaryId,
  withServerIds,
} from './temporaryIds.ts';

setUpOutboxTests();

const SERVER_ID = '5f0c8a4e-0000-4000-8000-000000000001';
const titles = () => useTasksStore.getState().tasks.map((task) => `${task._id} ${task.text}`);
const changesSent = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);

/** The server: a creation makes SERVER_ID; scores, edits and moves are taken. */
function server(call: FakeCall): Response | undefined {
  if (call.method === 'POST' && call.url.endsWith('/tasks/user')) {
    return ok({ ...habit(SERVER_ID, (call.body as Task).text), value: 0 });
  }
  if (call.url.includes('/score/')) return scoreAnswer(11);
  if (call.method === 'PUT') return ok({ ...habit(SERVER_ID, 'Stretch well'), value: 1 });
  if (call.url.includes('/move/to/')) return ok(['a', SERVER_ID]);
  return undefined;
}

describe('a task created offline', () => {
  it('shows at once, and its score, edit and move are sent with the server’s id', async () => {
    const calls = await signedIn([habit('a', 'Read')], server);
    network.isOnline = false;
    const created = await addTask('habit', 'Stretch');
    const temporaryId = created!._id;
    expect(temporaryId).toMatch(/^unsaved-/);
    expect(titles()).toEqual([`${temporaryId} Stretch`, 'a Read']);
    const scored = scoreTask(temporaryId, 'up');
    await updateTask(temporaryId, { text: 'Stretch well' });
    const moved = moveTask(temporaryId, -1);
    await expect.poll(waiting).toBe(4);
    expect(titles()).toEqual(['a Read', `${temporaryId} Stretch well`]);
    expect(useTasksStore.getState().tasks[1]!.value).toBeGreaterThan(0);

    goOnline();
    await Promise.all([scored, moved]);
    await expect.poll(waiting).toBe(0);
    expect(changesSent(calls)).toEqual([
      'POST /api/v4/tasks/user',
      `POST /api/v4/tasks/${SERVER_ID}/score/up`,
      `PUT /api/v4/tasks/${SERVER_ID}`,
      `POST /api/v4/tasks/${SERVER_ID}/move/to/-1`,
    ]);
    expect(JSON.stringify(calls.map((call) => call.body))).not.toContain('unsaved-');
    expect(titles()).toEqual(['a Read', `${SERVER_ID} Stretch well`]);
    expect(player().stats!.gp).toBe(11);
  });

  it('after a reload, the kept changes learn the server’s id from the kept creation', async () => {
    const calls = await signedIn([habit('a', 'Read')], server);
    network.isOnline = false;
    const temporaryId = (await addTask('habit', 'Stretch'))!._id;
    void scoreTask(temporaryId, 'up');
    await expect.poll(waiting).toBe(2);
    const id = player().id!;
    await reload();

    expect(await openOutbox(id)).toBe(2);
    network.isOnline = true;
    await replayOutbox();
    expect(changesSent(calls)).toEqual([
      'POST /api/v4/tasks/user',
      `POST /api/v4/tasks/${SERVER_ID}/score/up`,
    ]);
    expect(await queuedChanges(id)).toEqual([]);
  });

  it('writes the server’s id into the kept changes, for a reload before they are sent', async () => {
    let failures = 1;
    const calls = await signedIn([habit('a', 'Read')], (call) => {
      if (call.url.includes('/score/') && failures-- > 0) throw new TypeError('Failed to fetch');
      return server(call);
    });
    network.isOnline = false;
    const temporaryId = (await addTask('habit', 'Stretch'))!._id;
    void scoreTask(temporaryId, 'up');
    await expect.poll(waiting).toBe(2);
    const id = player().id!;
    // the creation is answered, then the network fails: the score waits, naming the server's id
    network.isOnline = true;
    await replayOutbox();
    const [kept] = await queuedChanges(id);
    expect(kept!.request.path).toBe(`/tasks/${SERVER_ID}/score/up`);

    await reload();
    expect(await openOutbox(id)).toBe(1);
    await replayOutbox();
    expect(changesSent(calls).at(-1)).toBe(`POST /api/v4/tasks/${SERVER_ID}/score/up`);
    expect(await queuedChanges(id)).toEqual([]);
  });
});

describe('temporary ids in requests', () => {
  it('a request naming a creation still out waits for the server’s id', async () => {
    const temporaryId = newTemporaryId();
    expectServerId(temporaryId);
    const sent = withServerIds(`/tasks/${temporaryId}/score/up`);
    learnServerId(temporaryId, SERVER_ID);
    await expect(sent).resolves.toBe(`/tasks/${SERVER_ID}/score/up`);
  });

  it('a refused creation refuses the requests naming it as a missing task', async () => {
    const temporaryId = newTemporaryId();
    expectServerId(temporaryId);
    const sent = withServerIds(`{"id":"${temporaryId}"}`);
    creationRefused(temporaryId);
    await expect(sent).rejects.toBeInstanceOf(ApiRequestError);
    await expect(sent).rejects.toMatchObject({ status: 404 });
  });

  it('an id no creation is known for is sent as it is', async () => {
    const unknown = newTemporaryId();
    await expect(withServerIds(`/tasks/${unknown}`)).resolves.toBe(`/tasks/${unknown}`);
  });
});
