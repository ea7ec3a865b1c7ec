// A group plan's team-board tasks: rows of `tasks` with a group and no owner (migration
// 20261127080000_ownerless_tasks). Read and written whole, like a player's task, by the columns of
// tasks.ts; the group is `group_id` and `group.id` in details alike.
import { isUuid } from '@questlog/core';
import type { Task, TaskGroup } from '@questlog/core';
import type { Queryable } from '../database.ts';
import { fromRow, toColumns, type TaskRow } from './tasks.ts';

/** A board task as stored: no owner, its group known. */
export type BoardTask = Task & { groupId: string; group: TaskGroup };

type BoardRow = TaskRow & { group_id: string };

function fromBoardRow(row: BoardRow): BoardTask {
  const { userId: _none, ...task } = fromRow(row);
  return { ...task, groupId: row.group_id };
}

/** The board task by id (no lock), or undefined: a player's task is not one. */
export async function findBoardTask(db: Queryable, taskId: string): Promise<BoardTask | undefined> {
  if (!isUuid(taskId)) return undefined;
  const [row] = await db.query<BoardRow>(
    'SELECT * FROM tasks WHERE id = $1 AND user_id IS NULL AND group_id IS NOT NULL',
    [taskId],
  );
  return row && fromBoardRow(row);
}

/** The board task locked for the rest of the transaction (after the players and the group). */
export async function lockBoardTask(tx: Queryable, taskId: string): Promise<BoardTask | undefined> {
  if (!isUuid(taskId)) return undefined;
  const [row] = await tx.query<BoardRow>(
    `SELECT * FROM tasks WHERE id = $1 AND user_id IS NULL AND group_id IS NOT NULL
     FOR NO KEY UPDATE`,
    [taskId],
  );
  return row && fromBoardRow(row);
}

export type BoardFilter = { kind: 'active' } | { kind: 'completedTodos'; limit: number };

/** The group's board: open tasks, or completed to-dos newest first. */
export async function listBoardTasks(
  db: Queryable,
  groupIds: readonly string[],
  filter: BoardFilter,
): Promise<BoardTask[]> {
  const completed = `type = 'todo' AND details @> '{"completed": true}'`;
  const rows =
    filter.kind === 'active'
      ? await db.query<BoardRow>(
          `SELECT * FROM tasks WHERE group_id = ANY($1::uuid[]) AND user_id IS NULL
             AND NOT (${completed}) ORDER BY created_at DESC, id`,
          [groupIds],
        )
      : await db.query<BoardRow>(
          `SELECT * FROM tasks WHERE group_id = ANY($1::uuid[]) AND user_id IS NULL AND ${completed}
           ORDER BY details->>'dateCompleted' DESC NULLS LAST, id LIMIT $2`,
          [groupIds, filter.limit],
        );
  return rows.map(fromBoardRow);
}

/** Every board task of the groups, completed to-dos included (a player's mirrored lists). */
export async function listAllBoardTasks(
  db: Queryable,
  groupIds: readonly string[],
): Promise<BoardTask[]> {
  if (groupIds.length === 0) return [];
  const rows = await db.query<BoardRow>(
    `SELECT * FROM tasks WHERE group_id = ANY($1::uuid[]) AND user_id IS NULL
     ORDER BY created_at DESC, id`,
    [groupIds],
  );
  return rows.map(fromBoardRow);
}

export async function insertBoardTask(tx: Queryable, task: BoardTask): Promise<void> {
  const [id, , type, ...rest] = toColumns(withoutGroupId(task));
  await tx.query(
    `INSERT INTO tasks (id, user_id, type, text, notes, alias, tag_ids, value, priority,
       attribute, details, created_at, updated_at, group_id)
     VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [id, type, ...rest, task.groupId],
  );
}

/** Writes the whole board task back (its id, group and type never change). */
export async function saveBoardTask(tx: Queryable, task: BoardTask): Promise<void> {
  const columns = toColumns(withoutGroupId(task));
  await tx.query(
    `UPDATE tasks SET text = $3, notes = $4, alias = $5, tag_ids = $6, value = $7, priority = $8,
       attribute = $9, details = $10, updated_at = $11
     WHERE id = $1 AND user_id IS NULL AND type = $2`,
    [columns[0], columns[2], ...columns.slice(3, 11), columns[12]],
  );
}

export async function deleteBoardTask(tx: Queryable, taskId: string): Promise<void> {
  await tx.query('DELETE FROM tasks WHERE id = $1 AND user_id IS NULL', [taskId]);
}

function withoutGroupId(task: BoardTask): Task {
  const { groupId: _column, ...stored } = task;
  return stored;
}
