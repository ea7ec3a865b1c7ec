// Schemas of POST /cron and POST /user/custom-day-start (docs/game-rules.md#the-day-boundary).
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

/** Ours (issue 30): the dailies done on each missed game date (GET /cron/missed-days). */
export interface MissedDayTicks {
  /** A game date since the last day boundary, 'YYYY-MM-DD'. */
  date: string;
  /** Ids of the dailies done that date. */
  done: string[];
}

/**
 * Optional, so old clients' empty POST stays valid: the schema admits anything and the server
 * checks `missedDays` itself (services/time/missedDays.ts).
 */
const CronBody = Type.Unsafe<{ missedDays?: MissedDayTicks[] } | undefined>({
  description:
    'Optional. `{ missedDays: [{ date: "YYYY-MM-DD", done: [taskId…] }] }` ticks off dailies ' +
    'for the days missed (GET /cron/missed-days) before the day boundary runs.',
});

export const cronSchema = {
  summary: 'Start the new day (run the day boundary when it is due)',
  description:
    'Runs the day boundary when `GET /user` says `needsCron`: missed dailies hurt, streaks end, ' +
    'to-dos age, counters reset, the check-in is counted. At most once per game day; a no-op ' +
    'otherwise. Any other changing request runs a due day boundary first unless it carries ' +
    '`x-defer-cron: true` (the check-in dialog scoring yesterday’s dailies). Re-fetch the user ' +
    'and the tasks afterwards.',
  tags: ['user'],
  body: CronBody,
  response: { 200: successEnvelope(Type.Object({})) },
};

export const customDayStartSchema = {
  summary: 'Set the hour the player’s day starts',
  description: 'The day boundary runs at this local hour (0–23) instead of midnight.',
  tags: ['user'],
  body: Type.Object({ dayStart: Type.Integer({ minimum: 0, maximum: 23 }) }),
  response: { 200: successEnvelope(Type.Object({ message: Type.String() })) },
};

/** The cron routes. */
export const cronApi = {
  cron: apiRoute('POST', '/cron', cronSchema),
  customDayStart: apiRoute('POST', '/user/custom-day-start', customDayStartSchema),
};
