// GET /user/purchase-history and GET /members/:memberId/purchase-history: the gem ledger of the
// signed-in player, or of any player for userSupport.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import { memberPurchaseHistory, purchaseHistory } from '../../services/gems/purchaseHistory.ts';
import { purchaseHistoryApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const purchaseHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, purchaseHistoryApi.ownHistory, async (request, reply) =>
    reply.envelope(await purchaseHistory(app.db, request.user!.id)),
  );

  route(
    app,
    purchaseHistoryApi.memberHistory,
    { onRequest: requirePermission('userSupport') },
    async (request, reply) =>
      reply.envelope(await memberPurchaseHistory(app.db, request.params.memberId)),
  );
};
