import { describe, expect, it } from 'vitest';
import { dateKey, dateOfKey } from '../time/dateKeys.ts';
import { flexibleWeekDay, flexibleWeekShortfall, weekOf } from './flexibleWeek.ts';

const date = (key: string) => dateOfKey(key)!;
const threeTimes = { timesPerWeek: 3 };

describe('three times a week, any days', () => {
  it('weeks start on Monday unless told otherwise', () => {
    const { first, last } = weekOf(date('2026-08-06')); // a Thursday
    expect([dateKey(first), dateKey(last)]).toEqual(['2026-08-03', '2026-08-09']);
    const sunday = weekOf(date('2026-08-06'), 0);
    expect([dateKey(sunday.first), dateKey(sunday.last)]).toEqual(['2026-08-02', '2026-08-08']);
  });

  it('is due every day until done three times that week', () => {
    const done = ['2026-08-03', '2026-08-04', '2026-08-06'].map(date);
    expect(flexibleWeekDay(threeTimes, done, date('2026-08-06'))).toEqual({
      doneBefore: 2,
      isDue: true,
    });
    expect(flexibleWeekDay(threeTimes, done, date('2026-08-07')).isDue).toBe(false);
    // A new week starts the count again.
    expect(flexibleWeekDay(threeTimes, done, date('2026-08-10'))).toEqual({
      doneBefore: 0,
      isDue: true,
    });
  });

  it('the shortfall is judged once, when the last day of the week closes', () => {
    const done = ['2026-08-03'].map(date);
    expect(flexibleWeekShortfall(threeTimes, done, date('2026-08-08'))).toBe(0); // Saturday
    expect(flexibleWeekShortfall(threeTimes, done, date('2026-08-09'))).toBe(2); // Sunday
    const enough = ['2026-08-03', '2026-08-05', '2026-08-07', '2026-08-08'].map(date);
    expect(flexibleWeekShortfall(threeTimes, enough, date('2026-08-09'))).toBe(0);
  });
});
