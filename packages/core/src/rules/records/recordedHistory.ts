// The original's `history` arrays of habits and dailies, built from the full record
// (docs/records.md): the same entries the scoring and day-boundary rules add to a task's working
// copy, never averaged or dropped. Entries a task had before its first record (kept from before
// records existed, or imported) come first, as stored.
import type { DailyHistoryEntry, HabitHistoryEntry, Task } from '../../model/task.ts';
import { DAILY_OUTCOME_KINDS, type TaskRecord, type TaskRecordKind } from './taskRecord.ts';

/**
 * The fields of a record the history needs, oldest first (as written). `at` may come as epoch
 * milliseconds and `day` as any value equal for equal game days (a day number), as a compact read
 * sends them.
 */
export type HistoryRecord = Pick<TaskRecord, 'kind' | 'value' | 'isDue'> & {
  at: string | number;
  day: string | number;
};

const timeOf = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at));

/**
 * A habit keeps one entry per game day (the day's last value, its ups and downs counted); a daily
 * one per check (an uncheck takes the last back) and one per day it closed unchecked.
 */
export function historyFromRecords(
  type: 'habit',
  records: readonly HistoryRecord[],
): HabitHistoryEntry[];
export function historyFromRecords(
  type: 'daily',
  records: readonly HistoryRecord[],
): DailyHistoryEntry[];
export function historyFromRecords(
  type: 'habit' | 'daily',
  records: readonly HistoryRecord[],
): HabitHistoryEntry[] | DailyHistoryEntry[] {
  return type === 'habit' ? habitHistory(records) : dailyHistory(records);
}

function habitHistory(records: readonly HistoryRecord[]): HabitHistoryEntry[] {
  const entries: HabitHistoryEntry[] = [];
  let lastDay: string | number | undefined;
  for (const record of records) {
    if (record.kind !== 'up' && record.kind !== 'down') continue;
    const up = record.kind === 'up' ? 1 : 0;
    const down = 1 - up;
    const date = timeOf(record.at);
    const last = entries.at(-1);
    if (last && lastDay === record.day) {
      entries[entries.length - 1] = {
        date,
        value: record.value,
        scoredUp: last.scoredUp + up,
        scoredDown: last.scoredDown + down,
      };
    } else {
      entries.push({ date, value: record.value, scoredUp: up, scoredDown: down });
    }
    lastDay = record.day;
  }
  return entries;
}

/** Outcomes that add an unchecked entry (a checked daily's entry came with its check). */
const UNCHECKED_OUTCOMES: ReadonlySet<TaskRecordKind> = new Set(
  DAILY_OUTCOME_KINDS.filter((kind) => kind !== 'completed'),
);

/** The kinds of rows a history is built from (a checklist, a `completed` day, a `day` add none). */
export const HISTORY_RECORD_KINDS: readonly TaskRecordKind[] = [
  'up',
  'down',
  ...UNCHECKED_OUTCOMES,
];

function dailyHistory(records: readonly HistoryRecord[]): DailyHistoryEntry[] {
  const entries: DailyHistoryEntry[] = [];
  for (const record of records) {
    const date = timeOf(record.at);
    const isDue = record.isDue === null ? {} : { isDue: record.isDue };
    if (record.kind === 'up') {
      entries.push({ date, value: record.value, ...isDue, completed: true });
    } else if (record.kind === 'down') {
      entries.pop();
    } else if (UNCHECKED_OUTCOMES.has(record.kind)) {
      entries.push({ date, value: record.value, ...isDue, completed: false });
    }
  }
  return entries;
}

/**
 * The history a client is served: the stored entries older than the task's first record (`firstAt`,
 * epoch ms, when the records given are not all of them; else the earliest given), then the entries
 * its records make. A task with no record keeps its stored history.
 */
export function recordedHistoryOf<T extends Task>(
  task: T,
  records: readonly HistoryRecord[],
  firstAt = records.reduce((first, record) => Math.min(first, timeOf(record.at)), Infinity),
): T {
  if (task.type !== 'habit' && task.type !== 'daily') return task;
  if (firstAt === Infinity) return task;
  const before = task.history.filter((entry) => entry.date < firstAt);
  if (task.type === 'habit') {
    const history = [...(before as HabitHistoryEntry[]), ...historyFromRecords('habit', records)];
    return { ...task, history };
  }
  const history = [...(before as DailyHistoryEntry[]), ...historyFromRecords('daily', records)];
  return { ...task, history };
}

/** Days a task's working copy of its history keeps of the entries its records hold. */
export const WORKING_HISTORY_DAYS = 60;

/**
 * The task's working copy of its history at the day boundary: what the rules read (the last
 * entry, this week's checks) without growing for ever. Entries from before its first record
 * (`recordsFrom`, epoch ms) stay, since no record holds them; recorded ones older than
 * WORKING_HISTORY_DAYS go, the record keeps them. Nothing is averaged.
 */
export function workingHistory<T extends { date: number }>(
  history: readonly T[],
  { now, recordsFrom }: { now: Date; recordsFrom: number | undefined },
): T[] {
  if (recordsFrom === undefined) return [...history];
  const keptFrom = now.getTime() - WORKING_HISTORY_DAYS * 86_400_000;
  return history.filter((entry) => entry.date < recordsFrom || entry.date >= keptFrom);
}
