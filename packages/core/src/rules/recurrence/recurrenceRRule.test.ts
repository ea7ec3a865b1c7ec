import { describe, expect, it } from 'vitest';
import type { Daily, WeekdayRepeat } from '../../model/task.ts';
import { WEEKDAYS } from '../../model/task.ts';
import { seededRandom } from '../time/timeTestKit.ts';
import { type RecurrenceOptions, gameDate } from './dayStart.ts';
import { nextDueDates } from './nextDue.ts';
import { recurrenceFromRRule, withRRuleFields } from './recurrenceFromRRule.ts';
import { recurrenceToRRule } from './recurrenceRRule.ts';
import { UTC, recurringDaily, weekdays } from './recurrenceTestKit.ts';
import { isDueOnSchedule, nextScheduleDates, parseSchedule } from './rruleSchedule.ts';
import { shouldDo } from './shouldDo.ts';

const DAY = 86_400_000;

describe("the original's fields as an RRULE", () => {
  // Every daily starts on Thursday 1 January 2026 unless it says otherwise.
  it.each<[string, Partial<Daily>, string | undefined]>([
    ['every day', {}, 'FREQ=DAILY;INTERVAL=1'],
    ['every 3 days', { everyX: 3 }, 'FREQ=DAILY;INTERVAL=3'],
    [
      'Mon/Wed/Fri every 2 weeks, weeks from the Thursday start',
      { frequency: 'weekly', everyX: 2, repeat: weekdays('m', 'w', 'f') },
      'FREQ=WEEKLY;INTERVAL=2;WKST=TH;BYDAY=MO,WE,FR',
    ],
    [
      'weekly with no weekday: never (COUNT=0)',
      { frequency: 'weekly', repeat: weekdays() },
      'FREQ=WEEKLY;INTERVAL=1;WKST=TH;COUNT=0',
    ],
    [
      'the 1st and 15th',
      { frequency: 'monthly', daysOfMonth: [1, 15] },
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,15',
    ],
    [
      'the first and fifth Monday and Thursday',
      { frequency: 'monthly', weeksOfMonth: [0, 4], repeat: weekdays('m', 'th') },
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO,1TH,5MO,5TH',
    ],
    [
      'any day of every second month',
      { frequency: 'monthly', everyX: 2 },
      'FREQ=MONTHLY;INTERVAL=2;BYDAY=SU,MO,TU,WE,TH,FR,SA',
    ],
    ['yearly', { frequency: 'yearly' }, 'FREQ=YEARLY;INTERVAL=1'],
    [
      'yearly from 29 February: the last day of February',
      { frequency: 'yearly', startDate: '2024-02-29T00:00:00.000Z' },
      'FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=-1',
    ],
    ['no start date: no rule', { startDate: '' }, undefined],
    ['everyX 0: no rule', { everyX: 0 }, undefined],
    [
      'weeks of the month with no weekday (refused by the checks): no rule',
      { frequency: 'monthly', weeksOfMonth: [0], repeat: weekdays() },
      undefined,
    ],
  ])('%s', (_description, overrides, rrule) => {
    const daily = recurringDaily(overrides);
    const text = recurrenceToRRule(daily, UTC);
    expect(text?.split('\n')[1]).toBe(rrule && `RRULE:${rrule}`);
  });

  it("DTSTART is the start's local calendar date in the player's offset", () => {
    const daily = recurringDaily({ startDate: '2026-01-01T23:30:00.000Z' });
    expect(recurrenceToRRule(daily, UTC)).toBe(
      'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=DAILY;INTERVAL=1',
    );
    // 00:30 on 2 January in UTC+1.
    expect(recurrenceToRRule(daily, { dayStart: 0, timezoneOffset: -60 })).toMatch(
      /^DTSTART;VALUE=DATE:20260102\n/,
    );
  });
});

describe('reading the fields back from an RRULE', () => {
  const read = (rrule: string, start = '20260101') =>
    recurrenceFromRRule(`DTSTART;VALUE=DATE:${start}\nRRULE:${rrule}`);

  it.each([
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', // the last weekday of the month
    'FREQ=MONTHLY;BYMONTHDAY=-1', // the last day of the month
    'FREQ=MONTHLY;BYDAY=-1FR', // the last Friday
    'FREQ=DAILY;COUNT=10',
    'FREQ=DAILY;UNTIL=20260301',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', // calendar weeks from Monday, not from the Thursday start
    'FREQ=MONTHLY;BYDAY=1MO,2TU', // not every listed week × every listed weekday
    'FREQ=YEARLY;BYMONTH=3',
    'FREQ=HOURLY',
  ])('%s: not expressible by the original', (rrule) => {
    expect(read(rrule)).toBeUndefined();
  });

  it.each<[string, object]>([
    ['FREQ=WEEKLY;BYDAY=TU', { frequency: 'weekly', everyX: 1, repeat: weekdays('t') }],
    [
      'FREQ=WEEKLY;INTERVAL=2;WKST=TH;BYDAY=TU',
      { frequency: 'weekly', everyX: 2, repeat: weekdays('t') },
    ],
    [
      'FREQ=MONTHLY;BYDAY=2TU', // the second Tuesday
      { frequency: 'monthly', everyX: 1, weeksOfMonth: [1], repeat: weekdays('t') },
    ],
    [
      'FREQ=MONTHLY;BYDAY=1MO,5MO,1TH,5TH', // weekday by weekday: the same rule
      { frequency: 'monthly', weeksOfMonth: [0, 4], repeat: weekdays('m', 'th') },
    ],
    [
      'FREQ=MONTHLY;BYDAY=FR', // every Friday of the month: Fridays in weeks 0–4
      { frequency: 'monthly', weeksOfMonth: [0, 1, 2, 3, 4], repeat: weekdays('f') },
    ],
  ])('%s', (rrule, fields) => {
    expect(read(rrule)).toMatchObject(fields);
  });

  it('a new DTSTART moves the start date to that local midnight; the same date keeps it', () => {
    const daily = recurringDaily({ startDate: '2026-01-01T15:45:12.345Z' });
    const same = withRRuleFields(daily, 'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=DAILY', UTC);
    expect(same?.startDate).toBe('2026-01-01T15:45:12.345Z');
    const moved = withRRuleFields(daily, 'DTSTART;VALUE=DATE:20260310\nRRULE:FREQ=DAILY', {
      dayStart: 4,
      timezoneOffset: -60,
    });
    expect(moved?.startDate).toBe('2026-03-09T23:00:00.000Z');
  });
});

// Property tests: random schedules the original's checks accept, random offsets and day starts.
function randomDaily(random: () => number): Daily {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const few = (max: number, from: number, to: number) =>
    Array.from({ length: Math.floor(random() * (max + 1)) }, () =>
      Math.floor(from + random() * (to - from + 1)),
    );
  const repeat = Object.fromEntries(WEEKDAYS.map((day) => [day, random() < 0.4])) as WeekdayRepeat;
  // One start in five on an edge of the calendar: a leap day, a month's end, a year's end.
  const edges = [
    '2024-02-29',
    '2028-02-29',
    '2025-02-28',
    '2026-01-31',
    '2026-03-31',
    '2026-12-31',
  ];
  const start =
    random() < 0.2
      ? Date.parse(`${pick(edges)}T00:00:00Z`) + Math.floor(random() * DAY)
      : Date.UTC(2024, 0, 1) + Math.floor(random() * 4 * 365 * DAY);
  return recurringDaily({
    frequency: pick(['daily', 'weekly', 'monthly', 'yearly'] as const),
    everyX: random() < 0.05 ? Math.floor(1 + random() * 9999) : pick([1, 1, 2, 3, 4, 7]),
    startDate: new Date(start).toISOString(),
    repeat,
    daysOfMonth: random() < 0.5 ? [] : few(4, 1, 31),
    weeksOfMonth: random() < 0.5 ? [] : few(3, 0, 4),
  });
}

function randomOptions(random: () => number): RecurrenceOptions {
  return {
    dayStart: Math.floor(random() * 25),
    timezoneOffset: -840 + Math.floor(random() * 1561),
  };
}

describe('every schedule the original can express, as an RRULE (property tests)', () => {
  it('round-trips through the new field unchanged', () => {
    const random = seededRandom(5545);
    for (let i = 0; i < 1000; i++) {
      const daily = randomDaily(random);
      const options = randomOptions(random);
      const text = recurrenceToRRule(daily, options);
      if (text === undefined) {
        // Only a week-of-month rule with no weekday, which the checks refuse, has none.
        expect(daily.frequency === 'monthly' && daily.weeksOfMonth.length > 0).toBe(true);
        continue;
      }
      expect(withRRuleFields(daily, text, options)).toEqual(daily);
    }
  });

  it("is due on the same dates as today's shouldDo, and lists the same next dates", () => {
    const random = seededRandom(30);
    for (let i = 0; i < 200; i++) {
      const daily = randomDaily(random);
      const options = randomOptions(random);
      const text = recurrenceToRRule(daily, options);
      const schedule = text === undefined ? undefined : parseSchedule(text);
      const start = new Date(daily.startDate).getTime();
      // The library walks every period from the start: days and weeks are looked at over months.
      const span = ['daily', 'weekly'].includes(daily.frequency) ? 200 * DAY : 3 * 365 * DAY;
      for (let j = 0; j < 3; j++) {
        const at = new Date(start - 20 * DAY + Math.floor(random() * span));
        const isDue = schedule !== undefined && isDueOnSchedule(schedule, gameDate(at, options));
        expect(isDue, `${text} at ${at.toISOString()}`).toBe(shouldDo(at, daily, options));
      }
      const isAnyDayMonthly =
        daily.frequency === 'monthly' &&
        daily.weeksOfMonth.length === 0 &&
        daily.daysOfMonth.length === 0;
      if (!schedule || isAnyDayMonthly || daily.everyX > 12) continue;
      const now = new Date(start + Math.floor(random() * span));
      expect(nextScheduleDates(schedule, gameDate(now, options), 6), text).toEqual(
        nextDueDates(daily, now, options),
      );
    }
  });
});

describe('the due dates of an RRULE in a zone with daylight saving', () => {
  it('are whole local dates: a DST-change Sunday is due all day', () => {
    const schedule = parseSchedule('DTSTART;VALUE=DATE:20260301\nRRULE:FREQ=WEEKLY;BYDAY=SU')!;
    const sunday = Date.UTC(2026, 2, 29) / DAY; // Europe springs forward that morning
    expect(isDueOnSchedule(schedule, sunday)).toBe(true);
    expect(isDueOnSchedule(schedule, sunday + 1)).toBe(false);
    // shouldDo agrees with the same daily at a fixed offset.
    const daily = recurringDaily({
      frequency: 'weekly',
      repeat: weekdays('su'),
      startDate: '2026-03-01T00:00:00.000Z',
    });
    expect(shouldDo(new Date(sunday * DAY + 12 * 3_600_000), daily, UTC)).toBe(true);
  });
});
