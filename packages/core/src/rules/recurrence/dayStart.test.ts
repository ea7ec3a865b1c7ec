import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors.ts';
import { checkRecurrenceOptions, daysSince, startOfDay } from './dayStart.ts';

describe('startOfDay', () => {
  it.each([
    // instant, dayStart, timezoneOffset, start of its game day
    ['2026-01-03T12:00:00.000Z', 0, 0, '2026-01-03T00:00:00.000Z'],
    ['2026-01-03T03:00:00.000Z', 4, 0, '2026-01-02T04:00:00.000Z'], // before 4 am: yesterday
    ['2026-01-03T04:00:00.000Z', 4, 0, '2026-01-03T04:00:00.000Z'],
    ['2026-01-02T23:00:00.000Z', 0, -120, '2026-01-02T22:00:00.000Z'], // 01:00 local in UTC+2
    ['2026-01-03T01:00:00.000Z', 0, 300, '2026-01-02T05:00:00.000Z'], // 20:00 local in UTC-5
    ['2026-01-03T12:00:00.000Z', 0, -720, '2026-01-03T12:00:00.000Z'], // local midnight, UTC+12
    ['2026-01-03T09:59:00.000Z', 0, -840, '2026-01-02T10:00:00.000Z'], // 23:59 local in UTC+14
    ['2026-01-03T23:00:00.000Z', 24, 0, '2026-01-03T00:00:00.000Z'], // dayStart 24: day before
  ])('%s with day start %i and offset %i starts at %s', (at, dayStart, timezoneOffset, start) => {
    expect(startOfDay(new Date(at), { dayStart, timezoneOffset }).toISOString()).toBe(start);
  });
});

describe('daysSince', () => {
  it.each([
    ['2026-01-01T10:00:00.000Z', '2026-01-03T03:00:00.000Z', 4, 0, 1],
    ['2026-01-01T10:00:00.000Z', '2026-01-03T05:00:00.000Z', 4, 0, 2],
    ['2026-01-01T23:59:00.000Z', '2026-01-02T00:01:00.000Z', 0, 0, 1],
    ['2026-01-01T23:59:00.000Z', '2026-01-02T00:01:00.000Z', 0, -120, 0], // both 2 January
    ['2026-01-05T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 0, 0, -4],
    // Europe's spring change (29 March 2026) with a fixed UTC+1: 24 hours are one day, as any day.
    ['2026-03-28T23:30:00.000Z', '2026-03-29T23:30:00.000Z', 0, -60, 1],
    // Europe's autumn change (25 October 2026): same.
    ['2026-10-24T23:30:00.000Z', '2026-10-25T23:30:00.000Z', 0, -60, 1],
  ])('from %s to %s (day start %i, offset %i) is %i days', (a, b, dayStart, tz, days) => {
    expect(daysSince(new Date(a), new Date(b), { dayStart, timezoneOffset: tz })).toBe(days);
  });
});

describe('recurrence options bounds', () => {
  it.each([
    [0, -840],
    [24, 720],
    [12, 0],
  ])('day start %i and offset %i are accepted', (dayStart, timezoneOffset) => {
    expect(() => checkRecurrenceOptions({ dayStart, timezoneOffset })).not.toThrow();
  });

  it.each([
    [-1, 0, 'invalidDayStart'],
    [25, 0, 'invalidDayStart'],
    [1.5, 0, 'invalidDayStart'],
    [0, -841, 'invalidTimezoneOffset'],
    [0, 721, 'invalidTimezoneOffset'],
    [0, 30.5, 'invalidTimezoneOffset'],
  ])('day start %d and offset %d are refused with %s', (dayStart, timezoneOffset, key) => {
    const refusal = (() => {
      try {
        startOfDay(new Date('2026-01-01T00:00:00.000Z'), { dayStart, timezoneOffset });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(BadRequest);
    expect(refusal).toMatchObject({ status: 400, key });
  });
});
