// Skipping a daily for the current game date (docs/game-rules.md#vacations-and-skipped-days): only a
// daily that is due today and not done; neutral at the day boundary (core dailyDayOutcome).
import { BadRequest, canSkipOn, dateKey, gameDateAt, type RecurrenceOptions } from '@questlog/core';
import { saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findOwnTask } from '../taskFinder.ts';
import { dayOptionsAt } from './playerClock.ts';

/** Skips the acting player's daily for today; answers the task. */
export function skipDaily(context: SignedInContext, taskId: string): Promise<StoredTask> {
  return setSkip(context, taskId, (task, today) => {
    const { completed, isDue } = task as { completed?: unknown; isDue?: unknown };
    if (completed === true || isDue !== true) throw new BadRequest('skipNotDueToday');
    if (!canSkipOn(today, today)) throw new BadRequest('skipNotDueToday');
    return dateKey(today);
  });
}

/** Undoes the skip; answers the task. */
export function unskipDaily(context: SignedInContext, taskId: string): Promise<StoredTask> {
  return setSkip(context, taskId, () => null);
}

function setSkip(
  context: SignedInContext,
  taskId: string,
  skippedDate: (task: StoredTask, today: number) => string | null,
): Promise<StoredTask> {
  return context.changeActor(
    async ({ tx, user, now }) => {
      const task = await findOwnTask(tx, user.row.id, taskId);
      if (task.type !== 'daily') throw new BadRequest('skipOnlyDailies');
      const day: RecurrenceOptions = dayOptionsAt(user.row.preferences, now);
      const today = gameDateAt(now, day);
      const next = { ...task, skippedDate: skippedDate(task, today), updatedAt: now.toISOString() };
      await saveTask(tx, next);
      return next;
    },
    { withAccount: false, relistNotifications: false },
  );
}
