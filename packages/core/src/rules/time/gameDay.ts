// The game day in a player's zone: local calendar days (days since 1970-01-01) that begin at the
// day-start hour, read from the wall clock of the zone in force at that instant. Across a
// daylight-saving change a game day is 23, 23.5, 24.5 or 25 hours long; it is still one day.
import { BadRequest } from '../../errors.ts';
import { isLegacyOffset } from '../recurrence/dayStart.ts';
import { type DayClock, clockOffsetAt, isZoneClock, localTimeAt } from './dayClock.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Refuses a day start outside 0–24 and, without a zone, an offset outside −840…720. */
export function checkDayClock(clock: DayClock): void {
  const { dayStart, timezoneOffset } = clock;
  if (!Number.isInteger(dayStart) || dayStart < 0 || dayStart > 24)
    throw new BadRequest('invalidDayStart');
  if (isZoneClock(clock)) return;
  if (!isLegacyOffset(timezoneOffset)) throw new BadRequest('invalidTimezoneOffset');
}

/** The local date whose game day holds `at` (before the day-start hour: the day before). */
export function gameDateAt(at: Date, clock: DayClock): number {
  checkDayClock(clock);
  return Math.floor((localTimeAt(clock, at) - clock.dayStart * HOUR) / DAY);
}

/** The local calendar date at `at`, ignoring the day start (as start dates are read). */
export function calendarDateAt(at: Date, clock: DayClock): number {
  return Math.floor(localTimeAt(clock, at) / DAY);
}

/**
 * The first instant of the game day on local date `date`: when the wall clock first shows the
 * day-start hour that day, or, when a spring-forward change skips that hour, the change itself.
 */
export function gameDayBegins(date: number, clock: DayClock): Date {
  checkDayClock(clock);
  const wall = date * DAY + clock.dayStart * HOUR;
  if (!isZoneClock(clock)) return new Date(wall + clock.timezoneOffset * MINUTE);
  return new Date(firstInstantShowing(wall, clock));
}

/** When the game day holding `at` began. */
export function startOfGameDay(at: Date, clock: DayClock): Date {
  return gameDayBegins(gameDateAt(at, clock), clock);
}

function firstInstantShowing(wall: number, clock: DayClock): number {
  // The offsets in force a day either side of the wall time bound where it falls in real time.
  const offsets = [-DAY, 0, DAY].map((shift) => clockOffsetAt(clock, new Date(wall + shift)));
  const exact = offsets
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => localTimeAt(clock, new Date(instant)) === wall);
  // Twice in a fall-back change: the first time counts.
  if (exact.length > 0) return Math.min(...exact);
  // Never, in a spring-forward gap: the day begins at the change, the first instant past it.
  let before = wall - Math.max(...offsets) * MINUTE;
  let after = wall - Math.min(...offsets) * MINUTE;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (localTimeAt(clock, new Date(middle)) >= wall) after = middle;
    else before = middle;
  }
  return after;
}
