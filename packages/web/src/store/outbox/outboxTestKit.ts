// The outbox tests' kit: a signed-in player with tasks over a fake server, the browser's network
// switched by hand, IndexedDB in memory (fake-indexeddb), and the outbox, ledger and database
// connection put back after each test (setUpOutboxTests).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Player, Task } from '../../api/tasksTypes.ts';
import { notificationStack } from '../../components/notifications/notificationStack.ts';
import type { FakeCall } from '../../test/requestKit.ts';
import {
  answering,
  fakeTasksApi,
  listing,
  loadRulePlayer,
  makeTask,
  ok,
} from '../../test/tasksKit.ts';
import { resetOptimistic } from '../optimistic.ts';
import { useSessionStore } from '../sessionStore.ts';
import { loadTasks } from '../tasksActions.ts';
import { useTasksStore } from '../tasksStore.ts';
import { closeOfflineDb, offlineDb } from './offlineDb.ts';
import { openOutbox, outboxTiming, resetOutbox, useOutboxStore } from './outbox.ts';
import { resetTemporaryIds } from './temporaryIds.ts';

export const habit = (id: string, text = id) =>
  makeTask({ _id: id, text, type: 'habit', value: 0, history: [], frequency: 'daily' } as never);
export const reward = (id: string, text: string, value: number) =>
  makeTask({ _id: id, text, type: 'reward', value } as never);

export const player = () => useSessionStore.getState().user as Player;
export const taskOf = (id: string) =>
  useTasksStore.getState().tasks.find((task) => task._id === id)!;
export const waiting = () => useOutboxStore.getState().count;
export const scores = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
export const keyOf = (call: FakeCall) => call.headers['Idempotency-Key'];
export const noticeTexts = () => {
  const { visible, waiting: later } = notificationStack.getSnapshot();
  return [...visible, ...later].map((notice) => notice.text);
};

/** What `navigator.onLine` says. */
export const network = { isOnline: true };
export const scoreAnswer = (gp: number) =>
  ok({ delta: 1, _tmp: {}, hp: 50, mp: 10, exp: 5, gp, lvl: 1 });

export function goOnline(): void {
  network.isOnline = true;
  window.dispatchEvent(new Event('online'));
}

export async function signedIn(
  tasks: Task[],
  answer: (call: FakeCall) => Response | undefined,
  gp = 10,
) {
  loadRulePlayer({ gp });
  const calls = fakeTasksApi(
    answer,
    ...listing(tasks),
    answering('GET', '/user', () => ok(player())),
  );
  await loadTasks();
  await openOutbox(player().id!);
  return calls;
}

/** The page goes away: the ledger's pending changes and the outbox's memory with it. */
export async function reload(): Promise<void> {
  resetOutbox();
  resetOptimistic();
  resetTemporaryIds();
  await closeOfflineDb();
}

export function setUpOutboxTests(): void {
  beforeEach(async () => {
    network.isOnline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => network.isOnline);
    Object.assign(outboxTiming, { inProgressRetryMs: 0, failureRetryMs: 60_000 });
    const db = await offlineDb();
    await db.clear('outbox');
  });

  afterEach(async () => {
    await reload();
    vi.restoreAllMocks();
  });
}
