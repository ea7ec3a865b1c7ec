// The payment calls of the original (Stripe, PayPal, Amazon, in-app purchases), at its top-level
// paths. No payment provider is set up on this server, so buying gems or a subscription is off and
// says so (501 with paymentsNotConfigured), after the usual checks: a signed-in player, and no
// `payments` blocker on their address, client or e-mail (403).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotImplemented, formatMessage } from '@questlog/core';
import { Type } from 'typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { callerOf } from '../../middleware/siteBlockers.ts';

export const PAYMENT_ROUTES = [
  ['POST', '/stripe/checkout-session'],
  ['POST', '/stripe/subscribe/edit'],
  ['GET', '/stripe/subscribe/cancel'],
  ['GET', '/paypal/checkout'],
  ['GET', '/paypal/subscribe'],
  ['POST', '/amazon/checkout'],
  ['POST', '/amazon/subscribe'],
  ['POST', '/iap/android/verify'],
  ['POST', '/iap/android/subscribe'],
  ['POST', '/iap/ios/verify'],
  ['POST', '/iap/ios/subscribe'],
] as const;

const schema = {
  summary: 'Payments: not available on this server (501 paymentsNotConfigured)',
  tags: ['payments'],
  response: { 501: Type.Object({}, { additionalProperties: true }) },
};

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  for (const [method, url] of PAYMENT_ROUTES) {
    app.route({
      method,
      url,
      schema,
      handler: async (request) => {
        await app.blockers.refusePayment(callerOf(request));
        throw new NotImplemented(`${method} ${url}`, {
          message: formatMessage('paymentsNotConfigured'),
        });
      },
    });
  }
};
