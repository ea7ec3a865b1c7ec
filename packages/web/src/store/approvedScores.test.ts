// A team task approved by a manager: SCORED_TASK makes the member's client score it once, so the
// reward arrives and the task completes, and the notification is then read.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeCall } from '../test/requestKit.ts';
import { json } from '../test/requestKit.ts';
import { answering, fakeTasksApi, loadRulePlayer, makeTask, ok } from '../test/tasksKit.ts';
import { approvedScoreOf } from './approvedScores.ts';
import { watchServerNotices } from './serverNotices.ts';
import { useSessionStore } from './sessionStore.ts';
import { findTask, useTasksStore } from './tasksStore.ts';

const approval = (id: string, taskId: string) => ({
  id,
  type: 'SCORED_TASK',
  data: { message: 'Your task was approved', scoreTask: { id: taskId }, direction: 'up' },
});

const sent = (calls: FakeCall[]) => calls.map((call) => `${call.method} ${call.url}`);

function withNotifications(...notifications: object[]) {
  const player = loadRulePlayer({ gp: 5 });
  useSessionStore.setState({ user: { ...player, notifications } as typeof player });
  return player;
}

describe('approved team tasks (SCORED_TASK)', () => {
  it('scores a loaded task through the tasks screen once, then reads the notification', async () => {
    withNotifications(approval('approved-1', 'board-1'));
    const task = makeTask({ _id: 'board-1', type: 'todo', group: { id: 'plan-1' } });
    useTasksStore.setState({ tasks: [task], load: 'loaded' });
    const stats = { ...useSessionStore.getState().user!.stats, gp: 6 };
    const calls = fakeTasksApi(
      answering('POST', '/tasks/board-1/score/up', () => ok({ ...stats, delta: 1, _tmp: {} })),
      answering('POST', '/notifications/approved-1/read', () => ok([])),
    );
    const stop = watchServerNotices();
    await waitFor(() =>
      expect(sent(calls)).toEqual([
        'POST /api/v4/tasks/board-1/score/up',
        'POST /api/v4/notifications/approved-1/read',
      ]),
    );
    // a later answer carrying the same notification does not score it again
    useSessionStore.setState({ user: { ...useSessionStore.getState().user! } });
    stop();
    expect(findTask('board-1')?.completed).toBe(true);
    expect(useSessionStore.getState().user?.stats?.gp).toBe(6);
    expect(calls).toHaveLength(2);
  });

  it('scores straight to the server when the tasks are not loaded, and reads the stats', async () => {
    const player = withNotifications(approval('approved-2', 'board-2'));
    const calls = fakeTasksApi(
      answering('POST', '/tasks/board-2/score/up', () =>
        ok({ ...player.stats, gp: 7, delta: 1, _tmp: {} }),
      ),
      answering('GET', '/user', () => ok({ ...player, stats: { ...player.stats, gp: 7 } })),
      answering('POST', '/notifications/approved-2/read', () => ok([])),
    );
    const stop = watchServerNotices();
    await waitFor(() =>
      expect(sent(calls)).toEqual([
        'POST /api/v4/tasks/board-2/score/up',
        'GET /api/v4/user',
        'POST /api/v4/notifications/approved-2/read',
      ]),
    );
    stop();
    expect(useSessionStore.getState().user?.stats?.gp).toBe(7);
  });

  it('reads the notification even when the server refuses the score, and tries once', async () => {
    withNotifications(approval('approved-3', 'gone'));
    const calls = fakeTasksApi(
      answering('POST', '/tasks/gone/score/up', () =>
        json(404, { success: false, error: 'NotFound', message: 'Task not found.' }),
      ),
      answering('POST', '/notifications/approved-3/read', () => ok([])),
    );
    const stop = watchServerNotices();
    await waitFor(() =>
      expect(sent(calls)).toEqual([
        'POST /api/v4/tasks/gone/score/up',
        'POST /api/v4/notifications/approved-3/read',
      ]),
    );
    stop();
    expect(useSessionStore.getState().user?.notifications ?? []).toEqual([]);
  });

  it('names the task and direction only when the data holds a task id', () => {
    expect(approvedScoreOf(approval('a', 't') as never)).toEqual({
      taskId: 't',
      direction: 'up',
    });
    const down = {
      id: 'b',
      type: 'SCORED_TASK',
      data: { scoreTask: { id: 't' }, direction: 'down' },
    };
    expect(approvedScoreOf(down)).toEqual({ taskId: 't', direction: 'down' });
    expect(approvedScoreOf({ id: 'c', type: 'SCORED_TASK', data: { scoreTask: {} } })).toBeNull();
    expect(approvedScoreOf({ id: 'd', type: 'SCORED_TASK' })).toBeNull();
  });
});
