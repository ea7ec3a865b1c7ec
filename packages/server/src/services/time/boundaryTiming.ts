// Whether a player's day boundary is due now. With a named zone, core's rule: due when the game
// date in the zone is later than the last boundary's date, however the zone changed in between.
// Without one, the original's offset timing, exactly as before zones existed (core cronTiming).
import { cronTiming, dayBoundaryAt, dayClockOf, gameDateAt, isZoneClock } from '@questlog/core';
import { offsetAtLastCron, playerDay } from '../playerDay.ts';
import { type DayRow, lastBoundaryDateOfRow } from './playerClock.ts';

export interface BoundaryTiming {
  /** The game date a boundary run now is for (day number). */
  date: number;
  /** Game days since the last boundary; it runs only above 0. */
  daysMissed: number;
  /** Offset-only players: the last cron moves instead (a move west, see cronTiming). */
  shiftedLastCron?: Date | undefined;
}

export function boundaryTimingOf(row: DayRow, now: Date): BoundaryTiming {
  const clock = dayClockOf(row.preferences);
  if (isZoneClock(clock))
    return dayBoundaryAt({ now, clock, lastBoundaryDate: lastBoundaryDateOfRow(row) });
  const day = playerDay(row.preferences);
  const timing = cronTiming({
    lastCron: row.last_cron,
    now,
    ...day,
    timezoneOffsetAtLastCron: offsetAtLastCron(row.preferences),
  });
  return { ...timing, date: gameDateAt(now, day) };
}
