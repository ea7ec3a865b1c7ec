// Schemas of the promo codes, which players enter on the web client's /user/settings/promo-code.
import { UserSchema, successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['coupons'];
const Code = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

export const listCouponsSchema = {
  summary: 'Every code as CSV: code, event, date, user (fullAccess)',
  tags,
  produces: ['text/csv'],
};

export const generateCouponsSchema = {
  summary: 'Generate `count` codes for an event: wondercon or google_6mo (fullAccess)',
  tags,
  params: Type.Object({ event: Type.String({ maxLength: 64 }) }),
  querystring: Type.Object({ count: Type.Optional(Type.String({ maxLength: 8 })) }),
  response: {
    200: successEnvelope(
      Type.Array(
        Type.Object({ _id: Type.String(), event: Type.String(), createdAt: Type.String() }),
      ),
    ),
  },
};

export const enterCouponSchema = {
  summary: 'Redeem a code (400 invalidCoupon, 401 couponUsed); answers the user',
  tags,
  params: Code,
  response: { 200: successEnvelope(UserSchema) },
};

export const validateCouponSchema = {
  summary: 'Whether a code exists',
  tags,
  params: Code,
  response: { 200: successEnvelope(Type.Object({ valid: Type.Boolean() })) },
};

/** The coupons routes. */
export const couponsApi = {
  validateCoupon: apiRoute('POST', '/coupons/validate/:code', validateCouponSchema),
  listCoupons: apiRoute('GET', '/coupons', listCouponsSchema),
  generateCoupons: apiRoute('POST', '/coupons/generate/:event', generateCouponsSchema),
  enterCoupon: apiRoute('POST', '/coupons/enter/:code', enterCouponSchema),
};
