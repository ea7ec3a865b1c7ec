// What the statistics read from `task_records`: rows counted by local date and kind, never the rows
// themselves. A task's rows are found by the (task_id, day) index; a player's year by the primary
// key (user_id, day, …), which also keeps the read to that year's monthly partitions.
import type { TaskType } from '@questlog/core';
import type { Queryable } from '../database.ts';

/** Dates travel as day numbers (days since 1970-01-01), as core's statistics count them. */
const DATE = `(day - DATE '1970-01-01')`;

export interface KindCountRow {
  date: number;
  kind: string;
  count: number;
}

export async function taskKindCounts(
  db: Queryable,
  userId: string,
  taskId: string,
): Promise<KindCountRow[]> {
  return db.query<KindCountRow>(
    `SELECT ${DATE} AS date, kind, count(*)::int AS count FROM task_records
     WHERE task_id = $1 AND user_id = $2 GROUP BY day, kind`,
    [taskId, userId],
  );
}

export interface TaskRowsOfYear {
  taskId: string;
  type: TaskType;
  /** One entry per row: its date and its kind. */
  dates: number[];
  kinds: string[];
}

/**
 * Every task's rows from `from` to `to` ('YYYY-MM-DD', both included), the player's own left out,
 * one line per task with its rows' dates and kinds as arrays: a year of 50 tasks is 50 lines, not
 * 18,000 (which took PostgreSQL twice as long to group and Node far longer to read).
 */
export async function playerYearRows(
  db: Queryable,
  userId: string,
  { from, to }: { from: string; to: string },
): Promise<TaskRowsOfYear[]> {
  return db.query<TaskRowsOfYear>(
    `SELECT task_id AS "taskId", task_type AS type, array_agg(${DATE}) AS dates,
       array_agg(kind) AS kinds
     FROM task_records WHERE user_id = $1 AND day BETWEEN $2 AND $3 AND kind <> 'day'
     GROUP BY task_id, task_type`,
    [userId, from, to],
  );
}

export interface PlayerDayRecord {
  date: number;
  exp: number;
  gp: number;
  lvl: number;
}

/** The player's stats at each day boundary from `from` to `to`, and the last one before `from`. */
export async function playerDayRecords(
  db: Queryable,
  userId: string,
  { from, to }: { from: string; to: string },
): Promise<PlayerDayRecord[]> {
  const columns = `${DATE} AS date, exp, gp, lvl`;
  return db.query<PlayerDayRecord>(
    `(SELECT ${columns} FROM task_records WHERE user_id = $1 AND kind = 'day' AND day < $2
      ORDER BY day DESC LIMIT 1)
     UNION ALL
     (SELECT ${columns} FROM task_records WHERE user_id = $1 AND kind = 'day'
      AND day BETWEEN $2 AND $3 ORDER BY day)`,
    [userId, from, to],
  );
}

/** The year of the player's oldest row, if any. */
export async function firstRecordYear(db: Queryable, userId: string): Promise<number | undefined> {
  const [row] = await db.query<{ year: number | null }>(
    `SELECT extract(year FROM min(day))::int AS year FROM task_records WHERE user_id = $1`,
    [userId],
  );
  return row?.year ?? undefined;
}

export interface TaskName {
  id: string;
  text: string;
  up: boolean | null;
}

/** The names of the player's tasks among `taskIds` (archived to-dos too; deleted ones are gone). */
export async function taskNames(
  db: Queryable,
  userId: string,
  taskIds: readonly string[],
): Promise<TaskName[]> {
  if (taskIds.length === 0) return [];
  return db.query<TaskName>(
    `SELECT id, text, (details ->> 'up')::boolean AS up FROM tasks
     WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, taskIds],
  );
}
