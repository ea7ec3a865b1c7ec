// The original's repeat fields as an RFC 5545 schedule (docs/game-rules.md#richer-schedules);
// recurrenceFromRRule.ts reads them back.
// Every schedule the fields can express has one text, due on exactly the same dates:
// - daily: FREQ=DAILY;INTERVAL=everyX
// - weekly: FREQ=WEEKLY with WKST the start's weekday, so weeks count from the start date as the
//   original counts them; no weekday ticked is COUNT=0 (never due)
// - monthly: BYDAY=1MO,5TH… for weeks of the month, else BYMONTHDAY=…, else every weekday (any day)
// - yearly: the start's month and day; a 29 February start is BYMONTH=2;BYMONTHDAY=-1, the last
//   day of February, as the original falls back to the 28th in common years.
import type { WeekdayRepeat } from '../../model/task.ts';
import { WEEKDAYS } from '../../model/task.ts';
import { type DayClock } from '../time/dayClock.ts';
import { calendarDateAt } from '../time/gameDay.ts';
import { calendarDay } from './calendar.ts';
import { scheduleText } from './rruleSchedule.ts';
import type { Recurrence } from './shouldDo.ts';

/** RFC 5545 weekday codes in the order of WEEKDAYS (Sunday first). */
export const RRULE_WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type RRuleWeekday = (typeof RRULE_WEEKDAYS)[number];

/** The local calendar date of the start, when the daily can be due at all. */
export function scheduleStartDay(daily: Recurrence, clock: DayClock): number | undefined {
  if (daily.type !== 'daily' || !daily.startDate) return undefined;
  if (!Number.isInteger(daily.everyX) || daily.everyX < 1 || daily.everyX > 9999) return undefined;
  const start = new Date(daily.startDate);
  return Number.isNaN(start.getTime()) ? undefined : calendarDateAt(start, clock);
}

function tickedDays(repeat: WeekdayRepeat): RRuleWeekday[] {
  return RRULE_WEEKDAYS.filter((_code, weekday) => repeat[WEEKDAYS[weekday]!] === true);
}

function frequencyParts(daily: Recurrence, start: number): string[] | undefined {
  const startDay = calendarDay(start);
  const days = tickedDays(daily.repeat);
  switch (daily.frequency) {
    case 'daily':
      return [];
    case 'weekly': {
      const weekStart = `WKST=${RRULE_WEEKDAYS[startDay.weekday]}`;
      return days.length > 0 ? [weekStart, `BYDAY=${days.join(',')}`] : [weekStart, 'COUNT=0'];
    }
    case 'monthly':
      if (daily.weeksOfMonth.length > 0) {
        // A week rule with no weekday is refused by the checks (checkRecurrence.ts): no text.
        if (days.length === 0) return undefined;
        const byDay = daily.weeksOfMonth.flatMap((week) => days.map((day) => `${week + 1}${day}`));
        return [`BYDAY=${byDay.join(',')}`];
      }
      if (daily.daysOfMonth.length > 0) return [`BYMONTHDAY=${daily.daysOfMonth.join(',')}`];
      return [`BYDAY=${RRULE_WEEKDAYS.join(',')}`];
    case 'yearly':
      return startDay.month === 1 && startDay.dayOfMonth === 29
        ? ['BYMONTH=2', 'BYMONTHDAY=-1']
        : [];
    default:
      return undefined;
  }
}

/**
 * The daily's schedule as RFC 5545 text, or undefined when it can never be due for want of a
 * start date, an `everyX` in 1–9999 or (weeks of the month) a weekday.
 */
export function recurrenceToRRule(daily: Recurrence, clock: DayClock): string | undefined {
  const start = scheduleStartDay(daily, clock);
  if (start === undefined) return undefined;
  const parts = frequencyParts(daily, start);
  if (!parts) return undefined;
  const frequency = `FREQ=${daily.frequency.toUpperCase()}`;
  return scheduleText(start, [frequency, `INTERVAL=${daily.everyX}`, ...parts]);
}
