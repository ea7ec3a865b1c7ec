// A member's view of the team boards they mirror: GET /tasks/user also lists the
// board tasks of the plan groups in `preferences.tasks.mirrorGroupTasks` that are assigned to the
// member or to nobody; its completed to-dos those the member completed.
import { completersOf, hasCompleted, hasLivePlan, isAssigned, assigneesOf } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  listAllBoardTasks,
  listBoardTasks,
  type BoardTask,
} from '../../db/repositories/boardTasks.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';

export type MirrorListing = { kind: 'active'; type?: string } | { kind: 'completedTodos' };

export async function mirroredBoardTasks(
  db: Queryable,
  userId: string,
  listing: MirrorListing,
  now: Date,
): Promise<BoardTask[]> {
  const groups = await db.query<GroupRow>(
    `SELECT g.* FROM groups g JOIN group_members m ON m.group_id = g.id AND m.user_id = $1
     JOIN users u ON u.id = $1
     WHERE u.preferences->'tasks'->'mirrorGroupTasks' @> to_jsonb(g.id::text)`,
    [userId],
  );
  const live = groups.filter((group) => hasLivePlan(group.purchased, now)).map((group) => group.id);
  if (live.length === 0) return [];
  // The open board for the lists; every task for the completed to-dos (a to-do the member
  // completed stays open on the board until all its assignees have).
  const tasks =
    listing.kind === 'active'
      ? await listBoardTasks(db, live, { kind: 'active' })
      : await listAllBoardTasks(db, live);
  return tasks.filter((board) => {
    const task = board;
    const isMine = assigneesOf(task).length === 0 || isAssigned(task, userId);
    if (listing.kind === 'completedTodos') {
      return task.type === 'todo' && completersOf(task).includes(userId);
    }
    if (!isMine || (listing.type && task.type !== listing.type)) return false;
    return !(task.type === 'todo' && hasCompleted(task, userId));
  });
}
