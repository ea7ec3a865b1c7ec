// GET /world-state: the world boss fought in the Tavern and the seasonal events running now. No
// sign-in needed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activeEvents, worldStateOf, type GroupQuest } from '@questlog/core';
import { worldStateApi } from '@questlog/core/api';
import { findGroup, TAVERN_ID } from '../../db/repositories/groups.ts';
import { route } from '../registerRoute.ts';

export const worldStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, worldStateApi.worldState, async (_request, reply) => {
    const tavern = await findGroup(app.db, TAVERN_ID);
    const events = activeEvents(app.clock.now());
    return reply.envelope({
      worldBoss: tavern ? worldStateOf(tavern.quest as unknown as GroupQuest) : {},
      npcImageSuffix: events.find((event) => event.npcImageSuffix)?.npcImageSuffix ?? '',
      currentEvent: (events[0] as unknown as Record<string, unknown>) ?? null,
      currentEventList: events as unknown as Record<string, unknown>[],
    });
  });
};
