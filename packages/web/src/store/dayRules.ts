// The seam between the web app and @questlog/core's day rules, as tasksRules.ts is for the task
// rules: the web package decides no recurrence of its own.
import {
  checkRecurrenceOptions,
  nextDue,
  startOfDay,
  yesterDailies as coreYesterDailies,
  type Recurrence,
  type RecurrenceOptions,
} from '@questlog/core';
import type { Task, WeekDay } from '../api/tasksTypes.ts';
import { weekDays } from '../api/tasksTypes.ts';
import type { User } from '../api/types.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The player's day start and offset. The server keeps the offset current from the
 * x-user-timezoneOffset header, so the device's offset stands in only when none is stored.
 */
export function dayPreferencesOf(
  user: Pick<User, 'preferences'> | null | undefined,
  deviceOffset: number,
): RecurrenceOptions {
  const stored: RecurrenceOptions = {
    dayStart: user?.preferences?.dayStart ?? 0,
    timezoneOffset: user?.preferences?.timezoneOffset ?? deviceOffset,
  };
  try {
    checkRecurrenceOptions(stored);
    return stored;
  } catch {
    return { dayStart: 0, timezoneOffset: deviceOffset };
  }
}

/** A daily's schedule as core reads it; fields the server leaves out take its defaults. */
export interface Schedule {
  frequency: NonNullable<Task['frequency']>;
  everyX: number;
  startDate: string | undefined;
  repeat: Partial<Record<WeekDay, boolean>>;
  daysOfMonth: number[];
  weeksOfMonth: number[];
}

export function scheduleOf(task: Task): Schedule {
  return {
    frequency: task.frequency ?? 'weekly',
    everyX: task.everyX ?? 1,
    startDate: task.startDate,
    repeat: task.repeat ?? {},
    daysOfMonth: task.daysOfMonth ?? [],
    weeksOfMonth: task.weeksOfMonth ?? [],
  };
}

export function asRecurrence(schedule: Schedule): Recurrence {
  return {
    type: 'daily',
    frequency: schedule.frequency,
    everyX: schedule.everyX,
    startDate: schedule.startDate ?? '',
    repeat: Object.fromEntries(
      weekDays.map((day) => [day, schedule.repeat[day] === true]),
    ) as Recurrence['repeat'],
    daysOfMonth: schedule.daysOfMonth,
    weeksOfMonth: schedule.weeksOfMonth,
  };
}

/** "yesterday" is the start of the game day before the current one. */
export function yesterdayOf(now: Date, options: RecurrenceOptions): Date {
  return startOfDay(new Date(now.getTime() - DAY), options);
}

/**
 * The dailies offered in "record yesterday's activity": not completed, offered (yesterDaily not
 * false), not awaiting group approval, and due yesterday.
 */
export function yesterDailies(
  tasks: readonly Task[],
  now: Date,
  options: RecurrenceOptions,
): Task[] {
  const candidates = tasks.map((task) => ({
    ...asRecurrence(scheduleOf(task)),
    type: task.type,
    completed: task.completed === true,
    yesterDaily: task.yesterDaily !== false,
    group: task.group,
    task,
  }));
  return coreYesterDailies(candidates, options, now).map((candidate) => candidate.task);
}

/** The next 6 due days of a schedule (ISO instants); empty when it is never due. */
export function nextDueOf(schedule: Schedule, now: Date, options: RecurrenceOptions): string[] {
  if (!schedule.startDate || Number.isNaN(new Date(schedule.startDate).getTime())) return [];
  return nextDue(asRecurrence(schedule), now, options);
}

/** The instant a local calendar day ("2024-05-01") begins at the player's offset. */
export function localMidnight(day: string, timezoneOffset: number): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  return Number.isNaN(utc) ? undefined : new Date(utc + timezoneOffset * MINUTE).toISOString();
}

/** The local calendar day ("2024-05-01") an instant falls on at the player's offset. */
export function localDay(instant: string | null | undefined, timezoneOffset: number): string {
  const time = instant ? new Date(instant).getTime() : NaN;
  if (Number.isNaN(time)) return '';
  return new Date(time - timezoneOffset * MINUTE).toISOString().slice(0, 10);
}
