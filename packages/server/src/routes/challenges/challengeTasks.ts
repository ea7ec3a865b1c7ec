// A challenge's tasks: GET and POST /tasks/challenge/:challengeId, and the member's ways out of
// broken copies, POST /tasks/unlink-one/:taskId?keep=keep|remove and
// POST /tasks/unlink-all/:challengeId?keep=keep-all|remove-all (400 cantOnlyUnlinkChalTask
// unless the copies are broken). Editing and deleting a challenge's task go through
// PUT and DELETE /tasks/:taskId (routes/tasks), which hand them to challengeTaskEditor.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentTask } from '../../presenters/presentTask.ts';
import { changeChallenge } from '../../services/challenges/challengeChange.ts';
import { findVisibleChallenge } from '../../services/challenges/challengeReader.ts';
import { unlinkAllCopies, unlinkOneCopy } from '../../services/challenges/brokenCopies.ts';
import { addChallengeTasks } from '../../services/challenges/challengeTaskEditor.ts';
import { listTasksOfChallenge } from '../../services/challenges/challengeTaskList.ts';
import { challengesApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

export const challengeTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, challengesApi.challengeTasks, async (request, reply) => {
    const tasks = await listTasksOfChallenge(app.db, request.user!.id, request.params.challengeId);
    return reply.envelope(tasks.map(presentTask));
  });

  route(app, challengesApi.createChallengeTasks, async (request, reply) => {
    const isMany = Array.isArray(request.body);
    const inputs = Array.isArray(request.body) ? request.body : [request.body];
    await findVisibleChallenge(app.db, request.user!.id, request.params.challengeId);
    const created = await changeChallenge(
      signedInContext(request),
      request.params.challengeId,
      (change) => addChallengeTasks(change, inputs),
      { withMembers: true },
    );
    const presented = created.map(presentTask);
    return reply.code(201).envelope(isMany ? presented : presented[0]!);
  });

  route(app, challengesApi.unlinkOne, async (request, reply) => {
    const keep = request.query.keep === 'keep';
    await unlinkOneCopy(signedInContext(request), request.params.taskId, keep);
    return reply.envelope({});
  });

  route(app, challengesApi.unlinkAll, async (request, reply) => {
    const keep = request.query.keep === 'keep-all';
    await unlinkAllCopies(signedInContext(request), request.params.challengeId, keep);
    return reply.envelope({});
  });
};
