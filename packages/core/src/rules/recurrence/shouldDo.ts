// Is a daily due on the game day of an instant? (docs/game-rules.md#when-a-daily-is-due) Dates
// are whole local days; the start date's time of day is ignored.
import type { Daily } from '../../model/task.ts';
import { WEEKDAYS } from '../../model/task.ts';
import { type CalendarDay, calendarDay, monthsBetween, weekdayOf } from './calendar.ts';
import { type RecurrenceOptions, calendarDate, gameDate } from './dayStart.ts';

export type Recurrence = Pick<
  Daily,
  'type' | 'frequency' | 'everyX' | 'startDate' | 'repeat' | 'daysOfMonth' | 'weeksOfMonth'
>;

/** Local day number of the start date, or undefined when the daily has none or bounds fail. */
export function startDateOf(daily: Recurrence, options: RecurrenceOptions): number | undefined {
  // Due only with a start date and everyX from 1 to 9999 (everyX 0 is "never due").
  if (daily.type !== 'daily' || !daily.startDate) return undefined;
  if (!Number.isInteger(daily.everyX) || daily.everyX < 1 || daily.everyX > 9999) return undefined;
  const start = new Date(daily.startDate);
  return Number.isNaN(start.getTime()) ? undefined : calendarDate(start, options);
}

export function isWeekdaySelected(daily: Recurrence, weekday: number): boolean {
  return daily.repeat[WEEKDAYS[weekday]!] === true;
}

function isYearlyMatch(start: CalendarDay, day: CalendarDay, everyX: number): boolean {
  // A 29 February start falls on 28 February in other years, as moment's year difference does.
  const isLeapFallback =
    start.month === 1 && start.dayOfMonth === 29 && day.month === 1 && day.dayOfMonth === 28;
  const isLeapYear = new Date(Date.UTC(day.year, 1, 29)).getUTCMonth() === 1;
  const isSameDay =
    day.month === start.month &&
    (day.dayOfMonth === start.dayOfMonth || (isLeapFallback && !isLeapYear));
  return isSameDay && (day.year - start.year) % everyX === 0;
}

/** Whether `daily` is due on local day `date`, given its start day `start` (date ≥ start). */
export function isDueOnDate(daily: Recurrence, start: number, date: number): boolean {
  if (date < start) return false;
  const { everyX } = daily;
  switch (daily.frequency) {
    case 'daily':
      return (date - start) % everyX === 0;
    case 'weekly':
      // Weeks counted from the start date, not calendar weeks.
      return (
        isWeekdaySelected(daily, weekdayOf(date)) && Math.floor((date - start) / 7) % everyX === 0
      );
    case 'monthly': {
      const day = calendarDay(date);
      if (monthsBetween(calendarDay(start), day) % everyX !== 0) return false;
      if (daily.weeksOfMonth.length > 0)
        return (
          isWeekdaySelected(daily, day.weekday) &&
          daily.weeksOfMonth.includes(Math.floor((day.dayOfMonth - 1) / 7))
        );
      if (daily.daysOfMonth.length > 0) return daily.daysOfMonth.includes(day.dayOfMonth);
      return true;
    }
    case 'yearly':
      return isYearlyMatch(calendarDay(start), calendarDay(date), everyX);
    default:
      return false;
  }
}

/** Whether `daily` is due on the game day holding `instant` (before day start: the day before). */
export function shouldDo(instant: Date, daily: Recurrence, options: RecurrenceOptions): boolean {
  const date = gameDate(instant, options);
  const start = startDateOf(daily, options);
  return start !== undefined && isDueOnDate(daily, start, date);
}
