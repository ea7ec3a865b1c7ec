// GET /status: the liveness answer clients and monitors poll.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { statusApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, statusApi.getStatus, async (_request, reply) =>
    reply.envelope({ status: 'up' as const }),
  );
};
