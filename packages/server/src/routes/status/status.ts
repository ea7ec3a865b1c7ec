// GET /status: the liveness answer clients and monitors poll.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getStatusSchema } from './schema.ts';

export const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/status', { schema: getStatusSchema }, async (_request, reply) =>
    reply.envelope({ status: 'up' as const }),
  );
};
