// Promo codes: GET /coupons and POST /coupons/generate/:event for staff with fullAccess;
// POST /coupons/enter/:code for players (answers the user, as v4 does);
// POST /coupons/validate/:code for anyone.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, normaliseCouponCode } from '@questlog/core';
import { findCoupon, listCoupons } from '../../db/repositories/coupons.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import {
  MAX_COUPONS_PER_CALL,
  generateCoupons,
  redeemCoupon,
} from '../../services/coupons/couponDesk.ts';
import { presentSignedInUser } from '../user/user.ts';
import { couponsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, couponsApi.validateCoupon, async (request, reply) => {
    const code = normaliseCouponCode(request.params.code);
    const valid = code !== undefined && (await findCoupon(app.db, code)) !== undefined;
    return reply.envelope({ valid });
  });
  await app.register(signedInCouponRoutes);
};

const signedInCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const fullAccess = { onRequest: requirePermission('fullAccess') };

  route(app, couponsApi.listCoupons, { ...fullAccess }, async (_request, reply) => {
    const rows = await listCoupons(app.db);
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
    const count = Number(request.query.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUPONS_PER_CALL) {
      throw new BadRequest('countRequired');
    }
    const coupons = await app.db.transaction((tx) =>
      generateCoupons(tx, {
        event: request.params.event,
        count,
        actorId: request.user!.id,
        now: app.clock.now(),
      }),
    );
    return reply.envelope(
      coupons.map((row) => ({
        _id: row.code,
        event: row.event,
        createdAt: row.created_at.toISOString(),
      })),
    );
  });

  route(app, couponsApi.enterCoupon, async (request, reply) => {
    await redeemCoupon(request, request.params.code);
    return reply.envelope(await presentSignedInUser(request));
  });
};
