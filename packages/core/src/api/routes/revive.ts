// Schema of POST /user/revive (docs/game-rules.md#death-rebirth-and-fortify).
import { apiRoute } from './apiRoute.ts';
import { StatsSchema, successEnvelope } from '../schemas.ts';

export const reviveSchema = {
  summary: 'Revive after health ran out',
  description:
    'Only while `stats.hp` is 0: full health, experience and gold lost, one level and one ' +
    'attribute point lost (core `revive`). The answer is the new stats; `message` names the lost ' +
    'point. Refused with **401 NotAuthorized** `cannotRevive` while alive, as the original API does.',
  tags: ['user'],
  response: { 200: successEnvelope(StatsSchema) },
};

/** The revive routes. */
export const reviveApi = {
  revive: apiRoute('POST', '/user/revive', reviveSchema),
};
