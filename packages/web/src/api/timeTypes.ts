// Issue 30's fields (docs/api-compatibility.md), as the web reads them beside the original's task
// and user shapes: a zone by name, vacations, a skipped date, RRULE schedules, flexible weeks and
// returning to-dos. All optional: an answer from before a field existed simply lacks it.
import type { Task } from './tasksTypes.ts';
import type { User } from './types.ts';

/** One vacation: first and last local date (`YYYY-MM-DD`), both included. */
export interface Vacation {
  id: string;
  start: string;
  end: string;
}

/** The schedule fields issue 30 adds to a task. */
export interface TimeFields {
  /** A daily skipped for this game date (neutral), else null. */
  skippedDate?: string | null;
  /** A daily's RFC 5545 schedule (DTSTART + RRULE lines), as core writes it. */
  rrule?: string | null;
  /** A flexible daily: due every day of a week until done this many times (1–7). */
  timesPerWeek?: number | null;
  /** A to-do that comes back this many days after it is completed (1–365). */
  returnsAfterDays?: number | null;
}

export type TimedTask = Task & TimeFields;

/** The task's issue-30 fields (absent ones read as unset). */
export function timeFieldsOf(task: Task): TimeFields {
  return task as TimedTask;
}

/** The player's zone name, or null when none is stored (an old, offset-only account). */
export function timeZoneOf(user: User | null | undefined): string | null {
  const zone = user?.preferences?.timezone;
  return typeof zone === 'string' && zone !== '' ? zone : null;
}

/** The player's vacations, oldest first as the server keeps them (none when absent). */
export function vacationsOf(user: User | null | undefined): Vacation[] {
  const vacations = user?.preferences?.vacations;
  return Array.isArray(vacations) ? (vacations as Vacation[]) : [];
}

/** One missed game date and the dailies that were due on it (GET /cron/missed-days). */
export interface MissedDay {
  date: string;
  dailies: Task[];
}

/** What the player did on each missed date: the ids of the dailies ticked off. */
export interface MissedDayTicks {
  date: string;
  done: string[];
}
