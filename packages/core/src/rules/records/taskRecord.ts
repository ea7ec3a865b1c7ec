// The full record of a player's tasks (docs/records.md): what one score or one day-boundary result
// leaves behind, as a plain row. Nothing here is ever averaged or dropped; statistics and the
// original's `history` arrays are read from these rows.
import type { Task, TaskType } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { dayClockOf } from '../time/dayClock.ts';
import { dateKey } from '../time/dateKeys.ts';
import { gameDateAt } from '../time/gameDay.ts';

/** What a score did: a task scored up or down, or a checklist item checked or unchecked. */
export type ScoreRecordKind = 'up' | 'down' | 'checklistChecked' | 'checklistUnchecked';

/**
 * A daily's outcome for the day a boundary closed: checked (`completed`), due and missed
 * (`missed`, health lost), missed but evaded by stealth (`evaded`) or while resting in the inn
 * (`resting`), excused by a skip, a vacation or an open "times a week" (`skipped`, `vacation`,
 * `excused`), or not due and unchecked (`notDue`).
 */
export const DAILY_OUTCOME_KINDS = [
  'completed',
  'missed',
  'evaded',
  'resting',
  'skipped',
  'vacation',
  'excused',
  'notDue',
] as const;
export type DailyOutcomeKind = (typeof DAILY_OUTCOME_KINDS)[number];

/** `day`: the player's own row for a day that closed (their stats at the boundary). */
export type TaskRecordKind = ScoreRecordKind | DailyOutcomeKind | 'day';

/** The player after the change, as a record keeps it. */
export interface RecordedStats {
  exp: number;
  gp: number;
  lvl: number;
  hp: number;
}

export interface TaskRecord {
  /** Null on the player's own row of a day (`kind: 'day'`). */
  taskId: string | null;
  taskType: TaskType | null;
  kind: TaskRecordKind;
  /** When it happened (ISO). */
  at: string;
  /** The game day it counts for, 'YYYY-MM-DD', in the player's zone and day start. */
  day: string;
  /** What it did to the task's value, and the value after it. */
  delta: number;
  value: number;
  /** Dailies: due that day (as the daily's history says), and the streak after. */
  isDue: boolean | null;
  streak: number | null;
  /** A daily's or to-do's checklist after: items done, of all (null without one). */
  checklistDone: number | null;
  checklistTotal: number | null;
  stats: RecordedStats;
}

/** The game day holding `at` for a player with these preferences, 'YYYY-MM-DD'. */
export function recordDay(at: Date, preferences: Parameters<typeof dayClockOf>[0]): string {
  return dateKey(gameDateAt(at, dayClockOf(preferences)));
}

export function recordedStats({ stats }: Pick<UserState, 'stats'>): RecordedStats {
  return { exp: stats.exp, gp: stats.gp, lvl: stats.lvl, hp: stats.hp };
}

/** The record of a task as a score or a day's outcome left it. */
export function taskRecordOf(
  task: Task,
  {
    kind,
    delta,
    at,
    day,
    player,
    isDue,
  }: {
    kind: TaskRecordKind;
    delta: number;
    at: Date;
    day: string;
    player: Pick<UserState, 'stats'>;
    /**
     * A daily's history entry's `isDue` when it differs from the task's (before a score); null
     * for an entry that says nothing of it (a missed day ticked off later).
     */
    isDue?: boolean | null;
  },
): TaskRecord {
  const checklist = task.type === 'daily' || task.type === 'todo' ? task.checklist : [];
  return {
    taskId: task.id,
    taskType: task.type,
    kind,
    at: at.toISOString(),
    day,
    delta,
    value: task.value,
    isDue: task.type === 'daily' ? (isDue === undefined ? task.isDue : isDue) : null,
    streak: task.type === 'daily' ? task.streak : null,
    checklistDone: checklist.length > 0 ? checklist.filter((item) => item.completed).length : null,
    checklistTotal: checklist.length > 0 ? checklist.length : null,
    stats: recordedStats(player),
  };
}

/** The player's own row for the day a boundary closed. */
export function dayRecordOf(
  player: Pick<UserState, 'stats'>,
  { at, day }: { at: Date; day: string },
): TaskRecord {
  return {
    taskId: null,
    taskType: null,
    kind: 'day',
    at: at.toISOString(),
    day,
    delta: 0,
    value: 0,
    isDue: null,
    streak: null,
    checklistDone: null,
    checklistTotal: null,
    stats: recordedStats(player),
  };
}
