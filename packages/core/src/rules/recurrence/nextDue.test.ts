import { describe, expect, it } from 'vitest';
import type { Daily } from '../../model/task.ts';
import { deepFreeze } from '../../testing/factories.ts';
import { isDue, withDueDates } from './isDue.ts';
import { nextDue } from './nextDue.ts';
import { UTC, recurringDaily, weekdays } from './recurrenceTestKit.ts';

const midnights = (...dates: string[]) => dates.map((date) => `${date}T00:00:00.000Z`);

describe('nextDue: the next 6 due days after today', () => {
  it.each<[string, Partial<Daily>, string, string[]]>([
    [
      'every day',
      {},
      '2026-01-10',
      midnights('2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16'),
    ],
    [
      'every 3 days (due 10 January, today, is not listed)',
      { everyX: 3 },
      '2026-01-10',
      midnights('2026-01-13', '2026-01-16', '2026-01-19', '2026-01-22', '2026-01-25', '2026-01-28'),
    ],
    [
      'every 2 days from a future start, the start included',
      { everyX: 2, startDate: '2026-02-01T00:00:00.000Z' },
      '2026-01-10',
      midnights('2026-02-01', '2026-02-03', '2026-02-05', '2026-02-07', '2026-02-09', '2026-02-11'),
    ],
    [
      'Mon/Wed/Fri every 2 weeks (weeks from Thursday 1 January)',
      { frequency: 'weekly', repeat: weekdays('m', 'w', 'f'), everyX: 2 },
      '2026-01-01',
      midnights('2026-01-02', '2026-01-05', '2026-01-07', '2026-01-16', '2026-01-19', '2026-01-21'),
    ],
    [
      'the 31st of each month skips 30-day months and February',
      { frequency: 'monthly', daysOfMonth: [31] },
      '2026-01-15',
      midnights('2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31', '2026-10-31'),
    ],
    [
      'the fifth Thursday, only in months that have one',
      { frequency: 'monthly', weeksOfMonth: [4], repeat: weekdays('th') },
      '2026-01-01',
      midnights('2026-01-29', '2026-04-30', '2026-07-30', '2026-10-29', '2026-12-31', '2027-04-29'),
    ],
    [
      'yearly from 29 February 2024: 28 February in other years',
      { frequency: 'yearly', startDate: '2024-02-29T00:00:00.000Z' },
      '2026-01-01',
      midnights('2026-02-28', '2027-02-28', '2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28'),
    ],
    [
      'every 2 years from 15 March 2026',
      { frequency: 'yearly', startDate: '2026-03-15T00:00:00.000Z', everyX: 2 },
      '2026-03-15',
      midnights('2028-03-15', '2030-03-15', '2032-03-15', '2034-03-15', '2036-03-15', '2038-03-15'),
    ],
    ['everyX 0: none', { everyX: 0 }, '2026-01-10', []],
    ['weekly with no weekday: none', { frequency: 'weekly', repeat: weekdays() }, '2026-01-10', []],
    ['monthly with neither list: none', { frequency: 'monthly' }, '2026-01-10', []],
    [
      'the 31st every 12 months from April can never fall: none, and it ends',
      {
        frequency: 'monthly',
        daysOfMonth: [31],
        everyX: 12,
        startDate: '2026-04-01T00:00:00.000Z',
      },
      '2026-04-01',
      [],
    ],
  ])('%s', (_description, overrides, today, dates) => {
    const now = new Date(`${today}T12:00:00.000Z`);
    expect(nextDue(recurringDaily(overrides), now, UTC)).toEqual(dates);
  });

  it('lists each day at its day start in the player’s zone (UTC+2, 4 am start)', () => {
    const options = { dayStart: 4, timezoneOffset: -120 };
    // 10 January 03:00 local is still the game day of 9 January, so 10 January comes next.
    const now = new Date('2026-01-10T01:00:00.000Z');
    expect(nextDue(recurringDaily(), now, options)).toEqual(
      ['10', '11', '12', '13', '14', '15'].map((day) => `2026-01-${day}T02:00:00.000Z`),
    );
  });

  it('every listed instant is a day the daily is due', () => {
    const daily = recurringDaily({ frequency: 'weekly', repeat: weekdays('t', 's'), everyX: 3 });
    const options = { dayStart: 6, timezoneOffset: -840 };
    const dates = nextDue(daily, new Date('2026-05-05T12:00:00.000Z'), options);
    expect(dates).toHaveLength(6);
    expect(dates.map((date) => isDue(daily, new Date(date), options))).toEqual(Array(6).fill(true));
  });
});

describe('withDueDates', () => {
  it('sets isDue and nextDue on a copy, leaving the daily as it was', () => {
    const daily = deepFreeze(recurringDaily({ everyX: 2, isDue: false, nextDue: [] }));
    const updated = withDueDates(daily, new Date('2026-01-03T12:00:00.000Z'), UTC);
    expect(updated).toMatchObject({
      isDue: true,
      nextDue: midnights(
        '2026-01-05',
        '2026-01-07',
        '2026-01-09',
        '2026-01-11',
        '2026-01-13',
        '2026-01-15',
      ),
    });
    expect(daily).toMatchObject({ isDue: false, nextDue: [] });
  });

  it('reports a daily not due today', () => {
    const daily = recurringDaily({ everyX: 2 });
    expect(isDue(daily, new Date('2026-01-04T12:00:00.000Z'), UTC)).toBe(false);
  });
});
