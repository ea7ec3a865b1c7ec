// GET /user/purchase-history and GET /members/:memberId/purchase-history: the gem ledger of the
// signed-in player, or of any player for userSupport.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound, isUuid } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import { purchaseHistory } from '../../services/gems/purchaseHistory.ts';
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
    async (request, reply) => {
      const { memberId } = request.params;
      if (!isUuid(memberId)) throw new BadRequest('memberIdRequired');
      const [member] = await app.db.query('SELECT 1 FROM users WHERE id = $1', [memberId]);
      if (!member) throw new NotFound('userWithIDNotFound', { params: { userId: memberId } });
      return reply.envelope(await purchaseHistory(app.db, memberId.toLowerCase()));
    },
  );
};
