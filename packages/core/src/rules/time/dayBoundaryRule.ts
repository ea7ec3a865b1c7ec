// Whether a player's day boundary is due (docs/game-rules.md#time-zones-and-travel). A boundary is
// keyed by the local game date of the clock in force when it runs, and never runs for a date at or
// before the last one run: moving to a zone where the date is earlier waits for the next new date,
// moving to one where it is later runs once, counting every date passed.
import type { DayClock } from './dayClock.ts';
import { gameDateAt } from './gameDay.ts';

export interface DayBoundaryInput {
  now: Date;
  /** The player's clock now (zone or offset, day start). */
  clock: DayClock;
  /** The game date the last boundary ran for (see `lastBoundaryDateOf` for a row without it). */
  lastBoundaryDate: number;
}

export interface DayBoundary {
  /** The game date a boundary run now is for. */
  date: number;
  /** Game dates since the last boundary; it runs only above 0. */
  daysMissed: number;
}

export function dayBoundaryAt({ now, clock, lastBoundaryDate }: DayBoundaryInput): DayBoundary {
  // A missing date would compare as never due: the caller derives one (lastBoundaryDateOf).
  if (!Number.isInteger(lastBoundaryDate))
    throw new TypeError(`lastBoundaryDate is not a day number: ${lastBoundaryDate}`);
  const date = gameDateAt(now, clock);
  return { date, daysMissed: Math.max(0, date - lastBoundaryDate) };
}

/** The game date of a boundary that ran at `lastCron`, read with the clock in force then. */
export function lastBoundaryDateOf(lastCron: Date, clockAtLastCron: DayClock): number {
  return gameDateAt(lastCron, clockAtLastCron);
}
