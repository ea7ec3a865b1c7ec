// The general rate limit of the API (docs/api-compatibility.md#limits): points per principal per
// window, the signed-in user when authentication found one, else the client address. Like the
// original, a request costs 1 point, an anonymous one 2. Every limited answer carries
// X-RateLimit-Limit, -Remaining and -Reset (a date); past the limit the answer is 429
// TooManyRequests with Retry-After (seconds). It runs before validation and after the routes'
// authentication hook, which names the principal. The counts are shared by every server process
// (services/limits/: in the database, or in Redis with REDIS_URL). Off while RATE_LIMIT_REQUESTS is 0: the default outside production (the
// test suites turn it on where they test it); NODE_ENV=production defaults it on (config.ts).
import { TooManyRequests } from '@questlog/core';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './webApp.ts';

export interface RateLimitSettings {
  /** Points per principal per window; 0 turns the limit off. */
  points: number;
  windowSeconds: number;
}

const ANONYMOUS_COST = 2;

export function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): void {
  if (settings.points === 0) return;
  app.addHook('preValidation', async (request, reply) => {
    if (!isApiPath(request.url.split('?')[0] ?? '')) return;
    const principal = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const cost = request.user ? 1 : ANONYMOUS_COST;
    const now = app.clock.now();
    const nowMs = now.getTime();
    const windowMs = settings.windowSeconds * 1000;
    const { count: spent, endsAt } = await app.limits.requests.add(principal, cost, windowMs, now);
    const resetsAt = endsAt.getTime();
    const remaining = Math.max(settings.points - spent, 0);
    reply.headers({
      'x-ratelimit-limit': settings.points,
      'x-ratelimit-remaining': remaining,
      'x-ratelimit-reset': new Date(resetsAt).toString(),
    });
    if (spent > settings.points) {
      reply.header('retry-after', Math.max(Math.ceil((resetsAt - nowMs) / 1000), 1));
      throw new TooManyRequests();
    }
  });
}
