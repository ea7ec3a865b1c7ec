// When a daily is due, with issue 30's schedules (docs/game-rules.md#richer-schedules): an RRULE the
// original's fields cannot express decides alone (rruleSchedule.ts); "N times a week" is due until
// done N times that week (flexibleWeek.ts); otherwise the original's fields (shouldDo), which are
// kept filled from an RRULE they can express, so checking them stays cheap (no walk of the rule).
import type { Daily } from '../../model/task.ts';
import { type RecurrenceOptions, dayStartIso, gameDate } from './dayStart.ts';
import { flexibleWeekDay } from './flexibleWeek.ts';
import { NEXT_DUE_COUNT, nextDueDates } from './nextDue.ts';
import { recurrenceFromRRule } from './recurrenceFromRRule.ts';
import {
  type RRuleSchedule,
  isDueOnSchedule,
  nextScheduleDates,
  parseSchedule,
} from './rruleSchedule.ts';
import { isDueOnDate, startDateOf } from './shouldDo.ts';

export type ScheduledDaily = Pick<
  Daily,
  'type' | 'frequency' | 'everyX' | 'startDate' | 'repeat' | 'daysOfMonth' | 'weeksOfMonth'
> &
  Partial<Pick<Daily, 'rrule' | 'timesPerWeek' | 'history'>>;

// Whether the original's fields can say a schedule's text, by text: the day boundary asks it
// three times for each of a player's dailies, and parsing was half of the boundary's time.
// Bounded: emptied when full (a player's schedules are few and repeat across players).
const fieldsCanSay = new Map<string, boolean>();
const FIELDS_CAN_SAY_LIMIT = 5000;

function canFieldsSay(rrule: string): boolean {
  let known = fieldsCanSay.get(rrule);
  if (known === undefined) {
    if (fieldsCanSay.size >= FIELDS_CAN_SAY_LIMIT) fieldsCanSay.clear();
    known = recurrenceFromRRule(rrule) !== undefined;
    fieldsCanSay.set(rrule, known);
  }
  return known;
}

/** The daily's RRULE when the original's fields cannot say it (then it alone decides). */
export function ruleOnlySchedule(daily: ScheduledDaily): RRuleSchedule | undefined {
  if (!daily.rrule || canFieldsSay(daily.rrule)) return undefined;
  return parseSchedule(daily.rrule);
}

/** The local dates a flexible daily was completed on (its history's completed entries). */
export function completedDates(daily: ScheduledDaily, options: RecurrenceOptions): number[] {
  return (daily.history ?? [])
    .filter((entry) => entry.completed === true)
    .map((entry) => gameDate(new Date(entry.date), options));
}

/** Whether the daily is due on local date `date`. */
export function isDailyDueOn(
  daily: ScheduledDaily,
  date: number,
  options: RecurrenceOptions,
): boolean {
  if (daily.timesPerWeek) {
    const schedule = { timesPerWeek: daily.timesPerWeek };
    return flexibleWeekDay(schedule, completedDates(daily, options), date).isDue;
  }
  const schedule = ruleOnlySchedule(daily);
  if (schedule) return isDueOnSchedule(schedule, date);
  const start = startDateOf(daily, options);
  return start !== undefined && isDueOnDate(daily, start, date);
}

/** Whether the daily is due on the game day holding `instant`. */
export function isDailyDue(daily: ScheduledDaily, instant: Date, options: RecurrenceOptions) {
  return isDailyDueOn(daily, gameDate(instant, options), options);
}

/** The next due game days after `now`'s, as the instants they begin (`nextDue`'s shape). */
export function dailyNextDue(
  daily: ScheduledDaily,
  now: Date,
  options: RecurrenceOptions,
): string[] {
  const today = gameDate(now, options);
  const schedule = daily.timesPerWeek ? undefined : ruleOnlySchedule(daily);
  const dates = daily.timesPerWeek
    ? Array.from({ length: NEXT_DUE_COUNT }, (_, index) => today + 1 + index)
    : schedule
      ? nextScheduleDates(schedule, today, NEXT_DUE_COUNT)
      : nextDueDates(daily, now, options);
  return dates.map((date) => dayStartIso(date, options));
}

/** Days of the window from `first` to `last` (local dates) the daily is due on. */
export function dailyDueDatesBetween(
  daily: ScheduledDaily,
  first: number,
  last: number,
  options: RecurrenceOptions,
): number[] {
  const dates: number[] = [];
  for (let date = first; date <= last; date += 1)
    if (isDailyDueOn(daily, date, options)) dates.push(date);
  return dates;
}
