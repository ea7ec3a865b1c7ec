// /admin/blockers, permission accessControl: list the enabled blockers, add one, change one, lift
// one (disabled, kept). Each change applies to this server's checks at once (siteBlockers) and is
// recorded as an admin.blockerChanged event (services/staff/blockerDesk.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../middleware/requirePermission.ts';
import {
  createBlocker,
  editBlocker,
  liftBlocker,
  listBlockers,
} from '../../services/staff/blockerDesk.ts';
import { requestContext } from '../requestContext.ts';
import { adminApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const blockerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accessControl = { onRequest: requirePermission('accessControl') };

  route(app, adminApi.listBlockers, { ...accessControl }, async (_request, reply) =>
    reply.envelope(await listBlockers(app.db)),
  );

  route(app, adminApi.createBlocker, { ...accessControl }, async (request, reply) => {
    const blocker = await createBlocker(requestContext(request), request.body);
    app.blockers.invalidate();
    return reply.envelope(blocker);
  });

  route(app, adminApi.updateBlocker, { ...accessControl }, async (request, reply) => {
    const { blockerId } = request.params;
    const blocker = await editBlocker(requestContext(request), blockerId, request.body);
    app.blockers.invalidate();
    return reply.envelope(blocker);
  });

  route(app, adminApi.deleteBlocker, { ...accessControl }, async (request, reply) => {
    const blocker = await liftBlocker(requestContext(request), request.params.blockerId);
    app.blockers.invalidate();
    return reply.envelope(blocker);
  });
};
