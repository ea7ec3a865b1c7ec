// GET /tasks/group/:groupId: a group plan's team board for one of its members, in the board's
// order (optionally one type), or its most recently completed to-dos.
import { sortByOrder, type TaskType } from '@questlog/core';
import { listBoardTasks, type BoardTask } from '../../db/repositories/boardTasks.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { readBoard } from './boardAccess.ts';

export type { BoardTask };

export type BoardListing =
  { kind: 'completedTodos'; limit: number } | { kind: 'active'; type?: TaskType };

export async function listBoard(
  context: ServiceContext,
  groupParam: string,
  listing: BoardListing,
): Promise<BoardTask[]> {
  const { group } = await readBoard(context, groupParam);
  if (listing.kind === 'completedTodos') {
    return listBoardTasks(context.db, [group.id], listing);
  }
  const tasks = (await listBoardTasks(context.db, [group.id], { kind: 'active' })).filter(
    (task) => !listing.type || task.type === listing.type,
  );
  return sortByOrder(tasks, group.tasks_order) as BoardTask[];
}
