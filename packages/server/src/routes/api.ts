// Every API route, registered once per base path (`/api/v4`, and `/api/v3` as the alias).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { faqRoutes } from './faq/faq.ts';
import { openapiRoutes } from './openapi/openapi.ts';
import { statusRoutes } from './status/status.ts';

export const API_PREFIXES = ['/api/v4', '/api/v3'] as const;

export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(statusRoutes);
  await app.register(faqRoutes);
  await app.register(openapiRoutes);
};
