// The full record of a player's tasks (the task_records migration, docs/records.md): written only
// with a player change's own statement (services/records/taskRecorder.ts), read by day.
import {
  HISTORY_RECORD_KINDS,
  type TaskRecord,
  type TaskRecordKind,
  type TaskType,
} from '@questlog/core';
import type { Queryable } from '../database.ts';

/** A row as read back: the record, its id and the version of the player change that wrote it. */
export interface StoredTaskRecord extends TaskRecord {
  id: number;
  playerVersion: number;
}

/**
 * The one multi-row INSERT of a change's records, as a clause of the player's change statement
 * (`writeWithBump`): it joins `bumped`, so the rows land only with the change, each stamped with
 * the player's version after it.
 */
export function insertTaskRecordsStatement(
  userId: string,
  records: readonly TaskRecord[],
): [string, unknown[]] {
  const rows = records.map((record, n) => ({
    n,
    task_id: record.taskId,
    task_type: record.taskType,
    kind: record.kind,
    at: record.at,
    day: record.day,
    delta: record.delta,
    value: record.value,
    is_due: record.isDue,
    streak: record.streak,
    checklist_done: record.checklistDone,
    checklist_total: record.checklistTotal,
    ...record.stats,
  }));
  return [
    `INSERT INTO task_records (user_id, task_id, task_type, kind, at, day, delta, value, is_due,
       streak, checklist_done, checklist_total, exp, gp, lvl, hp, player_version)
     SELECT $1, x.task_id, x.task_type, x.kind, x.at, x.day, x.delta, x.value, x.is_due, x.streak,
       x.checklist_done, x.checklist_total, x.exp, x.gp, x.lvl, x.hp, bumped.version
     FROM jsonb_to_recordset($2::jsonb) AS x(task_id uuid, task_type text,
       kind text, at timestamptz, day date, delta double precision, value double precision,
       is_due boolean, streak integer, checklist_done smallint, checklist_total smallint,
       exp double precision, gp double precision, lvl integer, hp double precision, n integer),
       bumped
     ORDER BY x.n`,
    [userId, JSON.stringify(rows)],
  ];
}

export interface RecordsQuery {
  /** Only this task's rows (by the task-and-day index). */
  taskId?: string;
  /** Only these tasks' rows. */
  taskIds?: readonly string[];
  /** Game days from (inclusive) and to (exclusive), 'YYYY-MM-DD'. */
  fromDay?: string;
  toDay?: string;
  kinds?: readonly TaskRecordKind[];
  taskTypes?: readonly TaskType[];
}

/**
 * The player's records, oldest first (by day, then as written), narrowed as asked. Only the
 * conditions asked for are sent, so PostgreSQL plans each shape with its index (the primary key
 * for the player's days, task_records_task_day for one task's).
 */
export async function listTaskRecords(
  db: Queryable,
  userId: string,
  query: RecordsQuery = {},
): Promise<StoredTaskRecord[]> {
  const params: unknown[] = [userId];
  const where = ['user_id = $1'];
  const add = (condition: (param: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (query.taskId !== undefined) add((p) => `task_id = ${p}::uuid`, query.taskId);
  if (query.taskIds !== undefined) add((p) => `task_id = ANY(${p}::uuid[])`, query.taskIds);
  if (query.fromDay !== undefined) add((p) => `day >= ${p}::date`, query.fromDay);
  if (query.toDay !== undefined) add((p) => `day < ${p}::date`, query.toDay);
  if (query.kinds !== undefined) add((p) => `kind = ANY(${p}::text[])`, query.kinds);
  if (query.taskTypes !== undefined) add((p) => `task_type = ANY(${p}::text[])`, query.taskTypes);
  const rows = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM task_records WHERE ${where.join(' AND ')} ORDER BY day, id`,
    params,
  );
  return rows.map(fromRecordRow);
}

/** What a task's history is built from: when its record begins and its history rows, in order. */
export interface TaskHistoryRows {
  /** Epoch ms of the task's first row of any kind. */
  first: number;
  /** Compact: `at` in epoch ms, `day` a day number. */
  records: {
    kind: TaskRecordKind;
    at: number;
    day: number;
    value: number;
    isDue: boolean | null;
  }[];
}

/**
 * The history rows of the player's tasks `taskIds`, by task, each task's as one JSON array built
 * by the database in write order — years of rows arrive as a few arrays, not as many rows.
 */
export async function taskHistoryRows(
  db: Queryable,
  userId: string,
  taskIds: readonly string[],
): Promise<Map<string, TaskHistoryRows>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db.query<{
    task_id: string;
    first: number;
    records: [TaskRecordKind, number, number, number, boolean | null][];
  }>(
    `SELECT task_id, floor(extract(epoch FROM min(at)) * 1000)::float8 AS first,
       coalesce(json_agg(json_build_array(kind, floor(extract(epoch FROM at) * 1000),
         day - DATE '1970-01-01', value, is_due) ORDER BY id)
         FILTER (WHERE kind = ANY($3::text[])), '[]') AS records
     FROM task_records WHERE user_id = $1 AND task_id = ANY($2::uuid[])
     GROUP BY task_id`,
    [userId, taskIds, HISTORY_RECORD_KINDS],
  );
  return new Map(
    rows.map((row) => [
      row.task_id,
      {
        first: row.first,
        records: row.records.map(([kind, at, day, value, isDue]) => ({
          kind,
          at,
          day,
          value,
          isDue,
        })),
      },
    ]),
  );
}

/**
 * When each task's record begins (its first row's time), by task id; tasks with no row are left
 * out. Each task's first day is found through the task-and-day index, then its earliest time that
 * day, so the player's older rows are never read.
 */
export async function firstRecordTimes(
  db: Queryable,
  userId: string,
  taskIds: readonly string[],
): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db.query<{ task_id: string; first: Date | null }>(
    `SELECT t.id AS task_id,
       (SELECT min(r.at) FROM task_records r WHERE r.task_id = t.id AND r.user_id = $1
          AND r.day = (SELECT min(d.day) FROM task_records d WHERE d.task_id = t.id)) AS first
     FROM unnest($2::uuid[]) AS t(id)`,
    [userId, taskIds],
  );
  return new Map(
    rows.flatMap((row) => (row.first ? [[row.task_id, new Date(row.first).getTime()]] : [])),
  );
}

/** Creates the monthly partitions covering [fromDay, toDay); answers how many were new. */
export async function ensureTaskRecordPartitions(
  db: Queryable,
  fromDay: string,
  toDay: string,
): Promise<number> {
  const [row] = await db.query<{ created: number }>(
    'SELECT ensure_task_record_partitions($1::date, $2::date) AS created',
    [fromDay, toDay],
  );
  return row?.created ?? 0;
}

const RECORD_COLUMNS = `id, task_id, task_type, kind, at, day::text AS day, delta, value, is_due,
  streak, checklist_done, checklist_total, exp, gp, lvl, hp, player_version`;

interface RecordRow {
  id: string | number;
  task_id: string | null;
  task_type: TaskType | null;
  kind: TaskRecordKind;
  at: Date;
  day: string;
  delta: number;
  value: number;
  is_due: boolean | null;
  streak: number | null;
  checklist_done: number | null;
  checklist_total: number | null;
  exp: number;
  gp: number;
  lvl: number;
  hp: number;
  player_version: number;
}

function fromRecordRow(row: RecordRow): StoredTaskRecord {
  return {
    id: Number(row.id),
    taskId: row.task_id,
    taskType: row.task_type,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    day: row.day,
    delta: row.delta,
    value: row.value,
    isDue: row.is_due,
    streak: row.streak,
    checklistDone: row.checklist_done,
    checklistTotal: row.checklist_total,
    stats: { exp: row.exp, gp: row.gp, lvl: row.lvl, hp: row.hp },
    playerVersion: row.player_version,
  };
}
