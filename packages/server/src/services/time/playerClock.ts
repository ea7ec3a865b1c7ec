// The player's clock as the server reads it from the stored row (docs/game-rules.md#time-zones-and-
// travel): a named zone (`preferences.timezone`) when the player has one, else the original's fixed
// `timezoneOffset`, handled exactly as before zones existed.
import {
  type DayClock,
  type RecurrenceOptions,
  dateKey,
  dateOfKey,
  dayClockOf,
  isZoneClock,
  lastBoundaryDateOf,
  legacyTimezoneOffset,
} from '@questlog/core';
import { offsetAtLastCron, playerDay } from '../playerDay.ts';

/** What the day boundary reads of a user row. */
export interface DayRow {
  last_cron: Date;
  /** The game date of the last boundary, 'YYYY-MM-DD' (null on rows from before the column). */
  last_boundary_date?: string | null;
  preferences: Record<string, unknown>;
}

/** The player's named zone, if they have one the runtime knows. */
export function zoneOf(preferences: Record<string, unknown>): string | undefined {
  const clock = dayClockOf(preferences);
  return isZoneClock(clock) ? clock.timezone : undefined;
}

/**
 * The rules' fixed-offset options for the game day holding `at`: a zone's offset at that moment,
 * else the stored offset. Within one game day the rules read dates, so one offset serves.
 */
export function dayOptionsAt(preferences: Record<string, unknown>, at: Date): RecurrenceOptions {
  const day = playerDay(preferences);
  const zone = zoneOf(preferences);
  return zone === undefined ? day : { ...day, timezoneOffset: legacyTimezoneOffset(zone, at) };
}

/** The clock the last boundary ran with, for an offset-only player (the offset then, if known). */
function legacyClockAtLastCron(preferences: Record<string, unknown>): DayClock {
  const day = playerDay(preferences);
  return { ...day, timezoneOffset: offsetAtLastCron(preferences) ?? day.timezoneOffset };
}

/**
 * The game date of the last boundary: the stored one, else `last_cron` read with the clock in
 * force then (a zone's, when the row has one: the date is pinned before any zone change).
 */
export function lastBoundaryDateOfRow(row: DayRow): number {
  const stored = dateOfKey(row.last_boundary_date);
  if (stored !== undefined) return stored;
  const clock = dayClockOf(row.preferences);
  return lastBoundaryDateOf(
    row.last_cron,
    isZoneClock(clock) ? clock : legacyClockAtLastCron(row.preferences),
  );
}

/**
 * The column to write before the player's clock changes (a zone set or changed): the last
 * boundary's date read with the clock in force until now, so the new one never rereads last_cron.
 */
export function pinnedBoundaryDate(row: DayRow): { last_boundary_date: string } {
  return { last_boundary_date: dateKey(lastBoundaryDateOfRow(row)) };
}
