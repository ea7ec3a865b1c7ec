// Whether the day boundary is due, and how many game days passed. A move to a zone with an earlier
// local time must never make one day run twice: when only the new zone says a day passed, the last
// cron is moved by the zone difference instead of running.
import { daysSince } from '../recurrence/dayStart.ts';

const MINUTE = 60_000;

export interface CronTimingInput {
  lastCron: Date;
  now: Date;
  dayStart: number;
  /** The current offset (legacy sign: UTC+2 is -120). */
  timezoneOffset: number;
  /** The offset the last cron ran in; the current one when unknown. */
  timezoneOffsetAtLastCron?: number | undefined;
}

export interface CronTiming {
  /** Whole game days since the last cron; cron runs only when this is above 0. */
  daysMissed: number;
  /** Set when the zone moved west and the last cron is moved instead of running. */
  shiftedLastCron?: Date;
}

export function cronTiming(input: CronTimingInput): CronTiming {
  const { lastCron, now, dayStart, timezoneOffset } = input;
  const previousOffset = input.timezoneOffsetAtLastCron ?? timezoneOffset;
  const inNewZone = Math.max(0, daysSince(lastCron, now, { dayStart, timezoneOffset }));
  // Legacy sign: a larger offset is an earlier local time (UTC+2 → UTC+0 is -120 → 0).
  if (timezoneOffset <= previousOffset) return { daysMissed: inNewZone };
  const difference = timezoneOffset - previousOffset;
  const shiftedNow = new Date(now.getTime() - difference * MINUTE);
  const inOldZone = Math.max(
    0,
    daysSince(lastCron, shiftedNow, { dayStart, timezoneOffset: previousOffset }),
  );
  if (inNewZone > 0 && inOldZone > 0) return { daysMissed: Math.min(inNewZone, inOldZone) };
  if (inNewZone > 0) {
    return {
      daysMissed: 0,
      shiftedLastCron: new Date(lastCron.getTime() + difference * MINUTE),
    };
  }
  return { daysMissed: 0 };
}
