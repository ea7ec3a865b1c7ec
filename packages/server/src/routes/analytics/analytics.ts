// POST /analytics/track/:eventAction and POST /analytics/batch. Events are kept in our own table,
// and only for a player whose preferences.analyticsConsent is true; a player without it gets the
// same answer and nothing is kept. Both names are required (400).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../middleware/authenticate.ts';
import { singleHeader } from '../../middleware/headers.ts';
import {
  analyticsEventOf,
  hasAnalyticsConsent,
  storeAnalyticsEvents,
} from '../../services/analytics/analyticsEvents.ts';
import { analyticsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed in, but no day boundary: recording an event changes nothing of the player.
  app.addHook('onRequest', authenticate);

  route(app, analyticsApi.track, async (request, reply) => {
    const event = analyticsEventOf(request.body, request.params.eventAction);
    const userId = request.user!.id;
    if (await hasAnalyticsConsent(app.db, userId)) {
      await storeAnalyticsEvents(app.db, userId, [event], {
        client: singleHeader(request, 'x-client'),
        now: app.clock.now(),
      });
    }
    return reply.envelope({});
  });

  route(app, analyticsApi.batch, async (request, reply) => {
    // Every event is checked before any is kept.
    const events = request.body.map((body, index) =>
      analyticsEventOf(body, body.eventAction, `${index}.`),
    );
    const userId = request.user!.id;
    const recorded = (await hasAnalyticsConsent(app.db, userId))
      ? await storeAnalyticsEvents(app.db, userId, events, {
          client: singleHeader(request, 'x-client'),
          now: app.clock.now(),
        })
      : 0;
    return reply.envelope({ recorded });
  });
};
