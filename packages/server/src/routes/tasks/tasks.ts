// The player's own tasks: list, read, create, update, delete, move, clear completed to-dos. Scoring
// and checklists have files of their own beside this one. `:taskId` is an id or an alias; another
// player's task is a 404 taskNotFound, like an unknown one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { presentBoardTask } from '../../presenters/presentBoardTask.ts';
import { changeBoardTask, readBoardTask } from '../../services/groupTasks/boardAccess.ts';
import { removeBoardTask } from '../../services/groupTasks/boardTaskWriter.ts';
import {
  deleteIfChallengeTask,
  findVisibleChallengeTask,
} from '../../services/challenges/challengeTaskRoutes.ts';
import {
  clearCompletedTodos,
  deleteOwnTask,
  listOwnTasks,
  moveOwnTask,
} from '../../services/tasks/ownTasks.ts';
import { findOwnTaskWithHistory } from '../../services/records/recordedHistories.ts';
import { ownerlessTaskKind } from '../../services/taskFinder.ts';
import { archiveRoutes } from './archive.ts';
import { checklistRoutes } from './checklist.ts';
import { scoreRoutes } from './score.ts';
import { taskTagRoutes } from './taskTags.ts';
import { taskWriteRoutes } from './taskWrites.ts';
import { tasksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

// groupTasks lists team boards with the same list names and limit.
export { COMPLETED_TODOS_SHOWN, LIST_TYPE } from '../../services/tasks/ownTasks.ts';

export const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, tasksApi.listTasks, async (request, reply) => {
    const { tasks: sorted, mirrored } = await listOwnTasks(
      app.db,
      request.user!.id,
      request.query.type,
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
    // Its history as the full record holds it (docs/records.md).
    return reply.envelope(
      presentTask(await findOwnTaskWithHistory(app.db, request.user!.id, taskId)),
    );
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
    await deleteOwnTask(signedInContext(request), request.params.taskId);
    return reply.envelope({});
  });

  route(app, tasksApi.moveTask, async (request, reply) => {
    const { taskId, position } = request.params;
    const order = await moveOwnTask(signedInContext(request), taskId, position);
    return reply.envelope(order);
  });

  route(app, tasksApi.clearCompletedTodos, async (request, reply) => {
    await clearCompletedTodos(signedInContext(request));
    return reply.envelope({});
  });

  await app.register(archiveRoutes);
  await app.register(taskWriteRoutes);
  await app.register(checklistRoutes);
  await app.register(scoreRoutes);
  await app.register(taskTagRoutes);
};
