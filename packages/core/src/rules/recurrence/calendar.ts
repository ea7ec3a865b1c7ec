// Calendar facts of a local day number (days since 1970-01-01): the offset is already applied, so
// UTC getters give local values and no daylight-saving shift can occur.
import { DAY } from './dayStart.ts';

export interface CalendarDay {
  year: number;
  /** 0 = January … 11 = December. */
  month: number;
  /** 1–31. */
  dayOfMonth: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

export function calendarDay(date: number): CalendarDay {
  const at = new Date(date * DAY);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    dayOfMonth: at.getUTCDate(),
    weekday: at.getUTCDay(),
  };
}

/** 0 = Sunday … 6 = Saturday: day 0 (1 January 1970) was a Thursday. */
export function weekdayOf(date: number): number {
  return (((date + 4) % 7) + 7) % 7;
}

/** The day number of a calendar date; `month` may run past 11 into later years. */
export function dateOf(year: number, month: number, dayOfMonth: number): number {
  return Date.UTC(year, month, dayOfMonth) / DAY;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** Months from the month of `from` to the month of `to`. */
export function monthsBetween(from: CalendarDay, to: CalendarDay): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}
