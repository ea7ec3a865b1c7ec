import { describe, expect, it } from 'vitest';
import type { Daily } from '../../model/task.ts';
import { makeTask } from '../../testing/factories.ts';
import { shouldDo } from './shouldDo.ts';
import { UTC, recurringDaily, weekdays } from './recurrenceTestKit.ts';

// Every daily below starts on Thursday 1 January 2026 unless it says otherwise.
type Case = [description: string, daily: Partial<Daily>, at: string, isDue: boolean];

function checkCases(cases: Case[]) {
  it.each(cases)('%s', (_description, overrides, at, isDue) => {
    expect(shouldDo(new Date(`${at}T12:00:00.000Z`), recurringDaily(overrides), UTC)).toBe(isDue);
  });
}

describe('shouldDo: daily frequency', () => {
  checkCases([
    ['due on its start date', {}, '2026-01-01', true],
    ['not due the day before its start date', {}, '2025-12-31', false],
    ['every day: due any later day', {}, '2026-07-19', true],
    ['every 3 days: due 3 days after the start', { everyX: 3 }, '2026-01-04', true],
    ['every 3 days: not due 4 days after', { everyX: 3 }, '2026-01-05', false],
    ['every 3 days: due 6 days after', { everyX: 3 }, '2026-01-07', true],
    ['everyX 0 is never due', { everyX: 0 }, '2026-01-01', false],
    ['everyX 9999 is due on its start', { everyX: 9999 }, '2026-01-01', true],
    ['everyX 10000 is out of bounds, never due', { everyX: 10000 }, '2026-01-01', false],
    ['no start date: never due', { startDate: '' }, '2026-01-01', false],
    [
      'a future start: not due before it',
      { startDate: '2026-03-01T00:00:00.000Z' },
      '2026-02-28',
      false,
    ],
    ['a future start: due from it', { startDate: '2026-03-01T00:00:00.000Z' }, '2026-03-01', true],
    [
      "the start date's time of day is ignored",
      { startDate: '2026-01-01T23:30:00.000Z' },
      '2026-01-01',
      true,
    ],
  ]);

  it('a habit is never due', () => {
    const habit = makeTask('habit') as unknown as Daily;
    expect(shouldDo(new Date('2026-01-01T12:00:00.000Z'), habit, UTC)).toBe(false);
  });
});

describe('shouldDo: weekly frequency (counting weeks from the start date)', () => {
  const mwf = weekdays('m', 'w', 'f');
  checkCases([
    [
      'Mon/Wed/Fri: due on Friday 2 January',
      { frequency: 'weekly', repeat: mwf },
      '2026-01-02',
      true,
    ],
    [
      'Mon/Wed/Fri: not due on Saturday 3 January',
      { frequency: 'weekly', repeat: mwf },
      '2026-01-03',
      false,
    ],
    [
      'Mon/Wed/Fri: due on Monday 5 January',
      { frequency: 'weekly', repeat: mwf },
      '2026-01-05',
      true,
    ],
    [
      'every 2 weeks, Mondays: week 0 (5 Jan)',
      { frequency: 'weekly', repeat: weekdays('m'), everyX: 2 },
      '2026-01-05',
      true,
    ],
    [
      'every 2 weeks, Mondays: week 1 (12 Jan)',
      { frequency: 'weekly', repeat: weekdays('m'), everyX: 2 },
      '2026-01-12',
      false,
    ],
    [
      'every 2 weeks, Mondays: week 2 (19 Jan)',
      { frequency: 'weekly', repeat: weekdays('m'), everyX: 2 },
      '2026-01-19',
      true,
    ],
    [
      'every 2 weeks, Thursdays: week 1 (8 Jan)',
      { frequency: 'weekly', repeat: weekdays('th'), everyX: 2 },
      '2026-01-08',
      false,
    ],
    [
      'every 2 weeks, Thursdays: week 2 (15 Jan)',
      { frequency: 'weekly', repeat: weekdays('th'), everyX: 2 },
      '2026-01-15',
      true,
    ],
    [
      'no weekday selected: never due',
      { frequency: 'weekly', repeat: weekdays() },
      '2026-01-02',
      false,
    ],
    [
      'Fridays, future start: not due the Friday before',
      { frequency: 'weekly', repeat: weekdays('f'), startDate: '2026-01-10T00:00:00.000Z' },
      '2026-01-09',
      false,
    ],
  ]);
});

describe('shouldDo: monthly by day of month', () => {
  const monthly = (daysOfMonth: number[], everyX = 1): Partial<Daily> => ({
    frequency: 'monthly',
    daysOfMonth,
    everyX,
  });
  checkCases([
    ['the 15th: due on 15 February', monthly([15]), '2026-02-15', true],
    ['the 15th: not due on 14 February', monthly([15]), '2026-02-14', false],
    ['the 15th every 2 months: not in February', monthly([15], 2), '2026-02-15', false],
    ['the 15th every 2 months: due in March', monthly([15], 2), '2026-03-15', true],
    ['the 31st: due on 31 March', monthly([31]), '2026-03-31', true],
    ['the 31st: not due on 30 April (a 30-day month)', monthly([31]), '2026-04-30', false],
    ['the 31st: not moved to 1 May either', monthly([31]), '2026-05-01', false],
    ['the 29th: due on 29 February 2028 (leap year)', monthly([29]), '2028-02-29', true],
    ['the 29th: not due on 28 February 2027', monthly([29]), '2027-02-28', false],
    ['the 29th: not moved to 1 March 2027', monthly([29]), '2027-03-01', false],
    ['neither list, every 2 months: any day of March', monthly([], 2), '2026-03-10', true],
    ['neither list, every 2 months: no day of February', monthly([], 2), '2026-02-10', false],
  ]);
});

describe('shouldDo: monthly by week of month and weekday', () => {
  const byWeek = (weeksOfMonth: number[], day: 'm' | 'th', everyX = 1): Partial<Daily> => ({
    frequency: 'monthly',
    weeksOfMonth,
    repeat: weekdays(day),
    everyX,
  });
  checkCases([
    ['first Monday: 5 January', byWeek([0], 'm'), '2026-01-05', true],
    ['first Monday: not the second (12 January)', byWeek([0], 'm'), '2026-01-12', false],
    ['second Monday: 12 January', byWeek([1], 'm'), '2026-01-12', true],
    ['first Monday every 2 months: not 2 February', byWeek([0], 'm', 2), '2026-02-02', false],
    ['first Monday every 2 months: 2 March', byWeek([0], 'm', 2), '2026-03-02', true],
    ['fifth Thursday: 29 January', byWeek([4], 'th'), '2026-01-29', true],
    ['fifth Thursday: not the fourth (22 January)', byWeek([4], 'th'), '2026-01-22', false],
    [
      'fifth Thursday: February 2026 has none (26th is 4th)',
      byWeek([4], 'th'),
      '2026-02-26',
      false,
    ],
    ['fifth Thursday: 30 April', byWeek([4], 'th'), '2026-04-30', true],
    [
      'week of month with no weekday: never due',
      { frequency: 'monthly', weeksOfMonth: [0], repeat: weekdays() },
      '2026-01-05',
      false,
    ],
    [
      'week of month wins over days of month',
      { ...byWeek([0], 'm'), daysOfMonth: [6] },
      '2026-01-06',
      false,
    ],
  ]);
});

describe('shouldDo: yearly', () => {
  const yearly = (startDate: string, everyX = 1): Partial<Daily> => ({
    frequency: 'yearly',
    startDate: `${startDate}T00:00:00.000Z`,
    everyX,
  });
  checkCases([
    ['on its start date', yearly('2026-03-15'), '2026-03-15', true],
    ['a year later', yearly('2026-03-15'), '2027-03-15', true],
    ['not the next day', yearly('2026-03-15'), '2027-03-16', false],
    ['not the same day of another month', yearly('2026-03-15'), '2027-04-15', false],
    ['every 2 years: not after one', yearly('2026-03-15', 2), '2027-03-15', false],
    ['every 2 years: after two', yearly('2026-03-15', 2), '2028-03-15', true],
    ['from 29 Feb 2024: 28 Feb 2025 (no 29th)', yearly('2024-02-29'), '2025-02-28', true],
    ['from 29 Feb 2024: not 1 Mar 2025', yearly('2024-02-29'), '2025-03-01', false],
    ['from 29 Feb 2024: 29 Feb 2028', yearly('2024-02-29'), '2028-02-29', true],
    ['from 29 Feb 2024: not 28 Feb 2028 (a leap year)', yearly('2024-02-29'), '2028-02-28', false],
    ['from 28 Feb 2025: not 29 Feb 2028', yearly('2025-02-28'), '2028-02-29', false],
  ]);
});

describe('shouldDo: day start and timezone offset', () => {
  // Every 2 days from 1 January: due 1, 3, 5 … January.
  const everyOther = recurringDaily({ everyX: 2 });
  it.each([
    ['2026-01-03T03:00:00.000Z', 4, 0, false], // 03:00 before a 4 am start: still 2 January
    ['2026-01-03T04:00:00.000Z', 4, 0, true],
    ['2026-01-04T03:59:00.000Z', 4, 0, true], // still 3 January
    ['2026-01-02T23:59:59.999Z', 0, 0, false], // just before midnight
    ['2026-01-03T00:00:00.000Z', 0, 0, true], // midnight
    ['2026-01-04T23:00:00.000Z', 24, 0, true], // day start 24: all of 4 January is 3 January
    // UTC+12 (-720): local 3 January begins at 12:00 UTC on the 2nd.
    ['2026-01-02T11:59:00.000Z', 0, -720, false],
    ['2026-01-02T12:00:00.000Z', 0, -720, true],
    // UTC+14 (-840): local 3 January begins at 10:00 UTC on the 2nd.
    ['2026-01-02T09:59:00.000Z', 0, -840, false], // 2 January 23:59 local
    ['2026-01-02T10:00:00.000Z', 0, -840, true], // 3 January 00:00 local
    ['2025-12-31T10:00:00.000Z', 0, -840, true], // 1 January 00:00 local, the start day
  ])('at %s with day start %i and offset %i: due %s', (at, dayStart, timezoneOffset, isDue) => {
    expect(shouldDo(new Date(at), everyOther, { dayStart, timezoneOffset })).toBe(isDue);
  });

  // Sundays from Sunday 1 March 2026 with a fixed UTC+1 (-60). Europe moves its clocks on Sunday
  // 29 March and Sunday 25 October; the offset is a plain number, so those days behave as others.
  const sundays = recurringDaily({
    frequency: 'weekly',
    repeat: weekdays('su'),
    startDate: '2026-03-01T00:00:00.000Z',
  });
  it.each([
    ['2026-03-28T22:59:00.000Z', false], // Saturday 23:59 local
    ['2026-03-28T23:00:00.000Z', true], // Sunday 29 March 00:00 local
    ['2026-03-29T22:59:00.000Z', true], // Sunday 23:59 local, 24 hours later
    ['2026-03-29T23:00:00.000Z', false], // Monday
    ['2026-10-24T23:00:00.000Z', true], // Sunday 25 October 00:00 local
    ['2026-10-25T22:59:00.000Z', true],
    ['2026-10-25T23:00:00.000Z', false],
  ])('a DST-change Sunday at fixed UTC+1, %s: due %s', (at, isDue) => {
    expect(shouldDo(new Date(at), sundays, { dayStart: 0, timezoneOffset: -60 })).toBe(isDue);
  });
});
