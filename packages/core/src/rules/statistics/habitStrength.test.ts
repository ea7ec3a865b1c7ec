import { describe, expect, it } from 'vitest';
import type { DayMark } from './dayMarks.ts';
import {
  dueDaysOnly,
  habitStrengthSeries,
  strengthFrequency,
  strengthMultiplier,
} from './habitStrength.ts';

// Percentages to compare within one point (the published figures are rounded to whole percents).
const percent = (strength: number | undefined) => (strength ?? Number.NaN) * 100;
const days = (mark: DayMark, count: number): DayMark[] => Array<DayMark>(count).fill(mark);
const last = (series: number[]) => series.at(-1);

describe('habit strength (exponential smoothing)', () => {
  // A daily task: multiplier m = 0.5^(√1 / 13) = 0.5^(1/13) ≈ 0.94808. From 0, n kept days give
  // 1 − mⁿ (each day closes the share 1 − m of the gap to 1).
  it('a daily kept 30 days reaches ≈ 80%: 1 − 0.5^(30/13) = 1 − 0.2020 = 79.8%', () => {
    expect(strengthMultiplier({ times: 1, days: 1 })).toBeCloseTo(0.94808, 5);
    expect(percent(last(habitStrengthSeries(days('done', 30))))).toBeCloseTo(79.8, 0);
    expect(Math.abs(percent(last(habitStrengthSeries(days('done', 30)))) - 80)).toBeLessThan(1);
  });

  it('a daily kept 60 days reaches ≈ 96%: 1 − 0.5^(60/13) = 1 − 0.0408 = 95.9%', () => {
    const strength = percent(last(habitStrengthSeries(days('done', 60))));
    expect(strength).toBeCloseTo(95.9, 0);
    expect(Math.abs(strength - 96)).toBeLessThan(1);
  });

  // Done, missed, done, missed…: each pair multiplies by m² and adds (1 − m)·m, so after k pairs
  // s = m/(1 + m) · (1 − m^(2k)); 30 pairs (60 days): 0.48667 × (1 − 0.04079) = 46.7%, and it never
  // passes m/(1 + m) ≈ 48.7% however long it goes on.
  it('a daily done every other day for 60 days sits at ≈ 46.7%, under half', () => {
    const marks = Array.from({ length: 60 }, (_, day): DayMark =>
      day % 2 === 0 ? 'done' : 'missed',
    );
    expect(Math.abs(percent(last(habitStrengthSeries(marks))) - 46.7)).toBeLessThan(1);
    const long = Array.from({ length: 600 }, (_, day): DayMark =>
      day % 2 === 0 ? 'done' : 'missed',
    );
    expect(Math.max(...habitStrengthSeries(long))).toBeLessThan(0.5134);
  });

  // A task meant every other day (1 in 2: m = 0.5^(√0.5 / 13) ≈ 0.96301) kept to it: the check is the
  // share of 2 done in the last 4 days, 0.5 on the first two days and 1 after. From 0 that gives
  // 1 − m³⁰ − 0.5·(1 − m)·(m²⁹ + m²⁸) = 0.6773 − 0.0127 = 66.5% after 30 days.
  it('a task meant every other day and kept to it reaches ≈ 66.5% after 30 days', () => {
    const marks = Array.from({ length: 30 }, (_, day): DayMark =>
      day % 2 === 0 ? 'done' : 'notDue',
    );
    const series = habitStrengthSeries(marks, { times: 1, days: 2 });
    expect(Math.abs(percent(last(series)) - 66.5)).toBeLessThan(1);
  });

  // 60 kept days (95.9%), then a week off: × m⁷ = × 0.5^(7/13) = × 0.6884 → 66.0%; a week back
  // closes the gap again by the same factor: 1 − (1 − 0.6604) × 0.6884 = 76.6%.
  it("a week's break after 60 days drops to ≈ 66.0%, and a week back recovers to ≈ 76.6%", () => {
    const series = habitStrengthSeries([
      ...days('done', 60),
      ...days('missed', 7),
      ...days('done', 7),
    ]);
    expect(Math.abs(percent(series[66]) - 66.0)).toBeLessThan(1);
    expect(Math.abs(percent(series[73]) - 76.6)).toBeLessThan(1);
  });

  it('an excused day (a skip, a vacation) leaves the strength where it was', () => {
    const series = habitStrengthSeries([...days('done', 10), ...days('excused', 5)]);
    expect(series[14]).toBe(series[9]);
  });

  it('a weekly task done on different weekdays each week is not punished for it', () => {
    // Monday one week, Friday the next: the window of two weeks still holds two.
    const week = (doneOn: number) =>
      Array.from({ length: 7 }, (_, day): DayMark => (day === doneOn ? 'done' : 'notDue'));
    const marks = [...week(0), ...week(4), ...week(1), ...week(6), ...week(2)];
    const series = habitStrengthSeries(marks, { times: 1, days: 7 });
    expect(series.slice(14).every((strength, day) => strength >= series[13 + day]!)).toBe(true);
  });
});

describe('how often a task is meant to be done', () => {
  const repeat = { su: false, m: true, t: false, w: true, th: false, f: true, s: false };
  const daily = { type: 'daily' as const, everyX: 1, repeat, rrule: null, timesPerWeek: null };
  it.each([
    [
      { type: 'habit' as const, frequency: 'daily' as const },
      { times: 1, days: 1 },
    ],
    [
      { type: 'habit' as const, frequency: 'weekly' as const },
      { times: 1, days: 7 },
    ],
    [
      { ...daily, frequency: 'daily' as const, everyX: 3 },
      { times: 1, days: 3 },
    ],
    [
      { ...daily, frequency: 'weekly' as const },
      { times: 3, days: 7 },
    ],
    [
      { ...daily, frequency: 'weekly' as const, everyX: 2 },
      { times: 3, days: 14 },
    ],
    [
      { ...daily, frequency: 'daily' as const, timesPerWeek: 4 },
      { times: 4, days: 7 },
    ],
    [{ ...daily, frequency: 'monthly' as const }, undefined],
    [{ ...daily, frequency: 'daily' as const, rrule: 'FREQ=DAILY' }, undefined],
  ])('%j: %j', (task, expected) => {
    expect(strengthFrequency(task)).toEqual(expected);
  });

  it('a daily without a steady frequency counts its due days only', () => {
    expect(dueDaysOnly(['done', 'notDue', 'missed', 'excused'])).toEqual([
      'done',
      'excused',
      'missed',
      'excused',
    ]);
  });
});
