// A task's days as statistics read them: one mark per local date, oldest first. The words are the
// day boundary's outcomes (rules/time/dailyDayOutcome.ts): a habit's day is `done` when it was
// scored the way it is meant to be, else `missed`.

export type DayMark = 'done' | 'missed' | 'notDue' | 'excused';

/** A date (days since 1970-01-01) with how many times something happened that day. */
export interface DayCount {
  date: number;
  count: number;
}

/** How often a task is meant to be done: `times` in every `days` days. */
export interface StrengthFrequency {
  times: number;
  days: number;
}

export const EVERY_DAY: StrengthFrequency = { times: 1, days: 1 };

/**
 * The marks from `from` to `to` (inclusive) as a dense series: a date without a mark takes `fill`
 * (a habit not scored that day missed it; a daily with no outcome recorded was not due).
 */
export function denseMarks(
  marks: ReadonlyMap<number, DayMark>,
  { from, to, fill }: { from: number; to: number; fill: DayMark },
): DayMark[] {
  const series: DayMark[] = [];
  for (let date = from; date <= to; date += 1) series.push(marks.get(date) ?? fill);
  return series;
}

/**
 * A habit's day: a habit with a plus button is kept on a day it was scored up; a habit with only a
 * minus button (something to avoid) is kept on a day it was never scored down.
 */
export function habitDayMark(
  habit: { up: boolean },
  day: { scoredUp: number; scoredDown: number },
): DayMark {
  if (habit.up) return day.scoredUp > 0 ? 'done' : 'missed';
  return day.scoredDown > 0 ? 'missed' : 'done';
}

/** Day of the week of a date: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(date: number): number {
  return (((date + 4) % 7) + 7) % 7;
}

/** The first date of the week holding `date`, weeks beginning on `weekStartsOn` (0 Sunday). */
export function weekStartOf(date: number, weekStartsOn: number): number {
  return date - ((weekdayOf(date) - weekStartsOn + 7) % 7);
}
