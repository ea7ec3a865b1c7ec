// The player's own tasks: the list (active ones in the player's order, with the team-board tasks
// they mirror), deleting one, moving one in its list, clearing completed to-dos.
import {
  BadRequest,
  checkMayDeleteTask,
  moveInOrder,
  removeFromOrder,
  sortByOrder,
  TASKS_ORDER_KEY,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  archiveCompletedTodos,
  deleteTask,
  listTasks,
  type TaskFilter,
  type TaskType,
} from '../../db/repositories/tasks.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { mirroredBoardTasks } from '../groupTasks/mirroredBoardTasks.ts';
import { withRecordedHistories } from '../records/recordedHistories.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findOwnTask } from '../taskFinder.ts';
import { recordPlayerEvent } from '../webhooks/webhookEvents.ts';

/** The original's limit on `type=completedTodos`. */
export const COMPLETED_TODOS_SHOWN = 30;

export const LIST_TYPE: Record<string, TaskType> = {
  habits: 'habit',
  dailys: 'daily',
  todos: 'todo',
  rewards: 'reward',
};

/** `type` as GET /tasks/user takes it: a list name, completedTodos or _allCompletedTodos. */
export async function listOwnTasks(
  db: Queryable,
  userId: string,
  type: string | undefined,
  now: Date,
) {
  const filter: TaskFilter =
    type === 'completedTodos'
      ? { kind: 'completedTodos', limit: COMPLETED_TODOS_SHOWN }
      : type === '_allCompletedTodos'
        ? { kind: 'allCompletedTodos' }
        : { kind: 'active', ...(type ? { type: LIST_TYPE[type] } : {}) };
  // Habits' and dailies' histories as the full record holds them (docs/records.md).
  const tasks = await withRecordedHistories(db, userId, await listTasks(db, userId, filter));
  const sorted =
    filter.kind === 'active'
      ? sortByOrder(tasks, (await loadUser(db, userId))!.row.tasks_order)
      : tasks;
  // Team boards the player mirrors follow their own tasks.
  const mirrored =
    filter.kind === 'allCompletedTodos'
      ? []
      : await mirroredBoardTasks(
          db,
          userId,
          {
            kind: filter.kind,
            ...(type && type !== 'completedTodos' ? { type: LIST_TYPE[type] } : {}),
          },
          now,
        );
  return { tasks: sorted, mirrored };
}

export function deleteOwnTask(context: SignedInContext, taskId: string): Promise<void> {
  return context.changeActor(
    async ({ tx, user, setUserColumns, keepTasks }) => {
      const task = await findOwnTask(tx, user.row.id, taskId);
      checkMayDeleteTask(task);
      await keepTasks([task.id]);
      await deleteTask(tx, user.row.id, task.id);
      await recordPlayerEvent(tx, {
        type: 'task.deleted',
        userId: user.row.id,
        data: { type: 'deleted', task: presentTask(task) },
      });
      setUserColumns({ tasks_order: removeFromOrder(user.row.tasks_order, task) });
    },
    { undo: 'deleteTask' },
  );
}

/** Moves the task to `position` in its list; answers that list's new order. */
export function moveOwnTask(
  context: SignedInContext,
  taskId: string,
  position: number,
): Promise<string[]> {
  return context.changeActor(async ({ tx, user, setUserColumns }) => {
    const task = await findOwnTask(tx, user.row.id, taskId);
    // Completed to-dos are not in the order lists (scoring them up takes them out).
    if (task.type === 'todo' && task.completed === true) {
      throw new BadRequest('cantMoveCompletedTodo');
    }
    const moved = moveInOrder(user.row.tasks_order, task.type, task.id, position);
    setUserColumns({ tasks_order: moved });
    return moved[TASKS_ORDER_KEY[task.type]] ?? [];
  });
}

export function clearCompletedTodos(context: SignedInContext): Promise<void> {
  return context.changeActor(async ({ tx, user }) => {
    await archiveCompletedTodos(tx, user.row.id);
  });
}
