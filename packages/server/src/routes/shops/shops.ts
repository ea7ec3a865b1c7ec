// The shops calls (filled in by their issue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../middleware/authenticate.ts';

export const shopsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
};
