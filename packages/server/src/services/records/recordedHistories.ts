// The original's `history` arrays served from the full record (docs/records.md): a habit's or
// daily's stored history is its working copy, the rules' own; what a client reads is built from its
// task_records rows, the stored entries from before its first row first. One read for a list.
import { recordedHistoryOf, type Task } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { taskHistoryRows } from '../../db/repositories/taskRecords.ts';
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
  const histories = await taskHistoryRows(db, userId, taskIds);
  return tasks.map((task) => {
    const rows = histories.get(task.id);
    return rows ? recordedHistoryOf(task, rows.records, rows.first) : task;
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
