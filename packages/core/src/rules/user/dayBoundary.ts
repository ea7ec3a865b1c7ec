// Which game day an instant falls in, for a player with a timezone offset and a custom day start.
// Offsets use the legacy sign (UTC+2 is -120), as the `x-user-timezoneOffset` header does.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DayPreferences {
  timezoneOffset: number;
  /** The hour (0–23) a new day starts at, in the player's local time. */
  dayStart: number;
}

/** A number that grows by one at every local day start. */
export function gameDayNumber(at: Date, { timezoneOffset, dayStart }: DayPreferences): number {
  const local = at.getTime() - timezoneOffset * MINUTE - dayStart * HOUR;
  return Math.floor(local / DAY);
}

/** Whole game days between the last cron and now (0 when cron already ran today). */
export function daysMissed(lastCron: Date, now: Date, preferences: DayPreferences): number {
  return Math.max(0, gameDayNumber(now, preferences) - gameDayNumber(lastCron, preferences));
}
