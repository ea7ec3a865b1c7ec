// Schema of GET /world-state.
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';

export const worldStateSchema = {
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

/** The world state route. */
export const worldStateApi = {
  worldState: apiRoute('GET', '/world-state', worldStateSchema),
};
