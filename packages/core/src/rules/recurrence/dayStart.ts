// The player's day: local calendar days in a fixed UTC offset, starting at the day-start hour
// (docs/game-rules.md#the-day-boundary).
import { BadRequest } from '../../errors.ts';
import { type DayPreferences, gameDayNumber } from '../user/dayBoundary.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Day-start hour and offset in minutes, legacy sign: UTC+2 is -120. */
export type RecurrenceOptions = DayPreferences;

/**
 * The legacy offsets real zones use, legacy sign: UTC+14 (Kiritimati) is −840, UTC−12 is 720. The
 * original's −720…840 left out Chatham, Tonga and Kiritimati and let in UTC−14, which no zone uses.
 */
export const LEGACY_OFFSET_RANGE = { min: -840, max: 720 } as const;

/** Whether `offset` is a whole number of minutes in LEGACY_OFFSET_RANGE. */
export function isLegacyOffset(offset: unknown): offset is number {
  return (
    Number.isInteger(offset) &&
    (offset as number) >= LEGACY_OFFSET_RANGE.min &&
    (offset as number) <= LEGACY_OFFSET_RANGE.max
  );
}

/** Refuses a day start outside 0–24 or an offset outside −840…720. */
export function checkRecurrenceOptions({ dayStart, timezoneOffset }: RecurrenceOptions): void {
  if (!Number.isInteger(dayStart) || dayStart < 0 || dayStart > 24)
    throw new BadRequest('invalidDayStart');
  if (!isLegacyOffset(timezoneOffset)) throw new BadRequest('invalidTimezoneOffset');
}

/**
 * The local calendar day (days since 1970-01-01) the game day of `instant` falls on: before the
 * day-start hour it is still the previous day.
 */
export function gameDate(instant: Date, options: RecurrenceOptions): number {
  checkRecurrenceOptions(options);
  return gameDayNumber(instant, options);
}

/** The local calendar day an instant falls on, ignoring the day start (as start dates are read). */
export function calendarDate(instant: Date, { timezoneOffset }: RecurrenceOptions): number {
  return Math.floor((instant.getTime() - timezoneOffset * MINUTE) / DAY);
}

/** The instant the game day on local calendar day `date` begins. */
export function dayStartInstant(date: number, { dayStart, timezoneOffset }: RecurrenceOptions) {
  return new Date(date * DAY + dayStart * HOUR + timezoneOffset * MINUTE);
}

// The day boundary writes six next due days for each of a player's dailies, mostly the same six:
// each instant's text is kept (bounded: emptied when full).
const isoOfInstant = new Map<number, string>();
const ISO_OF_INSTANT_LIMIT = 5000;

/** `dayStartInstant(date, options).toISOString()`. */
export function dayStartIso(date: number, options: RecurrenceOptions): string {
  const instant = dayStartInstant(date, options).getTime();
  let iso = isoOfInstant.get(instant);
  if (iso === undefined) {
    iso = new Date(instant).toISOString();
    if (isoOfInstant.size >= ISO_OF_INSTANT_LIMIT) isoOfInstant.clear();
    isoOfInstant.set(instant, iso);
  }
  return iso;
}

/** When the game day holding `instant` began. */
export function startOfDay(instant: Date, options: RecurrenceOptions): Date {
  return dayStartInstant(gameDate(instant, options), options);
}

/** Whole game days from the day of `since` to the day of `now` (negative if `since` is later). */
export function daysSince(since: Date, now: Date, options: RecurrenceOptions): number {
  return gameDate(now, options) - gameDate(since, options);
}
