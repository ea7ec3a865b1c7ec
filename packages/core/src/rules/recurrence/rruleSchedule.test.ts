import { describe, expect, it } from 'vitest';
import { dateKey, dateOfKey } from '../time/dateKeys.ts';
import { isDueOnSchedule, nextScheduleDates, parseSchedule } from './rruleSchedule.ts';

const date = (key: string) => dateOfKey(key)!;
const schedule = (rrule: string, start = '20260101') =>
  parseSchedule(`DTSTART;VALUE=DATE:${start}\nRRULE:${rrule}`);
const nextFive = (rrule: string, after: string) =>
  nextScheduleDates(schedule(rrule)!, date(after)).map(dateKey);

describe('richer schedules: the next five due dates', () => {
  it.each([
    [
      'the second Tuesday of each month',
      'FREQ=MONTHLY;BYDAY=2TU',
      ['2026-01-13', '2026-02-10', '2026-03-10', '2026-04-14', '2026-05-12'],
    ],
    [
      // Calendar weeks from Monday: the start's week (29 December–4 January) has no Tuesday left.
      'every second Tuesday (every other week)',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      ['2026-01-13', '2026-01-27', '2026-02-10', '2026-02-24', '2026-03-10'],
    ],
    [
      'the last weekday of the month',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      ['2026-01-30', '2026-02-27', '2026-03-31', '2026-04-30', '2026-05-29'],
    ],
    [
      'the last day of the month',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    ],
    ['three times, then never', 'FREQ=DAILY;COUNT=3', ['2026-01-01', '2026-01-02', '2026-01-03']],
    ['never (COUNT=0)', 'FREQ=WEEKLY;COUNT=0', []],
  ])('%s', (_description, rrule, expected) => {
    expect(nextFive(rrule, '2025-12-31')).toEqual(expected);
  });

  it('starts after the given date', () => {
    expect(nextFive('FREQ=MONTHLY;BYDAY=2TU', '2026-02-10')).toEqual([
      '2026-03-10',
      '2026-04-14',
      '2026-05-12',
      '2026-06-09',
      '2026-07-14',
    ]);
  });

  it('a rule due once a century lists what the look-ahead finds', () => {
    const rule = schedule('FREQ=YEARLY;INTERVAL=100')!;
    expect(nextScheduleDates(rule, date('2026-01-01')).map(dateKey)).toEqual([
      '2126-01-01',
      '2226-01-01',
      '2326-01-01',
      '2426-01-01',
      '2526-01-01',
    ]);
  });
});

describe('whether a schedule is due on a date', () => {
  const lastWeekday = schedule('FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1')!;
  it.each([
    ['2026-01-30', true], // Friday the 30th
    ['2026-01-31', false], // a Saturday
    ['2026-01-29', false],
    ['2025-12-31', false], // before the start
  ])('the last weekday of the month, %s: %s', (day, expected) => {
    expect(isDueOnSchedule(lastWeekday, date(day))).toBe(expected);
  });
});

describe('schedules a daily cannot follow', () => {
  it.each([
    ['hourly', 'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=HOURLY'],
    ['at set hours', 'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=DAILY;BYHOUR=9,17'],
    ['no DTSTART', 'RRULE:FREQ=DAILY'],
    ['no RRULE', 'DTSTART;VALUE=DATE:20260101'],
    ['not a date', 'DTSTART;VALUE=DATE:20260231\nRRULE:FREQ=DAILY'],
    ['an unknown part', 'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=DAILY;SOMETIMES=1'],
    ['a stray line', 'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=DAILY\nEXDATE:20260102'],
    ['a zero interval', 'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=DAILY;INTERVAL=0'],
  ])('%s', (_description, text) => {
    expect(parseSchedule(text)).toBeUndefined();
  });

  it('CRLF line ends and a DTSTART with a time are read as the date', () => {
    const rule = parseSchedule('DTSTART:20260101T090000Z\r\nRRULE:FREQ=DAILY;INTERVAL=2');
    expect(rule?.start).toBe(date('2026-01-01'));
    expect(isDueOnSchedule(rule!, date('2026-01-03'))).toBe(true);
  });
});
