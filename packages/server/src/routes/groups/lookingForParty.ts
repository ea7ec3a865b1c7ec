// GET /looking-for-party?page=: for a party leader, the players seeking a party, 30 a page (the
// service decides who is listed).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentMember } from '../../presenters/presentMember.ts';
import { listLookingForParty } from '../../services/parties/lookingForParty.ts';
import { groupsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const lookingForPartyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, groupsApi.lookingForParty, async (request, reply) => {
    const rows = await listLookingForParty(app.db, request.user!.id, {
      page: request.query.page ?? 0,
      now: app.clock.now(),
    });
    return reply.envelope(
      rows.map((row) => ({ ...presentMember(row, { allPublicFields: true }), invited: false })),
    );
  });
};
