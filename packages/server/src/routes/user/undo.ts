// POST /user/undo/:changeId (ours, docs/undo.md): takes back the signed-in player's change whose
// answer carried `changeId`, and answers the tasks put back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userApi } from '@questlog/core/api';
import { presentTask } from '../../presenters/presentTask.ts';
import { undoChange } from '../../services/undo/changeUndoer.ts';
import { changeAsSignedIn } from '../changeUser.ts';
import { route } from '../registerRoute.ts';

export const undoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, userApi.undoChange, async (request, reply) => {
    const { kind, tasks } = await changeAsSignedIn(request, (context, userId) =>
      undoChange(context, userId, request.params.changeId),
    );
    return reply.envelope({ kind, tasks: tasks.map(presentTask) });
  });
};
