// The player's tasks. Common fields are columns; what only some types have (up/down, counters,
// completion, checklist, repetition, history) lives in `details` (see the tasks migration).
// A task is read and written whole here as the API's object (without `_id`).
import { isUuid, type Task, type TaskType } from '@questlog/core';
import type { Queryable } from '../database.ts';

export type { TaskType };

/**
 * A task as the rules and the API see it: core's Task. A player's task has its `userId`; a
 * challenge's own task and a team-board task have none (user_id null).
 */
export type StoredTask = Task;

export interface TaskRow {
  id: string;
  user_id: string;
  type: TaskType;
  text: string;
  notes: string;
  alias: string | null;
  tag_ids: string[];
  value: number;
  priority: Task['priority'];
  attribute: Task['attribute'];
  /** The type's own fields (and challenge, group, byHabitica), as toColumns wrote them. */
  details: Record<string, unknown>;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Fields kept in columns; everything else of a task goes to `details`. */
const COLUMN_FIELDS = new Set([
  '_id',
  'id',
  'userId',
  'type',
  'text',
  'notes',
  'alias',
  'tags',
  'value',
  'priority',
  'attribute',
  'createdAt',
  'updatedAt',
]);

/** One of the player's tasks by id or alias; another player's is not found. */
export async function findTask(
  db: Queryable,
  userId: string,
  idOrAlias: string,
): Promise<StoredTask | undefined> {
  const byId = isUuid(idOrAlias);
  const [row] = await db.query<TaskRow>(
    `SELECT * FROM tasks WHERE user_id = $1 AND ${byId ? 'id = $2::uuid' : 'alias = $2'}`,
    [userId, idOrAlias],
  );
  return row && fromRow(row);
}

/**
 * The player's task `idOrAlias` (the query's parameter `$param`) as one JSON column of a query
 * that reads the users row `alias`, so a score reads the player and the task in one round trip.
 */
export function taskJsonOf(alias: string, param: number, idOrAlias: string): string {
  const match = isUuid(idOrAlias) ? `pt.id = $${param}::uuid` : `pt.alias = $${param}`;
  return `(SELECT row_to_json(pt) FROM tasks pt WHERE pt.user_id = ${alias}.id AND ${match})`;
}

/** A task as taskJsonOf reads it: the row, with timestamps as strings. */
export type TaskJson = Omit<TaskRow, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string;
};

export function taskFromJson(json: TaskJson): StoredTask {
  return fromRow({
    ...json,
    created_at: new Date(json.created_at),
    updated_at: new Date(json.updated_at),
  });
}

export type TaskFilter =
  /** Everything except completed to-dos. */
  | { kind: 'active'; type?: TaskType }
  /** Completed to-dos not yet cleared, newest first, at most `limit`. */
  | { kind: 'completedTodos'; limit: number }
  /** Every completed to-do, cleared ones included (the history listing). */
  | { kind: 'allCompletedTodos' };

export async function listTasks(
  db: Queryable,
  userId: string,
  filter: TaskFilter,
): Promise<StoredTask[]> {
  const completed = `type = 'todo' AND details @> '{"completed": true}'`;
  const newestFirst = `ORDER BY details->>'dateCompleted' DESC NULLS LAST, id`;
  const rows =
    filter.kind === 'active'
      ? await db.query<TaskRow>(
          // An archived to-do is a completed one; saying so lets the read take the index of
          // unarchived tasks, so years of archived to-dos do not slow it down.
          `SELECT * FROM tasks WHERE user_id = $1 AND NOT (${completed}) AND NOT archived
             AND ($2::text IS NULL OR type = $2) ORDER BY created_at DESC, id`,
          [userId, filter.type ?? null],
        )
      : filter.kind === 'completedTodos'
        ? await db.query<TaskRow>(
            `SELECT * FROM tasks WHERE user_id = $1 AND ${completed} AND NOT archived
             ${newestFirst} LIMIT $2`,
            [userId, filter.limit],
          )
        : await db.query<TaskRow>(
            `SELECT * FROM tasks WHERE user_id = $1 AND ${completed} ${newestFirst}`,
            [userId],
          );
  return rows.map(fromRow);
}

/** Every task the player owns, archived to-dos included, oldest first (the data export). */
export async function listAllTasks(db: Queryable, userId: string): Promise<StoredTask[]> {
  const rows = await db.query<TaskRow>(
    'SELECT * FROM tasks WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map(fromRow);
}

export async function insertTask(db: Queryable, task: StoredTask): Promise<void> {
  const columns = toColumns(task);
  await db.query(
    `INSERT INTO tasks (id, user_id, type, text, notes, alias, tag_ids, value, priority,
       attribute, details, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    columns,
  );
}

/** Writes the whole task back (its id, owner and type never change). */
export async function saveTask(db: Queryable, task: StoredTask): Promise<void> {
  await db.query(...saveTaskStatement(task));
}

/**
 * The UPDATE of saveTask; `fromBumped` makes it a clause of changeUser's version bump that
 * writes only if the bump does (`writeWithBump`).
 */
export function saveTaskStatement(
  task: StoredTask,
  { fromBumped = false } = {},
): [string, unknown[]] {
  return [
    `UPDATE tasks SET text = $4, notes = $5, alias = $6, tag_ids = $7, value = $8, priority = $9,
       attribute = $10, details = $11, updated_at = $12${fromBumped ? ' FROM bumped' : ''}
     WHERE tasks.id = $1 AND user_id = $2 AND type = $3`,
    // Every column but created_at (the 12th), which never changes.
    toColumns(task).filter((_value, index) => index !== 11),
  ];
}

/**
 * The UPDATE a score needs: scoring changes only a task's value and its type's own fields
 * (history, streak, completion, counters), never its text, tags or settings, so only those are
 * written. `fromBumped` as in saveTaskStatement.
 */
export function saveScoredTaskStatement(
  task: StoredTask,
  { fromBumped = false } = {},
): [string, unknown[]] {
  const columns = toColumns(task);
  return [
    `UPDATE tasks SET value = $3, details = $4, updated_at = $5${fromBumped ? ' FROM bumped' : ''}
     WHERE tasks.id = $1 AND user_id = $2`,
    [task.id, task.userId, task.value, columns[10], task.updatedAt],
  ];
}

export async function deleteTask(db: Queryable, userId: string, taskId: string): Promise<void> {
  await db.query('DELETE FROM tasks WHERE user_id = $1 AND id = $2', [userId, taskId]);
}

/**
 * Writes the value and details of many tasks in one statement (the day boundary changes only
 * those); `fromBumped` as in saveTaskStatement.
 */
export function saveTaskValuesStatement(
  userId: string,
  tasks: readonly StoredTask[],
  { fromBumped = false } = {},
): [string, unknown[]] {
  const rows = tasks.map((task) => {
    const columns = toColumns(task);
    return { id: task.id, value: task.value, details: columns[10], updated_at: task.updatedAt };
  });
  return [
    `UPDATE tasks SET value = x.value, details = x.details, updated_at = x.updated_at
     FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, value double precision, details jsonb,
       updated_at timestamptz)${fromBumped ? ', bumped' : ''}
     WHERE tasks.id = x.id AND tasks.user_id = $1`,
    [userId, JSON.stringify(rows)],
  ];
}

/**
 * Archives the player's own completed to-dos completed before `before` (never deleted: they stay
 * searchable and restorable, docs/records.md); answers their ids. One restored from the archive
 * (or edited) since then stays its keeping time from that change.
 */
export async function archiveCompletedTodosBefore(
  db: Queryable,
  userId: string,
  before: Date,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE tasks SET archived = true
     WHERE user_id = $1 AND type = 'todo' AND details @> '{"completed": true}' AND NOT archived
       AND (details->>'dateCompleted')::timestamptz < $2 AND updated_at < $2
       AND coalesce(details->'challenge'->>'id', '') = ''
       AND coalesce(details->'group'->>'id', '') = ''
       AND coalesce(details->>'returnsAfterDays', '') = ''
     RETURNING id`,
    [userId, before],
  );
  return rows.map((row) => row.id);
}

/** Marks every completed to-do cleared; answers how many were. */
export async function archiveCompletedTodos(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query(
    `UPDATE tasks SET archived = true WHERE user_id = $1 AND type = 'todo'
       AND details @> '{"completed": true}' AND NOT archived RETURNING id`,
    [userId],
  );
  return rows.length;
}

/**
 * A page of the player's archived to-dos, newest completed first, those whose text or notes match
 * `pattern` (a LIKE pattern, case-insensitive) if given; with how many match in all.
 */
export async function listArchivedTodos(
  db: Queryable,
  userId: string,
  { pattern, limit, offset }: { pattern: string | undefined; limit: number; offset: number },
): Promise<{ tasks: StoredTask[]; total: number }> {
  const rows = await db.query<TaskRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM tasks
     WHERE user_id = $1 AND type = 'todo' AND archived
       AND ($2::text IS NULL OR text ILIKE $2 OR notes ILIKE $2)
     ORDER BY details->>'dateCompleted' DESC NULLS LAST, id LIMIT $3 OFFSET $4`,
    [userId, pattern ?? null, limit, offset],
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countArchivedTodos(db, userId, pattern) : 0);
  return { tasks: rows.map(({ total: _total, ...row }) => fromRow(row)), total };
}

async function countArchivedTodos(db: Queryable, userId: string, pattern: string | undefined) {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM tasks WHERE user_id = $1 AND type = 'todo' AND archived
       AND ($2::text IS NULL OR text ILIKE $2 OR notes ILIKE $2)`,
    [userId, pattern ?? null],
  );
  return row?.total ?? 0;
}

/** Takes the player's to-do out of the archive; answers it, or undefined if not theirs. */
export async function unarchiveTodo(
  db: Queryable,
  userId: string,
  taskId: string,
  now: Date,
): Promise<StoredTask | undefined> {
  const [row] = await db.query<TaskRow>(
    `UPDATE tasks SET archived = false, updated_at = $3
     WHERE user_id = $1 AND id = $2 AND archived RETURNING *`,
    [userId, taskId, now],
  );
  return row && fromRow(row);
}

/** Whether another task of the player already uses the alias. */
export async function isAliasTaken(db: Queryable, userId: string, alias: string, exceptId = '') {
  const rows = await db.query(
    'SELECT 1 FROM tasks WHERE user_id = $1 AND alias = $2 AND id::text <> $3',
    [userId, alias, exceptId],
  );
  return rows.length > 0;
}

export function fromRow(row: TaskRow): StoredTask {
  // jsonb comes back untyped; details holds what toColumns wrote for the row's type.
  return {
    ...row.details,
    id: row.id,
    userId: row.user_id,
    type: row.type,
    text: row.text,
    notes: row.notes,
    ...(row.alias !== null ? { alias: row.alias } : {}),
    tags: row.tag_ids,
    value: row.value,
    priority: row.priority,
    attribute: row.attribute,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  } as StoredTask;
}

/** A board task (boardTasks.ts) has no owner: its user_id is null. */
export function toColumns(task: Task): unknown[] {
  const details = Object.fromEntries(
    Object.entries(task).filter(
      ([field, value]) => !COLUMN_FIELDS.has(field) && value !== undefined,
    ),
  );
  return [
    task.id,
    task.userId ?? null,
    task.type,
    task.text,
    task.notes,
    task.alias ?? null,
    task.tags,
    task.value,
    task.priority,
    task.attribute,
    details,
    task.createdAt,
    task.updatedAt,
  ];
}
