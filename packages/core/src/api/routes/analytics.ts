// Schemas of the analytics calls.
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

/** The web client's analytics uploader sends batches of 100. */
export const MAX_BATCH_EVENTS = 100;

const tags = ['analytics'];
const Event = Type.Record(Type.String(), Type.Unknown(), {
  description: 'eventCategory (required) and any properties',
});

export const trackSchema = {
  summary: 'Record one analytics event (kept only with the player’s analytics consent)',
  tags,
  params: Type.Object({ eventAction: Type.String({ minLength: 1 }) }),
  body: Event,
  response: { 200: successEnvelope(Type.Object({})) },
};

export const batchSchema = {
  summary: `Record up to ${MAX_BATCH_EVENTS} analytics events (only with consent)`,
  tags,
  body: Type.Array(Event, { minItems: 1, maxItems: MAX_BATCH_EVENTS }),
  response: { 200: successEnvelope(Type.Object({ recorded: Type.Integer() })) },
};

/** The analytics routes. */
export const analyticsApi = {
  track: apiRoute('POST', '/analytics/track/:eventAction', trackSchema),
  batch: apiRoute('POST', '/analytics/batch', batchSchema),
};
