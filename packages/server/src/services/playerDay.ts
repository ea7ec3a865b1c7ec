// The player's day as the rules take it: their day-start hour and timezone offset, from the
// stored preferences (defaults for a row written before either existed).
import type { RecurrenceOptions } from '@questlog/core';

interface DayPreferences {
  dayStart?: unknown;
  timezoneOffset?: unknown;
  timezoneOffsetAtLastCron?: unknown;
}

export function playerDay(preferences: Record<string, unknown>): RecurrenceOptions {
  const { dayStart, timezoneOffset } = preferences as DayPreferences;
  return {
    dayStart: typeof dayStart === 'number' ? dayStart : 0,
    timezoneOffset: typeof timezoneOffset === 'number' ? timezoneOffset : 0,
  };
}

/** The offset the last day boundary ran in, when known. */
export function offsetAtLastCron(preferences: Record<string, unknown>): number | undefined {
  const { timezoneOffsetAtLastCron } = preferences as DayPreferences;
  return typeof timezoneOffsetAtLastCron === 'number' ? timezoneOffsetAtLastCron : undefined;
}
