// Archived to-dos (docs/records.md): completed to-dos cleared from the Completed list or past their
// keeping time are archived, never deleted; the player searches them and restores one to the
// Completed list.
import { ARCHIVE_PAGE_SIZE, archiveSearchPattern, type Task } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { listArchivedTodos, unarchiveTodo } from '../../db/repositories/tasks.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findOwnTask } from '../taskFinder.ts';

export interface ArchivePage {
  tasks: Task[];
  page: number;
  pageSize: number;
  total: number;
}

/** A page of the player's archived to-dos matching `search` (text or notes), newest first. */
export async function searchArchivedTodos(
  db: Queryable,
  userId: string,
  { search, page = 0 }: { search?: string | undefined; page?: number | undefined },
): Promise<ArchivePage> {
  const { tasks, total } = await listArchivedTodos(db, userId, {
    pattern: archiveSearchPattern(search),
    limit: ARCHIVE_PAGE_SIZE,
    offset: page * ARCHIVE_PAGE_SIZE,
  });
  return { tasks, page, pageSize: ARCHIVE_PAGE_SIZE, total };
}

/**
 * Puts an archived to-do back in the Completed list (a change of the player: their version moves,
 * so other clients read their tasks again). Another player's task is a 404; one not archived is
 * answered as it is.
 */
export function restoreArchivedTodo(context: SignedInContext, taskId: string): Promise<Task> {
  return context.changeActor(
    async ({ tx, user, now }) => {
      const task = await findOwnTask(tx, user.row.id, taskId);
      return (await unarchiveTodo(tx, user.row.id, task.id, now)) ?? task;
    },
    { withAccount: false },
  );
}
