// GET /openapi.json: the OpenAPI document generated from the route schemas. It is the document
// itself, not wrapped in the envelope, so tools can read it directly.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const openapiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
