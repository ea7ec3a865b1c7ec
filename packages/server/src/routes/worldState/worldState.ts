// GET /world-state: the world boss fought in the Tavern and the seasonal events running now. No
// sign-in needed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { worldStateApi } from '@questlog/core/api';
import { readWorldState } from '../../services/worldState.ts';
import { route } from '../registerRoute.ts';

export const worldStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, worldStateApi.worldState, async (_request, reply) =>
    reply.envelope(await readWorldState(app.db, app.clock.now())),
  );
};
