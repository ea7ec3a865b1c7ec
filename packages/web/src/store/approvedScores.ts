// A manager's approval of a team task reaches the member as SCORED_TASK {scoreTask, direction}: the
// member's client then scores the task, which the server now allows, so the member gets its
// experience and gold and the task completes. Loaded only when one arrives.
import { tasksApi } from '../api/tasksApi.ts';
import type { ServerNotification } from '../api/envelope.ts';
import type { Direction } from '../api/tasksTypes.ts';
import { sendChange } from './optimistic.ts';
import { currentPlayer } from './playerStats.ts';
import { announceScore } from './scoreNotices.ts';
import { useSessionStore } from './sessionStore.ts';
import { scoreTask } from './tasksScoring.ts';
import { findTask } from './tasksStore.ts';

/** The task and direction a SCORED_TASK names, or null when its data is not one. */
export function approvedScoreOf(
  notification: ServerNotification,
): { taskId: string; direction: Direction } | null {
  const data = (notification.data ?? {}) as { scoreTask?: { id?: unknown }; direction?: unknown };
  const taskId = data.scoreTask?.id;
  const direction = data.direction === 'down' ? 'down' : 'up';
  return typeof taskId === 'string' && taskId !== '' ? { taskId, direction } : null;
}

/**
 * Scores the approved task: through the tasks screen's optimistic scoring when its list is
 * loaded (the task and the stats move at once), else straight to the server and the stats read
 * from its answer. A refusal is shown by the request layer; the member can still score by hand.
 */
export async function scoreApprovedTask(notification: ServerNotification): Promise<void> {
  const approved = approvedScoreOf(notification);
  if (!approved) return;
  if (findTask(approved.taskId)) {
    await scoreTask(approved.taskId, approved.direction);
    return;
  }
  const statsBefore = currentPlayer()?.stats;
  const { answer } = await sendChange({
    send: () => tasksApi.score(approved.taskId, approved.direction),
    reread: () => useSessionStore.getState().refetchUser(),
  });
  if (statsBefore) announceScore(statsBefore, answer);
}
