// Where and when a player's day turns: the day-start hour and either a named zone or, for a player
// whose client only ever sent an offset, the original's fixed `timezoneOffset` (handled as before
// zones existed).
import { isTimeZoneName, utcOffsetIn } from './timeZones.ts';

const MINUTE = 60_000;

export interface DayClock {
  /** The hour (0–24) a new day starts at, local time. */
  dayStart: number;
  /** The IANA zone (`preferences.timezone`); when absent or unknown the fixed offset is used. */
  timezone?: string | undefined;
  /** The original's offset, legacy sign (UTC+2 is −120); used only without a zone. */
  timezoneOffset: number;
}

/** Minutes ahead of UTC for this clock at `at`. */
export function clockOffsetAt(clock: DayClock, at: Date): number {
  if (clock.timezone !== undefined && isTimeZoneName(clock.timezone))
    return utcOffsetIn(clock.timezone, at);
  return -clock.timezoneOffset || 0;
}

/** Whether the clock follows a named zone (else it is an offset-only player's fixed offset). */
export function isZoneClock(clock: DayClock): boolean {
  return clock.timezone !== undefined && isTimeZoneName(clock.timezone);
}

/** The wall-clock time at `at`, as milliseconds read with UTC getters. */
export function localTimeAt(clock: DayClock, at: Date): number {
  return at.getTime() + clockOffsetAt(clock, at) * MINUTE;
}

interface StoredDayPreferences {
  dayStart?: unknown;
  timezone?: unknown;
  timezoneOffset?: unknown;
}

/** A clock from stored preferences; rows written before a field existed get its default. */
export function dayClockOf(preferences: StoredDayPreferences): DayClock {
  const { dayStart, timezone, timezoneOffset } = preferences;
  return {
    dayStart: typeof dayStart === 'number' ? dayStart : 0,
    timezone: isTimeZoneName(timezone) ? timezone : undefined,
    timezoneOffset: typeof timezoneOffset === 'number' ? timezoneOffset : 0,
  };
}
