// `isDue` and `nextDue` kept on each daily: set on creation, after scoring, at cron and when tasks
// are fetched for a date.
import type { Daily } from '../../model/task.ts';
import type { RecurrenceOptions } from './dayStart.ts';
import { type ScheduledDaily, dailyNextDue, isDailyDue } from './dailyDue.ts';
import { type Recurrence, shouldDo } from './shouldDo.ts';

/** Whether the daily is due on the game day holding `now`. */
export function isDue(daily: Recurrence, now: Date, options: RecurrenceOptions): boolean {
  return shouldDo(now, daily, options);
}

/** A copy of the daily with `isDue` and `nextDue` worked out for `now`. */
export function withDueDates(daily: Daily, now: Date, options: RecurrenceOptions): Daily {
  return { ...daily, ...dueDates(daily, now, options) };
}

/** The daily's `isDue` and `nextDue` for `now`. */
export function dueDates(
  daily: ScheduledDaily,
  now: Date,
  options: RecurrenceOptions,
): Pick<Daily, 'isDue' | 'nextDue'> {
  // With issue 30's schedules (an RRULE alone, N times a week) as well as the original's fields.
  return { isDue: isDailyDue(daily, now, options), nextDue: dailyNextDue(daily, now, options) };
}
