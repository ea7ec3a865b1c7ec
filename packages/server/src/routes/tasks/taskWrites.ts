// POST /tasks/user (one task or an array: all or none, 201) and PUT /tasks/:taskId. Core's
// createTask/updateTask apply defaults and check the fields; a history sent along with an update
// is ignored.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentTask } from '../../presenters/presentTask.ts';
import { presentBoardTask } from '../../presenters/presentBoardTask.ts';
import { changeBoardTask } from '../../services/groupTasks/boardAccess.ts';
import { updateBoardTask } from '../../services/groupTasks/boardTaskWriter.ts';
import { editIfChallengeTask } from '../../services/challenges/challengeTaskRoutes.ts';
import { ownerlessTaskKind } from '../../services/taskFinder.ts';
import { createOwnTasks, updateOwnTask } from '../../services/tasks/ownTaskWriter.ts';
import { tasksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

export const taskWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, tasksApi.createTasks, async (request, reply) => {
    const isMany = Array.isArray(request.body);
    const inputs = Array.isArray(request.body) ? request.body : [request.body];
    const created = await createOwnTasks(signedInContext(request), inputs, isMany);
    const presented = created.map(presentTask);
    return reply.code(201).envelope(isMany ? presented : presented[0]!);
  });

  route(app, tasksApi.updateTask, async (request, reply) => {
    const kind = await ownerlessTaskKind(app.db, request.params.taskId);
    if (kind === 'board') {
      const board = await changeBoardTask(
        signedInContext(request),
        request.params.taskId,
        (change) => updateBoardTask(change, request.body),
      );
      return reply.envelope(presentBoardTask(board));
    }
    // A challenge's own task: its leader edits it and the members' copies follow.
    const edited =
      kind === 'challenge'
        ? await editIfChallengeTask(signedInContext(request), request.params.taskId, request.body)
        : undefined;
    if (edited) return reply.envelope(presentTask(edited));
    const { history: _ignored, ...changes } = request.body;
    const updated = await updateOwnTask(signedInContext(request), request.params.taskId, changes);
    return reply.envelope(presentTask(updated));
  });
};
