// The player's game date now, by core's clock: their zone (or, before one is stored, the
// browser's), their day start, and for an offset-only account the stored offset.
import { dateKey, dayClockOf, gameDateAt, isOnVacation, type DayClock } from '@questlog/core';
import { browserTimeZone, timezoneOffsetHeader } from '../api/requestHeaders.ts';
import { timeZoneOf, vacationsOf } from '../api/timeTypes.ts';
import type { User } from '../api/types.ts';

/** The clock the player's days follow. */
export function playerClock(user: User | null | undefined, now = new Date()): DayClock {
  const preferences = user?.preferences ?? {};
  return dayClockOf({
    dayStart: preferences.dayStart,
    timezone: timeZoneOf(user) ?? browserTimeZone(),
    timezoneOffset: preferences.timezoneOffset ?? Number(timezoneOffsetHeader(now)),
  });
}

/** The game date (day number) holding `now` for the player. */
export function gameToday(user: User | null | undefined, now = new Date()): number {
  try {
    return gameDateAt(now, playerClock(user, now));
  } catch {
    // a stored clock core refuses (an offset out of range): the browser's calendar date
    return Math.floor((now.getTime() - now.getTimezoneOffset() * 60_000) / 86_400_000);
  }
}

/** The game date holding `now`, as `YYYY-MM-DD`. */
export function gameTodayKey(user: User | null | undefined, now = new Date()): string {
  return dateKey(gameToday(user, now));
}

/** Whether the player is on one of their vacations today. */
export function isOnVacationToday(user: User | null | undefined, now = new Date()): boolean {
  return isOnVacation(gameToday(user, now), vacationsOf(user));
}
