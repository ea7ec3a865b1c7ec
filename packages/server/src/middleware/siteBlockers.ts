// Every request but a CORS preflight is checked against the site's blockers
// (services/staff/siteBlockers.ts), which the app keeps as `app.blockers` for the checks of
// sign-in, registration and payments.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createSiteBlockers,
  type Caller,
  type SiteBlockers,
} from '../services/staff/siteBlockers.ts';
import { singleHeader } from './headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blockers: SiteBlockers;
  }
}

/** The request as the blockers see it: its address, client and signed-in player. */
export function callerOf(request: FastifyRequest): Caller {
  return {
    address: request.ip,
    client: singleHeader(request, 'x-client'),
    userId: request.user?.id,
  };
}

export function registerSiteBlockers(app: FastifyInstance): void {
  const blockers = createSiteBlockers(app.db, () => Date.now());
  app.decorate('blockers', blockers);
  app.addHook('onRequest', async (request) => {
    // OPTIONS preflights carry no x-client and are answered by CORS; everything else is checked.
    if (request.method !== 'OPTIONS') await blockers.refuse(callerOf(request), 'full');
  });
}
