// GET /world-state: the world boss fought in the Tavern and the seasonal events running now. No
// sign-in needed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activeEvents, worldStateOf, type GroupQuest } from '@questlog/core';
import { successEnvelope } from '@questlog/core/api';
import { Type } from 'typebox';
import { findGroup, TAVERN_ID } from '../../db/repositories/groups.ts';

const worldStateSchema = {
  summary: 'The world boss and the events running now',
  tags: ['world'],
  response: {
    200: successEnvelope(
      Type.Object({
        worldBoss: Type.Record(Type.String(), Type.Unknown()),
        npcImageSuffix: Type.String(),
        currentEvent: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
        currentEventList: Type.Array(Type.Record(Type.String(), Type.Unknown())),
      }),
    ),
  },
};

export const worldStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/world-state', { schema: worldStateSchema }, async (_request, reply) => {
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
