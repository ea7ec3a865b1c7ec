// Loads one of the player's tasks by id or alias inside a change, or refuses with 404 taskNotFound
// (another player's task is not found either: nothing about it leaks). A task route first asks
// whether an id names an ownerless task (a team board's or a challenge's own), in one read.
import { NotFound, isUuid } from '@questlog/core';
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

/** Whether the id names a team board's task, a challenge's own task, or neither (an alias never). */
export async function ownerlessTaskKind(
  db: Queryable,
  idOrAlias: string,
): Promise<'board' | 'challenge' | undefined> {
  if (!isUuid(idOrAlias)) return undefined;
  const [row] = await db.query<{ is_board: boolean; is_challenge: boolean }>(
    `SELECT group_id IS NOT NULL AS is_board, challenge_id IS NOT NULL AS is_challenge
     FROM tasks WHERE id = $1::uuid AND user_id IS NULL`,
    [idOrAlias],
  );
  if (row?.is_board) return 'board';
  return row?.is_challenge ? 'challenge' : undefined;
}
