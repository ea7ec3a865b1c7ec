// Shared pieces of the time tests: a seeded random, the wall clock read through Intl's calendar
// fields (an oracle apart from the offset reading the rules use) and the zone changes of a period.

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A repeatable random in [0, 1) (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` at `at` (ms read with UTC getters), from Intl's date fields. */
export function wallClock(timeZone: string, at: Date): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(timeZone, format);
  }
  const field = Object.fromEntries(
    format.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const { year, month, day, hour, minute, second } = field as Record<string, number>;
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) + at.getUTCMilliseconds();
}

/** The game date an oracle reads: the wall date, the day before when before the day-start hour. */
export function oracleGameDate(timeZone: string, at: Date, dayStart: number): number {
  return Math.floor((wallClock(timeZone, at) - dayStart * HOUR) / DAY);
}

function offsetOf(timeZone: string, at: number): number {
  return wallClock(timeZone, new Date(at)) - at;
}

/**
 * The instants (to the minute) the zone's offset changes in [from, to), looked for a week at a
 * time: no zone changes twice within a week.
 */
export function zoneChanges(timeZone: string, from: Date, to: Date): Date[] {
  const changes: Date[] = [];
  const WEEK = 7 * DAY;
  let offset = offsetOf(timeZone, from.getTime());
  for (let week = from.getTime(); week < to.getTime(); week += WEEK) {
    const next = offsetOf(timeZone, week + WEEK);
    if (next === offset) continue;
    let before = week;
    let after = week + WEEK;
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetOf(timeZone, middle) === offset) before = middle;
      else after = middle;
    }
    if (after < to.getTime()) changes.push(new Date(after));
    offset = next;
  }
  return changes;
}
