// The staff calls of the admin area (the web client's /admin screens): user search, a player's
// history and plan (userSupport), any group (groupSupport or groupsSupport). The blockers are in
// blockers.ts. Each guard refuses a player without the permission (401 noPrivAccess) before
// anything else is read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFound, isUuid } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import { readGroupAsStaff, updateGroupAsStaff } from '../../services/staff/staffGroups.ts';
import { subscriptionPlanOf } from '../../services/staff/subscriptionDetails.ts';
import { findUserId, presentFoundUser, searchUsers } from '../../services/staff/userFinder.ts';
import { userHistory } from '../../services/staff/userHistory.ts';
import { requestContext } from '../requestContext.ts';
import { blockerRoutes } from './blockers.ts';
import { adminApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const userSupport = { onRequest: requirePermission('userSupport') };
  // The web client guards its admin group screen with `groupsSupport` (sic) and the list with
  // `groupSupport`: either one opens the group calls, so the screen it shows can load.
  const groupSupport = { onRequest: requirePermission('groupSupport', 'groupsSupport') };

  const userIdOf = async (identifier: string) => {
    const userId = await findUserId(app.db, identifier);
    if (!userId) throw new NotFound('userWithIDNotFound', { params: { userId: identifier } });
    return userId;
  };

  route(app, adminApi.search, { ...userSupport }, async (request, reply) => {
    const found = await searchUsers(app.db, request.params.userIdentifier);
    return reply.envelope(found.map(presentFoundUser));
  });

  route(app, adminApi.history, { ...userSupport }, async (request, reply) => {
    const { userIdentifier } = request.params;
    // A deleted player's trail stays readable by their id.
    const userId = isUuid(userIdentifier)
      ? userIdentifier.toLowerCase()
      : await userIdOf(userIdentifier);
    const history = await userHistory(app.db, userId, app.config.userHistoryLength);
    if (!history) throw new NotFound('userWithIDNotFound', { params: { userId } });
    return reply.envelope(history);
  });

  route(app, adminApi.paymentDetails, { ...userSupport }, async (request, reply) => {
    const userId = await userIdOf(request.params.userIdentifier);
    return reply.envelope({ userId, plan: await subscriptionPlanOf(app.db, userId) });
  });

  route(app, adminApi.getGroup, { ...groupSupport }, async (request, reply) => {
    // With the leader's name and the managers, as GET /groups/:id; staff read no chat here.
    return reply.envelope(await readGroupAsStaff(app.db, request.params.groupId));
  });

  route(app, adminApi.updateGroup, { ...groupSupport }, async (request, reply) => {
    const { groupId } = request.params;
    return reply.envelope(await updateGroupAsStaff(requestContext(request), groupId, request.body));
  });

  await app.register(blockerRoutes);
};
