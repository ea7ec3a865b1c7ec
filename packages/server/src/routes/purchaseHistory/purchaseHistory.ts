// GET /user/purchase-history and GET /members/:memberId/purchase-history (seed 000 §7;
// social.md §8): the gem ledger of the signed-in player, or of any player for userSupport.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import { purchaseHistory } from '../../services/gems/purchaseHistory.ts';
import { memberHistorySchema, ownHistorySchema } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const purchaseHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  app.get('/user/purchase-history', { schema: ownHistorySchema }, async (request, reply) =>
    reply.envelope(await purchaseHistory(app.db, request.user!.id)),
  );

  app.get(
    '/members/:memberId/purchase-history',
    { schema: memberHistorySchema, onRequest: requirePermission('userSupport') },
    async (request, reply) => {
      const { memberId } = request.params;
      if (!UUID.test(memberId)) throw new BadRequest('memberIdRequired');
      const [member] = await app.db.query('SELECT 1 FROM users WHERE id = $1', [memberId]);
      if (!member) throw new NotFound('userWithIDNotFound', { params: { userId: memberId } });
      return reply.envelope(await purchaseHistory(app.db, memberId.toLowerCase()));
    },
  );
};
