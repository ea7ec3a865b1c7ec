// The time a player's action counts at (docs/api-compatibility.md, "When a change counts"). A
// client that queued the action offline sends when it was made (`x-client-timestamp`); the
// server takes that time only where its rules can place it: never in the future, and never
// before the game day the player's state is in (the day of their last day boundary) nor before
// the previous game day. So a daily ticked at 23:50 and replayed at 00:10 with the boundary
// deferred counts for the day it was ticked; any other time falls back to the server's.
import { BadRequest } from '../../errors.ts';
import { type DayClock } from './dayClock.ts';
import { gameDateAt, gameDayBegins } from './gameDay.ts';

export interface ActionTimeInput {
  /** When the client says the action was made, if it said. */
  claimed: Date | undefined;
  /** The server's time. */
  now: Date;
  /** The game date (days since 1970-01-01) of the player's last day boundary. */
  lastBoundaryDate: number;
  clock: DayClock;
}

/** The claimed time if the rules can place it there, else the server's. */
export function actionTime({ claimed, now, lastBoundaryDate, clock }: ActionTimeInput): Date {
  if (claimed === undefined || claimed.getTime() > now.getTime()) return now;
  return claimed.getTime() >= earliestActionTime(now, lastBoundaryDate, clock).getTime()
    ? claimed
    : now;
}

/** The earliest time an action may count at: the later of the state's day and yesterday. */
export function earliestActionTime(now: Date, lastBoundaryDate: number, clock: DayClock): Date {
  const previousDate = gameDateAt(now, clock) - 1;
  return gameDayBegins(Math.max(lastBoundaryDate, previousDate), clock);
}

// An RFC 3339 date-time with its offset, as `Date.prototype.toISOString` writes it.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** The `x-client-timestamp` header's time; anything but an RFC 3339 date-time is refused. */
export function parseClientTimestamp(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const time = TIMESTAMP.test(text.trim()) ? Date.parse(text.trim()) : Number.NaN;
  if (Number.isNaN(time)) throw new BadRequest('invalidClientTimestamp');
  return new Date(time);
}
