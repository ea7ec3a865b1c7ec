// The inventory calls (filled in by their issue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../middleware/authenticate.ts';

export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
};
