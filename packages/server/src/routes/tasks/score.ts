// Scoring (api.md §6.4). Filled in with core's scoreTask.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const scoreRoutes: FastifyPluginAsyncTypebox = async () => {};
