// Issue 30: in 24 zones, around every daylight-saving change of 2026–2028 and with every day start
// 0–23, a player who opens the app every hour and one who opens it once a day at a random time get
// exactly one day boundary per local day: never two, never none.
import { describe, expect, it } from 'vitest';
import type { DayClock } from './dayClock.ts';
import { dayBoundaryAt } from './dayBoundaryRule.ts';
import { gameDayBegins } from './gameDay.ts';
import { DAY, HOUR, seededRandom, wallClock, zoneChanges } from './timeTestKit.ts';

const ZONES = [
  'Australia/Lord_Howe', // 30-minute daylight saving
  'Pacific/Chatham', // +12:45, +13:45 in summer
  'America/Santiago', // changes at midnight
  'Asia/Kathmandu', // +5:45, no change
  'America/St_Johns', // −3:30
  'Asia/Tokyo',
  'Pacific/Honolulu',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Dublin', // "negative" daylight saving in the zone data
  'America/New_York',
  'America/Los_Angeles',
  'America/Havana', // changes at midnight
  'America/Nuuk', // changes late on Saturday evening
  'Australia/Sydney',
  'Australia/Adelaide', // +9:30, +10:30
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Asia/Tehran',
  'Africa/Casablanca', // clocks go back for Ramadan
  'Antarctica/Troll', // two-hour daylight saving
  'Pacific/Kiritimati', // +14
  'Pacific/Pago_Pago', // −11
  'Asia/Beirut', // changes at midnight
];
const FROM = new Date('2026-01-01T00:00:00Z');
const TO = new Date('2029-01-01T00:00:00Z');
const DAY_STARTS = Array.from({ length: 24 }, (_, hour) => hour);

interface Run {
  at: number;
  date: number;
  daysMissed: number;
}

/** Opens the app at each instant; the last boundary ran the game date before the first opening. */
function runBoundaries(openings: readonly Opening[], clock: DayClock, firstDate: number): Run[] {
  const runs: Run[] = [];
  let lastBoundaryDate = firstDate - 1;
  for (const { at } of openings) {
    const boundary = dayBoundaryAt({ now: new Date(at), clock, lastBoundaryDate });
    if (boundary.daysMissed > 0) {
      runs.push({ at, ...boundary });
      lastBoundaryDate = boundary.date;
    }
  }
  return runs;
}

interface Opening {
  at: number;
  /** The wall clock then, read by the oracle. */
  wall: number;
}

function openingsAt(zone: string, instants: readonly number[]): Opening[] {
  return instants.map((at) => ({ at, wall: wallClock(zone, new Date(at)) }));
}

/** Each opening whose game date (read by the oracle) is later than every earlier one's. */
function firstOpeningsOfNewDates(openings: readonly Opening[], dayStart: number) {
  const firsts: { at: number; date: number }[] = [];
  for (const { at, wall } of openings) {
    const date = Math.floor((wall - dayStart * HOUR) / DAY);
    if (firsts.length === 0 || date > firsts[firsts.length - 1]!.date) firsts.push({ at, date });
  }
  return firsts;
}

// The instants to simulate around: each change of the period, or for a zone without any, the
// middle of each year.
const windows = ZONES.map((zone) => {
  const changes = zoneChanges(zone, FROM, TO);
  const centres =
    changes.length > 0
      ? changes.map((at) => at.getTime())
      : [2026, 2027, 2028].map((year) => Date.UTC(year, 6, 1));
  return { zone, changes: changes.length, centres };
});

describe('the zones and their changes in 2026–2028', () => {
  it('every daylight-saving zone listed changes its clocks in the period', () => {
    const changing = windows.filter((window) => window.changes > 0).map((window) => window.zone);
    expect(changing).toEqual(
      ZONES.filter(
        (zone) =>
          ![
            'Asia/Kathmandu',
            'Asia/Tokyo',
            'Pacific/Honolulu',
            'Asia/Kolkata',
            'Asia/Tehran',
            'Pacific/Kiritimati',
            'Pacific/Pago_Pago',
          ].includes(zone),
      ),
    );
  });
});

describe.each(windows)('$zone ($changes changes)', ({ zone, centres }) => {
  it('an hourly opener: one boundary for every game date, at its first hour, every day start', () => {
    for (const centre of centres) {
      // From a day before the change to a day after: the whole game day holding it, any day start.
      const first = Math.floor(centre / HOUR) * HOUR - 26 * HOUR;
      const hours = Array.from({ length: 53 }, (_, hour) => first + hour * HOUR);
      const openings = openingsAt(zone, hours);
      for (const dayStart of DAY_STARTS) {
        const clock = { dayStart, timezone: zone, timezoneOffset: 0 };
        const expected = firstOpeningsOfNewDates(openings, dayStart);
        const runs = runBoundaries(openings, clock, expected[0]!.date);
        // One run per game date, none twice, none lost (each a single day after the last).
        expect(runs).toEqual(expected.map(({ at, date }) => ({ at, date, daysMissed: 1 })));
        expect(runs.map((run) => run.date)).toEqual(
          Array.from({ length: runs.length }, (_, day) => runs[0]!.date + day),
        );
      }
    }
  });

  it('a once-a-day opener at random times: one boundary per game date opened, none counted twice', () => {
    const random = seededRandom(zone.length * 7919);
    for (const centre of centres) {
      const centreDate = Math.floor(wallClock(zone, new Date(centre)) / DAY);
      const dates = Array.from({ length: 9 }, (_, day) => centreDate - 4 + day);
      const midnight = { dayStart: 0, timezone: zone, timezoneOffset: 0 };
      const midnights = [...dates, centreDate + 5].map((date) => gameDayBegins(date, midnight));
      const instants = dates.map((_date, day) => {
        const [begins, ends] = [midnights[day]!.getTime(), midnights[day + 1]!.getTime()];
        return begins + Math.floor(random() * (ends - begins));
      });
      const openings = openingsAt(zone, instants);
      // Each opening falls on its own local calendar date.
      expect(openings.map(({ wall }) => Math.floor(wall / DAY))).toEqual(dates);
      for (const dayStart of DAY_STARTS) {
        const clock = { dayStart, timezone: zone, timezoneOffset: 0 };
        const expected = firstOpeningsOfNewDates(openings, dayStart);
        const runs = runBoundaries(openings, clock, expected[0]!.date);
        expect(runs.map(({ at, date }) => ({ at, date }))).toEqual(expected);
        // Every game date from the first to the last is counted exactly once.
        const counted = runs.reduce((sum, run) => sum + run.daysMissed, 0);
        expect(counted).toBe(runs[runs.length - 1]!.date - runs[0]!.date + 1);
      }
    }
  });
});
