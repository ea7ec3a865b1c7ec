// What the calendar shows on each date: the dailies due (by core's rules: an RRULE schedule, a
// flexible week, or the original's fields) and the open to-dos with that due date.
import {
  dateOfKey,
  isDueOnDate,
  isDueOnSchedule,
  parseSchedule,
  startDateOf,
  type RecurrenceOptions,
} from '@questlog/core';
import type { Task } from '../../api/tasksTypes.ts';
import { timeFieldsOf } from '../../api/timeTypes.ts';
import { asRecurrence, localDay, scheduleOf } from '../../store/dayRules.ts';

const DAY = 86_400_000;

/** A local day number's calendar parts (month 0–11, weekday 0 = Sunday). */
export function calendarDay(date: number) {
  const at = new Date(date * DAY);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    dayOfMonth: at.getUTCDate(),
    weekday: at.getUTCDay(),
  };
}

const dateOf = (year: number, month: number, dayOfMonth: number) =>
  Date.UTC(year, month, dayOfMonth) / DAY;
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The first date of the month holding `date`. */
export function monthStart(date: number): number {
  const { year, month } = calendarDay(date);
  return dateOf(year, month, 1);
}

export interface DayTasks {
  dailies: Task[];
  todos: Task[];
}

function isDailyDueOn(task: Task, date: number, options: RecurrenceOptions): boolean {
  const fields = timeFieldsOf(task);
  // a flexible week's daily is due every day until done that week
  if (fields.timesPerWeek) return true;
  const schedule = fields.rrule ? parseSchedule(fields.rrule) : undefined;
  if (schedule) return isDueOnSchedule(schedule, date);
  const recurrence = asRecurrence(scheduleOf(task));
  const start = startDateOf(recurrence, options);
  return start !== undefined && isDueOnDate(recurrence, start, date);
}

/** The dailies due and the open to-dos due on local date `date`. */
export function tasksOn(
  tasks: readonly Task[],
  date: number,
  options: RecurrenceOptions,
): DayTasks {
  const dailies = tasks.filter(
    (task) => task.type === 'daily' && isDailyDueOn(task, date, options),
  );
  const todos = tasks.filter(
    (task) =>
      task.type === 'todo' &&
      !task.completed &&
      dateOfKey(localDay(task.date, options.timezoneOffset)) === date,
  );
  return { dailies, todos };
}

/** The month's weeks, Monday first: each a row of 7 dates, null outside the month. */
export function monthWeeks(date: number): (number | null)[][] {
  const { year, month } = calendarDay(date);
  const first = dateOf(year, month, 1);
  const count = daysInMonth(year, month);
  // weekday 0 is Sunday: Monday-first columns put it last
  const lead = (calendarDay(first).weekday + 6) % 7;
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, index) => first + index),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day of the month `months` away, kept inside that month (31 Jan + 1 → 28/29 Feb). */
export function shiftMonths(date: number, months: number): number {
  const day = calendarDay(date);
  const index = day.year * 12 + day.month + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  return dateOf(year, month, Math.min(day.dayOfMonth, daysInMonth(year, month)));
}

/** Where a key moves the focused date in the grid, or undefined for a key the grid leaves. */
export function movedDate(key: string, date: number): number | undefined {
  const weekday = (calendarDay(date).weekday + 6) % 7; // Monday 0 … Sunday 6
  switch (key) {
    case 'ArrowLeft':
      return date - 1;
    case 'ArrowRight':
      return date + 1;
    case 'ArrowUp':
      return date - 7;
    case 'ArrowDown':
      return date + 7;
    case 'Home':
      return date - weekday;
    case 'End':
      return date + (6 - weekday);
    case 'PageUp':
      return shiftMonths(date, -1);
    case 'PageDown':
      return shiftMonths(date, 1);
    default:
      return undefined;
  }
}
