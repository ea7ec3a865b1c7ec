// Cross-origin access as the original API grants it: any origin, a fixed list of
// headers, and every OPTIONS request (a browser's preflight) answered 200 at once.
import type { FastifyInstance } from 'fastify';

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'OPTIONS,GET,POST,PUT,HEAD,DELETE',
  'access-control-allow-headers': [
    'Authorization',
    'Content-Type',
    'Accept',
    'Content-Encoding',
    'X-Requested-With',
    'x-api-user',
    'x-api-key',
    'x-client',
    'x-defer-cron',
    'x-user-timezoneOffset',
    'x-user-timezone',
    'x-request-id',
    'x-device-id',
    'Idempotency-Key',
    'x-client-timestamp',
  ].join(','),
  'access-control-expose-headers': [
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
    'Retry-After',
    'X-Request-Id',
    'Idempotent-Replayed',
  ].join(','),
};

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(corsHeaders);
    if (request.method === 'OPTIONS') return reply.code(200).send();
  });
}
