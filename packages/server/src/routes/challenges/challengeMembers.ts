// A challenge's members: the listing by id after `lastId`, one member with their copies of its
// tasks, and the members' progress as CSV. Each needs the challenge visible
// (services/challenges/challengeMemberViews.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  challengeMemberOf,
  challengeProgressCsv,
  listChallengeMembers,
} from '../../services/challenges/challengeMemberViews.ts';
import { challengesApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const challengeMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, challengesApi.challengeMembers, async (request, reply) => {
    const { lastId, limit = 30, includeAllPublicFields, includeTasks } = request.query;
    const page = { lastId, limit, includeAllPublicFields, includeTasks };
    return reply.envelope(
      await listChallengeMembers(app.db, request.user!.id, request.params.challengeId, page),
    );
  });

  route(app, challengesApi.challengeMember, async (request, reply) => {
    const { challengeId, memberId } = request.params;
    return reply.envelope(await challengeMemberOf(app.db, request.user!.id, challengeId, memberId));
  });

  route(app, challengesApi.exportCsv, async (request, reply) => {
    const { challengeId, csv } = await challengeProgressCsv(
      app.db,
      request.user!.id,
      request.params.challengeId,
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename=${challengeId}.csv`)
      .send(csv);
  });
};
