// Promo codes: GET /coupons and POST /coupons/generate/:event for staff with fullAccess;
// POST /coupons/enter/:code for players (answers the user, as v4 does);
// POST /coupons/validate/:code for anyone.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import {
  generateCoupons,
  isKnownCoupon,
  listAllCoupons,
  redeemCoupon,
} from '../../services/coupons/couponDesk.ts';
import { requestContext } from '../requestContext.ts';
import { signedInContext } from '../signedInContext.ts';
import { presentSignedInUser } from '../user/user.ts';
import { couponsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, couponsApi.validateCoupon, async (request, reply) => {
    return reply.envelope({ valid: await isKnownCoupon(app.db, request.params.code) });
  });
  await app.register(signedInCouponRoutes);
};

const signedInCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const fullAccess = { onRequest: requirePermission('fullAccess') };

  route(app, couponsApi.listCoupons, { ...fullAccess }, async (_request, reply) => {
    const rows = await listAllCoupons(app.db);
    const lines = [
      'code,event,date,user',
      ...rows.map((row) =>
        [row.code, row.event, row.created_at.getTime(), row.redeemed_by ?? ''].join(','),
      ),
    ];
    return reply
      .type('text/csv')
      .header('content-disposition', 'attachment; filename=questlog-coupons.csv')
      .send(`${lines.join('\n')}\n`);
  });

  route(app, couponsApi.generateCoupons, { ...fullAccess }, async (request, reply) => {
    const coupons = await generateCoupons(requestContext(request), {
      event: request.params.event,
      count: Number(request.query.count),
    });
    return reply.envelope(
      coupons.map((row) => ({
        _id: row.code,
        event: row.event,
        createdAt: row.created_at.toISOString(),
      })),
    );
  });

  route(app, couponsApi.enterCoupon, async (request, reply) => {
    await redeemCoupon(signedInContext(request), request.params.code);
    return reply.envelope(await presentSignedInUser(request));
  });
};
