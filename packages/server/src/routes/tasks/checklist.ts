// Checklist items of dailies and to-dos (api.md §4.3). Filled in with core's task rules.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const checklistRoutes: FastifyPluginAsyncTypebox = async () => {};
