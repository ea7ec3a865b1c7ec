// The original's `history` arrays served from the full record (docs/records.md): a habit's or
// daily's stored history is its working copy, the rules' own; what a client reads is built from its
// task_records rows, the stored entries from before its first row first. One read for a list.
import { recordedHistoryOf, type Task } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { listTaskRecords, type StoredTaskRecord } from '../../db/repositories/taskRecords.ts';
import { listAllTasks } from '../../db/repositories/tasks.ts';
import { findOwnTask } from '../taskFinder.ts';

/** The tasks with their habits' and dailies' histories as the record holds them. */
export async function withRecordedHistories<T extends Task>(
  db: Queryable,
  userId: string,
  tasks: readonly T[],
): Promise<T[]> {
  const taskIds = tasks
    .filter((task) => task.type === 'habit' || task.type === 'daily')
    .map((task) => task.id);
  if (taskIds.length === 0) return [...tasks];
  const rows =
    taskIds.length === 1
      ? await listTaskRecords(db, userId, { taskId: taskIds[0]! })
      : await listTaskRecords(db, userId, { taskIds, taskTypes: ['habit', 'daily'] });
  const byTask = new Map<string, StoredTaskRecord[]>();
  for (const row of rows) {
    if (row.taskId === null) continue;
    const list = byTask.get(row.taskId);
    if (list) list.push(row);
    else byTask.set(row.taskId, [row]);
  }
  return tasks.map((task) => {
    // As written: the order the rules applied them in.
    const records = (byTask.get(task.id) ?? []).sort((a, b) => a.id - b.id);
    return recordedHistoryOf(task, records);
  });
}

/** One of the player's tasks by id or alias, its history as the record holds it. */
export async function findOwnTaskWithHistory(
  db: Queryable,
  userId: string,
  idOrAlias: string,
): Promise<Task> {
  const [task] = await withRecordedHistories(db, userId, [
    await findOwnTask(db, userId, idOrAlias),
  ]);
  return task!;
}

/** Every task the player owns (archived to-dos included), histories as the record holds them. */
export async function listAllTasksWithHistories(db: Queryable, userId: string): Promise<Task[]> {
  return withRecordedHistories(db, userId, await listAllTasks(db, userId));
}
