// The classes calls (filled in by their issue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../middleware/authenticate.ts';

export const classesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
};
