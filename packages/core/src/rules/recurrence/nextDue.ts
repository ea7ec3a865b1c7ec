// The next 6 days a daily is due. Each candidate is confirmed by the same `isDueOnDate` that
// `shouldDo` uses, so the list never disagrees with `isDue`; every list is strictly after the
// current game day.
import { type CalendarDay, calendarDay, dateOf, daysInMonth } from './calendar.ts';
import { type RecurrenceOptions, dayStartInstant, gameDate } from './dayStart.ts';
import { type Recurrence, isDueOnDate, isWeekdaySelected, startDateOf } from './shouldDo.ts';

export const NEXT_DUE_COUNT = 6;
// A bound on periods searched, so rules that can never match (the 31st every 12 months from a
// 30-day month) end with a short list instead of looping.
const MAX_PERIODS = 1000;

/** The first multiple of `step` that is at least `value` (value ≥ 0). */
function firstMultipleFrom(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

// Stands in for the calendar fields, which the daily and weekly periods never read.
const NO_DAY: CalendarDay = { year: 0, month: 0, dayOfMonth: 1, weekday: 4 };

/** Days to try, period by period, starting with the period holding day `from`. */
function* candidates(daily: Recurrence, start: number, from: number): Generator<number> {
  const { everyX } = daily;
  // Calendar fields only for the schedules that count in months or years.
  const isCalendar = daily.frequency === 'monthly' || daily.frequency === 'yearly';
  const startDay = isCalendar ? calendarDay(start) : NO_DAY;
  const fromDay = isCalendar ? calendarDay(from) : NO_DAY;
  for (let i = 0; i < MAX_PERIODS; i++) {
    switch (daily.frequency) {
      case 'daily': {
        yield start + firstMultipleFrom(from - start, everyX) + i * everyX;
        break;
      }
      case 'weekly': {
        const week = firstMultipleFrom(Math.floor((from - start) / 7), everyX) + i * everyX;
        for (let d = 0; d < 7; d++) yield start + week * 7 + d;
        break;
      }
      case 'monthly': {
        const fromMonth = (fromDay.year - startDay.year) * 12 + fromDay.month - startDay.month;
        const month = startDay.month + firstMultipleFrom(fromMonth, everyX) + i * everyX;
        const length = daysInMonth(startDay.year, month);
        for (let d = 1; d <= length; d++) yield dateOf(startDay.year, month, d);
        break;
      }
      case 'yearly': {
        const year =
          startDay.year + firstMultipleFrom(fromDay.year - startDay.year, everyX) + i * everyX;
        for (let d = 28; d <= 31; d++) yield dateOf(year, startDay.month, d);
        if (startDay.dayOfMonth < 28) yield dateOf(year, startDay.month, startDay.dayOfMonth);
        break;
      }
      default:
        return;
    }
  }
}

function hasNoPossibleDay(daily: Recurrence): boolean {
  const hasWeekday = [0, 1, 2, 3, 4, 5, 6].some((weekday) => isWeekdaySelected(daily, weekday));
  if (daily.frequency === 'weekly') return !hasWeekday;
  if (daily.frequency !== 'monthly') return false;
  if (daily.weeksOfMonth.length > 0) return !hasWeekday;
  // Monthly without days or weeks of the month has no next-due list.
  return daily.daysOfMonth.length === 0;
}

/** Local day numbers of the next due days after the game day of `now`, ascending. */
export function nextDueDates(daily: Recurrence, now: Date, options: RecurrenceOptions): number[] {
  const today = gameDate(now, options);
  const start = startDateOf(daily, options);
  if (start === undefined || hasNoPossibleDay(daily)) return [];
  const from = Math.max(today + 1, start);
  const found = new Set<number>();
  for (const date of candidates(daily, start, from)) {
    if (date >= from && isDueOnDate(daily, start, date)) found.add(date);
    if (found.size === NEXT_DUE_COUNT) break;
  }
  return [...found].sort((a, b) => a - b);
}

/** The next 6 due days as ISO instants, each the moment that game day begins. */
export function nextDue(daily: Recurrence, now: Date, options: RecurrenceOptions): string[] {
  return nextDueDates(daily, now, options).map((date) =>
    dayStartInstant(date, options).toISOString(),
  );
}
