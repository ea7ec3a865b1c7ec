// A to-do that comes back N days after it was completed (docs/game-rules.md#richer-schedules): the
// day boundary of that local date reopens it.
import { type DayClock } from '../time/dayClock.ts';
import { gameDateAt } from '../time/gameDay.ts';

export interface ReturningTodo {
  completed: boolean;
  dateCompleted?: string | null | undefined;
  /** Days after completion it reopens, 1–9999; absent for an ordinary to-do. */
  comesBackAfterDays?: number | undefined;
}

/** The local date a completed to-do reopens on, or undefined when it never comes back. */
export function todoReturnDate(todo: ReturningTodo, clock: DayClock): number | undefined {
  const { completed, dateCompleted, comesBackAfterDays: days } = todo;
  if (!completed || !dateCompleted || days === undefined) return undefined;
  if (!Number.isInteger(days) || days < 1 || days > 9999) return undefined;
  const completedAt = new Date(dateCompleted);
  if (Number.isNaN(completedAt.getTime())) return undefined;
  return gameDateAt(completedAt, clock) + days;
}

/** Whether the to-do is due back by the game day holding `now`. */
export function isTodoBack(todo: ReturningTodo, now: Date, clock: DayClock): boolean {
  const date = todoReturnDate(todo, clock);
  return date !== undefined && gameDateAt(now, clock) >= date;
}
