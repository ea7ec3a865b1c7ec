// GET /openapi.json: the OpenAPI document generated from the route schemas. It is the document
// itself, not wrapped in the envelope, so tools can read it directly.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { openapiApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const openapiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, openapiApi.openapiDocument, async () => app.swagger());
};
