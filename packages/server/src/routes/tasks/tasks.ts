// The player's own tasks: list, read, create, update, delete, move, clear completed to-dos. Scoring
// and checklists have files of their own beside this one. `:taskId` is an id or an alias; another
// player's task is a 404 taskNotFound, like an unknown one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BadRequest,
  checkMayDeleteTask,
  moveInOrder,
  removeFromOrder,
  sortByOrder,
  TASKS_ORDER_KEY,
  type Task,
} from '@questlog/core';
import { loadUser } from '../../db/repositories/users.ts';
import {
  archiveCompletedTodos,
  deleteTask,
  listTasks,
  type TaskFilter,
  type TaskType,
} from '../../db/repositories/tasks.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { presentBoardTask } from '../../presenters/presentBoardTask.ts';
import { changeBoardTask, readBoardTask } from '../../services/groupTasks/boardAccess.ts';
import { removeBoardTask } from '../../services/groupTasks/boardTaskWriter.ts';
import { mirroredBoardTasks } from '../../services/groupTasks/mirroredBoardTasks.ts';
import {
  deleteIfChallengeTask,
  findVisibleChallengeTask,
} from '../../services/challenges/challengeTaskRoutes.ts';
import { findOwnTask, ownerlessTaskKind } from '../../services/taskFinder.ts';
import { changeUser } from '../changeUser.ts';
import { recordPlayerEvent } from '../../services/webhooks/webhookEvents.ts';
import { checklistRoutes } from './checklist.ts';
import { scoreRoutes } from './score.ts';
import { taskTagRoutes } from './taskTags.ts';
import { taskWriteRoutes } from './taskWrites.ts';
import { tasksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

/** The original's limit on `type=completedTodos`. */
export const COMPLETED_TODOS_SHOWN = 30;

export const LIST_TYPE: Record<string, TaskType> = {
  habits: 'habit',
  dailys: 'daily',
  todos: 'todo',
  rewards: 'reward',
};

export const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, tasksApi.listTasks, async (request, reply) => {
    const userId = request.user!.id;
    const { type } = request.query;
    const filter: TaskFilter =
      type === 'completedTodos'
        ? { kind: 'completedTodos', limit: COMPLETED_TODOS_SHOWN }
        : type === '_allCompletedTodos'
          ? { kind: 'allCompletedTodos' }
          : { kind: 'active', ...(type ? { type: LIST_TYPE[type] } : {}) };
    const tasks = await listTasks(app.db, userId, filter);
    const sorted =
      filter.kind === 'active'
        ? sortByOrder(tasks, (await loadUser(app.db, userId))!.row.tasks_order)
        : tasks;
    // Team boards the player mirrors follow their own tasks.
    const mirrored =
      filter.kind === 'allCompletedTodos'
        ? []
        : await mirroredBoardTasks(
            app.db,
            userId,
            {
              kind: filter.kind,
              ...(type && type !== 'completedTodos' ? { type: LIST_TYPE[type] } : {}),
            },
            app.clock.now(),
          );
    return reply.envelope([...sorted.map(presentTask), ...mirrored.map(presentBoardTask)]);
  });

  route(app, tasksApi.getTask, async (request, reply) => {
    const { taskId } = request.params;
    const kind = await ownerlessTaskKind(app.db, taskId);
    const board =
      kind === 'board' ? await readBoardTask(signedInContext(request), taskId) : undefined;
    if (board) return reply.envelope(presentBoardTask(board));
    // A challenge's own task, for those who may see the challenge (it has no owner player).
    const challengeTask =
      kind === 'challenge'
        ? await findVisibleChallengeTask(signedInContext(request), taskId)
        : undefined;
    if (challengeTask) return reply.envelope(presentTask(challengeTask));
    return reply.envelope(presentTask(await findOwnTask(app.db, request.user!.id, taskId)));
  });

  route(app, tasksApi.deleteTask, async (request, reply) => {
    const kind = await ownerlessTaskKind(app.db, request.params.taskId);
    if (kind === 'board') {
      await changeBoardTask(signedInContext(request), request.params.taskId, removeBoardTask);
      return reply.envelope({});
    }
    // A challenge's own task: its leader deletes it and the members' copies break.
    if (
      kind === 'challenge' &&
      (await deleteIfChallengeTask(signedInContext(request), request.params.taskId))
    ) {
      return reply.envelope({});
    }
    await changeUser(request, async ({ tx, user, setUserColumns }) => {
      const task = await findOwnTask(tx, user.row.id, request.params.taskId);
      checkMayDeleteTask(task as unknown as Task);
      await deleteTask(tx, user.row.id, task.id);
      await recordPlayerEvent(tx, {
        type: 'task.deleted',
        userId: user.row.id,
        data: { type: 'deleted', task: presentTask(task) },
      });
      setUserColumns({ tasks_order: removeFromOrder(user.row.tasks_order, task) });
    });
    return reply.envelope({});
  });

  route(app, tasksApi.moveTask, async (request, reply) => {
    const order = await changeUser(request, async ({ tx, user, setUserColumns }) => {
      const task = await findOwnTask(tx, user.row.id, request.params.taskId);
      // Completed to-dos are not in the order lists (scoring them up takes them out).
      if (task.type === 'todo' && task.completed === true) {
        throw new BadRequest('cantMoveCompletedTodo');
      }
      const moved = moveInOrder(user.row.tasks_order, task.type, task.id, request.params.position);
      setUserColumns({ tasks_order: moved });
      return moved[TASKS_ORDER_KEY[task.type]] ?? [];
    });
    return reply.envelope(order);
  });

  route(app, tasksApi.clearCompletedTodos, async (request, reply) => {
    await changeUser(request, ({ tx, user }) => archiveCompletedTodos(tx, user.row.id));
    return reply.envelope({});
  });

  await app.register(taskWriteRoutes);
  await app.register(checklistRoutes);
  await app.register(scoreRoutes);
  await app.register(taskTagRoutes);
};
