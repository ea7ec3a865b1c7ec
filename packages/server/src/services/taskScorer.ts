// Scores the player's tasks inside a change (changeUser: locked, or optimistic for one score): core's
// scoreTask decides everything; this loads, persists the task, the player's game state, the order
// (a completed to-do leaves tasksOrder.todos, an uncompleted one returns on top) and the
// player's lasting notifications (level drops, onboarding…).
import {
  actionTime,
  dayClockOf,
  isLinkedToChallenge,
  recordDay,
  taskRecordOf,
  orderAfterScore,
  scoreTask,
  type ScoreTaskResult,
  type Task,
  type TasksOrder,
  type UserState,
} from '@questlog/core';
import { scoreChallengeTaskStatement } from '../db/repositories/challengeTasks.ts';
import { addNotification, addNotificationStatement } from '../db/repositories/notifications.ts';
import { saveScoredTaskStatement, type StoredTask } from '../db/repositories/tasks.ts';
import type { StoredUser } from '../db/repositories/users.ts';
import { playerStateOf } from './playerState.ts';
import { scoreWebhookEvents as webhookEventsOf } from './webhooks/scoreEvents.ts';
import { playerEventStatement, recordPlayerEvent } from './webhooks/webhookEvents.ts';
import { findOwnTask } from './taskFinder.ts';
import { lastBoundaryDateOfRow } from './time/playerClock.ts';
import type { PlayerChange } from './players/playerChanger.ts';

export type Direction = 'up' | 'down';

export interface TaskScore {
  taskId: string;
  delta: number;
  tmp: ScoreTaskResult['tmp'] & { notices?: ScoreTaskResult['notifications'] };
}

/**
 * Scores each `{ id, direction }` in turn, each on the state the previous one left. A score is
 * dated (history, a to-do's completion, the day's drops) when the client says it was made
 * (`claimedAt`, its x-client-timestamp) if core's actionTime accepts that time, else now.
 */
export async function scoreTasks(
  {
    tx,
    user,
    now,
    random,
    setUserColumns,
    writeWithBump,
    notificationsChanged,
    recordTasks,
    keepTasks,
    forgoUndo,
  }: PlayerChange,
  scores: readonly { id: string; direction: Direction }[],
  claimedAt?: Date,
): Promise<{ scores: TaskScore[]; stats: UserState['stats'] }> {
  const row = user.row;
  const at = actionTime({
    claimed: claimedAt,
    now,
    lastBoundaryDate: lastBoundaryDateOfRow(row),
    clock: dayClockOf(row.preferences),
  });
  // The whole player: drops read the subscription (a subscriber's daily cap is doubled).
  let state: UserState = playerStateOf(row);
  let order: TasksOrder = row.tasks_order;
  const answers: TaskScore[] = [];
  const isSingle = scores.length === 1;
  for (const { id, direction } of scores) {
    const task = preloadedTask(user, id) ?? (await findOwnTask(tx, row.id, id));
    await keepTasks([task.id]);
    const result = scoreTask({ user: state, task }, { direction }, { now: at, random });
    const scoredTask = result.task;
    order = orderAfterScore(order, task, result.task);
    // A player known to have no webhook gets no events (and none is built).
    const events =
      user.hasWebhooks === false ? [] : webhookEventsOf(row.id, direction, result, state);
    // A copy of a challenge's task moves the challenge's own task too.
    const original = linkedChallengeTaskId(task);
    const originalScore = { delta: result.delta, direction, now: at };
    // the challenge's own task is every member's: an undo could not put it back exactly
    if (original) forgoUndo();
    if (isSingle) {
      // Written with the version bump, only if it happens (changeUser's optimistic path).
      writeWithBump(...saveScoredTaskStatement(scoredTask, { fromBumped: true }));
      if (original) {
        writeWithBump(
          ...scoreChallengeTaskStatement(original, originalScore, { fromBumped: true }),
        );
      }
      for (const notification of result.userNotifications) {
        writeWithBump(...addNotificationStatement(row.id, { ...notification, now }));
      }
      for (const event of events) writeWithBump(...playerEventStatement(event));
    } else {
      // In a bulk score a task may come twice: each is written at once and read fresh.
      await tx.query(...saveScoredTaskStatement(scoredTask));
      if (original) await tx.query(...scoreChallengeTaskStatement(original, originalScore));
      for (const notification of result.userNotifications) {
        await addNotification(tx, row.id, { ...notification, now });
      }
      for (const event of events) await recordPlayerEvent(tx, event);
    }
    if (result.userNotifications.length > 0) notificationsChanged();
    // The full record: one row per score, dated as the score is (docs/records.md).
    const scoredAt = new Date(scoredTask.updatedAt);
    recordTasks([
      taskRecordOf(scoredTask, {
        kind: direction,
        delta: result.delta,
        at: scoredAt,
        day: recordDay(scoredAt, row.preferences),
        player: result.user,
        // A checked daily's history entry says whether it was due before the score.
        ...(task.type === 'daily' ? { isDue: task.isDue } : {}),
      }),
    ]);
    state = result.user;
    answers.push({
      taskId: task.id,
      delta: result.delta,
      tmp: { ...result.tmp, notices: result.notifications },
    });
  }
  // Written with the version bump, in the same statement.
  setUserColumns({
    stats: state.stats,
    items: state.items,
    achievements: state.achievements,
    flags: state.flags,
    party: { ...row.party, ...state.party },
    tasks_order: order,
  });
  return { scores: answers, stats: state.stats };
}

/** The task as authentication read it with the player (a single score), if it did. */
function preloadedTask(user: StoredUser, idOrAlias: string): StoredTask | undefined {
  return user.preloadedTasks?.find((task) => task.id === idOrAlias || task.alias === idOrAlias);
}

/** The challenge's own task a linked copy follows, if any. */
function linkedChallengeTaskId(task: Task): string | undefined {
  return isLinkedToChallenge(task) ? task.challenge.taskId : undefined;
}
