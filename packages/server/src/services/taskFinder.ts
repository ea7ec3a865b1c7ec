// Loads one of the player's tasks by id or alias inside a change, or refuses with 404 taskNotFound
// (another player's task is not found either: nothing about it leaks).
import { NotFound } from '@questlog/core';
import type { Queryable } from '../db/database.ts';
import { findTask, type StoredTask } from '../db/repositories/tasks.ts';

export async function findOwnTask(
  db: Queryable,
  userId: string,
  idOrAlias: string,
): Promise<StoredTask> {
  const task = await findTask(db, userId, idOrAlias);
  if (!task) throw new NotFound('taskNotFound');
  return task;
}
