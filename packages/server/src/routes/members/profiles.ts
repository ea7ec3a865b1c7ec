// Public profiles by id or username: no sign-in needed, as in the original. A signed-in
// moderator also sees the reports on the profile (profile.flags), which they may clear; nobody
// else ever does (services/members/publicProfiles.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, isUuid } from '@questlog/core';
import { identifyUser } from '../../middleware/identify.ts';
import { profileById, profileByUsername } from '../../services/members/publicProfiles.ts';
import { membersApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const memberProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  identifyUser(app);

  route(app, membersApi.member, async (request, reply) => {
    const { memberId } = request.params;
    if (!isUuid(memberId)) throw new BadRequest('memberIdRequired');
    return reply.envelope(await profileById(app.db, memberId, request.user?.id));
  });

  route(app, membersApi.memberByUsername, async (request, reply) => {
    const username = request.params.username.replace(/^@/, '');
    return reply.envelope(await profileByUsername(app.db, username, request.user?.id));
  });
};
