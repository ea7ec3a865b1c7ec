import { describe, expect, it } from 'vitest';
import { clockOffsetAt, dayClockOf } from './dayClock.ts';
import { isTimeZoneName, legacyTimezoneOffset, utcOffsetIn } from './timeZones.ts';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe('time zone names', () => {
  it.each(['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'])(
    '%s is a zone',
    (name) => expect(isTimeZoneName(name)).toBe(true),
  );
  it.each(['Mars/Olympus_Mons', '+02:00', 'GMT+2:00', '', 'Europe/Berlin ', 42, undefined])(
    '%j is not',
    (name) => expect(isTimeZoneName(name)).toBe(false),
  );
  it.each(['Mars/Olympus_Mons', 'Mars/Base+05'])('an unknown zone (%s) has no offset', (name) => {
    expect(() => utcOffsetIn(name, JANUARY)).toThrow(RangeError);
  });
});

describe("the original's timezoneOffset for a zone (legacy sign: minutes behind UTC)", () => {
  it.each([
    ['Europe/Berlin', -60, -120],
    ['Asia/Kathmandu', -345, -345],
    ['America/St_Johns', 210, 150],
    ['America/Santiago', 180, 240], // summer in January
    ['Australia/Lord_Howe', -660, -630], // half an hour of daylight saving
    ['Pacific/Chatham', -825, -765], // east of UTC+12, still in the legacy field's −840…720
    ['UTC', 0, 0],
  ])('%s: %i in January, %i in July', (zone, january, july) => {
    expect(legacyTimezoneOffset(zone, JANUARY)).toBe(january);
    expect(legacyTimezoneOffset(zone, JULY)).toBe(july);
  });
});

describe('a clock from stored preferences', () => {
  it('follows a named zone', () => {
    const clock = dayClockOf({ dayStart: 4, timezone: 'Europe/Berlin', timezoneOffset: 300 });
    expect(clock).toEqual({ dayStart: 4, timezone: 'Europe/Berlin', timezoneOffset: 300 });
    expect(clockOffsetAt(clock, JULY)).toBe(120);
  });

  it.each([undefined, 'Mars/Olympus_Mons', '+02:00', 7])(
    'falls back to the fixed offset with timezone %j (an offset-only player, as before zones)',
    (timezone) => {
      const clock = dayClockOf({ dayStart: 0, timezone, timezoneOffset: -120 });
      expect(clock.timezone).toBeUndefined();
      expect(clockOffsetAt(clock, JANUARY)).toBe(120);
      expect(clockOffsetAt(clock, JULY)).toBe(120);
    },
  );

  it('a row written before any of the fields is midnight UTC', () => {
    expect(dayClockOf({})).toEqual({ dayStart: 0, timezone: undefined, timezoneOffset: 0 });
  });
});
