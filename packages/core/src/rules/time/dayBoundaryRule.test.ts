import { describe, expect, it } from 'vitest';
import { cronTiming } from '../cron/cronTiming.ts';
import { dateKey, dateOfKey } from './dateKeys.ts';
import { dayBoundaryAt, lastBoundaryDateOf } from './dayBoundaryRule.ts';
import { seededRandom } from './timeTestKit.ts';

const berlin = (dayStart = 0) => ({ dayStart, timezone: 'Europe/Berlin', timezoneOffset: 0 });
const date = (key: string) => dateOfKey(key)!;

describe('whether the day boundary is due', () => {
  it.each([
    // now, last date run, date, days missed
    ['2026-07-01T21:59:00Z', '2026-07-01', '2026-07-01', 0], // 23:59 in Berlin
    ['2026-07-01T22:00:00Z', '2026-07-01', '2026-07-02', 1],
    ['2026-07-05T10:00:00Z', '2026-07-01', '2026-07-05', 4],
    ['2026-06-30T10:00:00Z', '2026-07-01', '2026-06-30', 0], // a date before the last: never
  ])('at %s after %s: the date is %s, %i missed', (now, last, expected, daysMissed) => {
    const boundary = dayBoundaryAt({
      now: new Date(now),
      clock: berlin(),
      lastBoundaryDate: date(last),
    });
    expect({ date: dateKey(boundary.date), daysMissed: boundary.daysMissed }).toEqual({
      date: expected,
      daysMissed,
    });
  });

  it('refuses a last date that is not a day number (it would never be due)', () => {
    const now = new Date('2026-07-01T22:00:00Z');
    expect(() => dayBoundaryAt({ now, clock: berlin(), lastBoundaryDate: NaN })).toThrow(TypeError);
  });

  it('moving the day start later the same day does not run that day again', () => {
    // Ran at 01:00 on 2 July with the day starting at midnight; now the day starts at 12.
    const lastBoundaryDate = lastBoundaryDateOf(new Date('2026-07-01T23:00:00Z'), berlin(0));
    expect(dateKey(lastBoundaryDate)).toBe('2026-07-02');
    const afternoon = dayBoundaryAt({
      now: new Date('2026-07-02T11:00:00Z'), // 13:00: the 12 o'clock day of 2 July
      clock: berlin(12),
      lastBoundaryDate,
    });
    expect(afternoon.daysMissed).toBe(0);
  });

  it('an offset-only player moving west: the earlier date waits, as cronTiming does', () => {
    // Ran at 00:30 on 11 March in UTC+2; now 23:30 on 10 March in UTC+0.
    const lastBoundaryDate = lastBoundaryDateOf(new Date('2026-03-10T22:30:00Z'), {
      dayStart: 0,
      timezoneOffset: -120,
    });
    const now = new Date('2026-03-10T23:30:00Z');
    const clock = { dayStart: 0, timezoneOffset: 0 };
    expect(dayBoundaryAt({ now, clock, lastBoundaryDate }).daysMissed).toBe(0);
    const legacy = cronTiming({
      lastCron: new Date('2026-03-10T22:30:00Z'),
      now,
      dayStart: 0,
      timezoneOffset: 0,
      timezoneOffsetAtLastCron: -120,
    });
    expect(legacy.daysMissed).toBe(0);
  });

  it('an offset-only player who stays put: due exactly when cronTiming says (random cases)', () => {
    const random = seededRandom(5545);
    for (let i = 0; i < 1000; i++) {
      const timezoneOffset = -840 + Math.floor(random() * 1561);
      const dayStart = Math.floor(random() * 25);
      const lastCron = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 365 * 86_400_000));
      const now = new Date(lastCron.getTime() + Math.floor(random() * 4 * 86_400_000));
      const clock = { dayStart, timezoneOffset };
      const boundary = dayBoundaryAt({
        now,
        clock,
        lastBoundaryDate: lastBoundaryDateOf(lastCron, clock),
      });
      expect(boundary.daysMissed).toBe(
        cronTiming({ lastCron, now, dayStart, timezoneOffset }).daysMissed,
      );
    }
  });
});
