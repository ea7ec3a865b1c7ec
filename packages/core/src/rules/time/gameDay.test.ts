import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors.ts';
import { gameDayNumber } from '../user/dayBoundary.ts';
import { dateKey, dateOfKey } from './dateKeys.ts';
import { calendarDateAt, gameDateAt, gameDayBegins, startOfGameDay } from './gameDay.ts';
import { seededRandom } from './timeTestKit.ts';

const zone = (timezone: string, dayStart = 0) => ({ dayStart, timezone, timezoneOffset: 0 });
const date = (key: string) => dateOfKey(key)!;

describe('the game date in a zone', () => {
  it.each([
    // instant, zone, day start, game date
    ['2026-07-01T21:59:00Z', 'Europe/Berlin', 0, '2026-07-01'], // 23:59 summer time
    ['2026-07-01T22:00:00Z', 'Europe/Berlin', 0, '2026-07-02'],
    ['2026-01-01T22:59:00Z', 'Europe/Berlin', 0, '2026-01-01'], // 23:59 winter time
    ['2026-01-02T02:00:00Z', 'Europe/Berlin', 4, '2026-01-01'], // 03:00, before a 4 o'clock start
    ['2026-01-01T18:14:00Z', 'Asia/Kathmandu', 0, '2026-01-01'], // 23:59 at +5:45
    ['2026-01-01T18:15:00Z', 'Asia/Kathmandu', 0, '2026-01-02'],
    ['2026-01-01T10:14:00Z', 'Pacific/Chatham', 0, '2026-01-01'], // 23:59 at +13:45
    ['2026-01-01T10:15:00Z', 'Pacific/Chatham', 0, '2026-01-02'],
  ])('%s in %s (day start %i) is %s', (at, timezone, dayStart, expected) => {
    expect(dateKey(gameDateAt(new Date(at), zone(timezone, dayStart)))).toBe(expected);
  });

  it('the calendar date ignores the day start', () => {
    const early = new Date('2026-01-02T02:00:00Z'); // 03:00 in Berlin
    expect(dateKey(calendarDateAt(early, zone('Europe/Berlin', 4)))).toBe('2026-01-02');
  });

  it('an offset-only player gets the same game date as before zones, for any offset and day start', () => {
    const random = seededRandom(30);
    for (let i = 0; i < 2000; i++) {
      const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 3 * 365 * 86_400_000));
      const timezoneOffset = -840 + Math.floor(random() * 1561);
      const dayStart = Math.floor(random() * 25);
      const clock = { dayStart, timezoneOffset };
      expect(gameDateAt(at, clock)).toBe(gameDayNumber(at, clock));
    }
  });

  it.each([
    [{ dayStart: 25, timezone: 'Europe/Berlin', timezoneOffset: 0 }, 'invalidDayStart'],
    [{ dayStart: 0, timezoneOffset: 900 }, 'invalidTimezoneOffset'],
  ])('refuses %j', (clock, key) => {
    expect(() => gameDateAt(new Date(0), clock)).toThrow(BadRequest);
    expect(() => gameDateAt(new Date(0), clock)).toThrow(expect.objectContaining({ key }));
  });

  it("a zone's own offset is not checked against the legacy range (Chatham is −825 in summer)", () => {
    const clock = { dayStart: 0, timezone: 'Pacific/Chatham', timezoneOffset: -825 };
    expect(dateKey(gameDateAt(new Date('2026-01-01T12:00:00Z'), clock))).toBe('2026-01-02');
  });
});

describe('when a game day begins', () => {
  it.each([
    // date, zone, day start, first instant
    ['2026-07-02', 'Europe/Berlin', 0, '2026-07-01T22:00:00.000Z'],
    ['2026-01-02', 'Europe/Berlin', 4, '2026-01-02T03:00:00.000Z'],
    // New York springs forward at 02:00 on 8 March: 02:00 never shows, the day begins at 03:00.
    ['2026-03-08', 'America/New_York', 0, '2026-03-08T05:00:00.000Z'],
    ['2026-03-08', 'America/New_York', 2, '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', 'America/New_York', 3, '2026-03-08T07:00:00.000Z'],
    // …and falls back at 02:00 on 1 November: 01:00 shows twice, the first counts.
    ['2026-11-01', 'America/New_York', 1, '2026-11-01T05:00:00.000Z'],
    ['2026-11-01', 'America/New_York', 2, '2026-11-01T07:00:00.000Z'],
    // Lord Howe springs forward half an hour at 02:00 on 4 October: the day begins at 02:30.
    ['2026-10-04', 'Australia/Lord_Howe', 2, '2026-10-03T15:30:00.000Z'],
    // Santiago springs forward at midnight on 6 September: the day begins at 01:00.
    ['2026-09-06', 'America/Santiago', 0, '2026-09-06T04:00:00.000Z'],
  ])('%s in %s, day start %i: %s', (day, timezone, dayStart, expected) => {
    expect(gameDayBegins(date(day), zone(timezone, dayStart)).toISOString()).toBe(expected);
  });

  it('an offset-only player: the day start in the fixed offset, as before zones', () => {
    const clock = { dayStart: 4, timezoneOffset: -120 };
    expect(gameDayBegins(date('2026-07-02'), clock).toISOString()).toBe('2026-07-02T02:00:00.000Z');
  });

  it("every instant's game day began at or before it, and the next one after it", () => {
    const random = seededRandom(7);
    const zones = ['Australia/Lord_Howe', 'America/Santiago', 'Antarctica/Troll', 'Europe/Berlin'];
    for (let i = 0; i < 400; i++) {
      const clock = zone(zones[i % zones.length]!, Math.floor(random() * 24));
      const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 3 * 365 * 86_400_000));
      const begins = startOfGameDay(at, clock).getTime();
      expect(begins).toBeLessThanOrEqual(at.getTime());
      expect(gameDayBegins(gameDateAt(at, clock) + 1, clock).getTime()).toBeGreaterThan(
        at.getTime(),
      );
    }
  });
});
