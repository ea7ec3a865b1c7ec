import { describe, expect, it } from 'vitest';
import { dateOfKey } from '../time/dateKeys.ts';
import { denseMarks, habitDayMark, weekStartOf, weekdayOf } from './dayMarks.ts';
import { completionsPerWeek, yearHeatmap } from './heatmap.ts';
import { totalExperience } from './playerCurve.ts';
import { yearInReview } from './yearInReview.ts';

const date = (key: string) => dateOfKey(key)!;

describe('dates and marks', () => {
  it('knows the weekday and the week start', () => {
    expect(weekdayOf(date('2026-11-27'))).toBe(5); // a Friday
    expect(weekStartOf(date('2026-11-27'), 0)).toBe(date('2026-11-22'));
    expect(weekStartOf(date('2026-11-27'), 1)).toBe(date('2026-11-23'));
    expect(weekStartOf(date('2026-11-22'), 0)).toBe(date('2026-11-22'));
  });

  it('fills the dates without a mark', () => {
    const marks = new Map([[date('2026-01-02'), 'done' as const]]);
    expect(
      denseMarks(marks, { from: date('2026-01-01'), to: date('2026-01-03'), fill: 'missed' }),
    ).toEqual(['missed', 'done', 'missed']);
  });

  it.each([
    [{ up: true }, { scoredUp: 1, scoredDown: 0 }, 'done'],
    [{ up: true }, { scoredUp: 0, scoredDown: 2 }, 'missed'],
    [{ up: false }, { scoredUp: 0, scoredDown: 0 }, 'done'], // a day without the bad habit
    [{ up: false }, { scoredUp: 0, scoredDown: 1 }, 'missed'],
  ])('habit %j on %j: %s', (habit, day, mark) => {
    expect(habitDayMark(habit, day)).toBe(mark);
  });
});

describe('the year heatmap', () => {
  const today = date('2026-11-27'); // a Friday
  it('shows whole weeks from a year back to today, levelled by the busiest day', () => {
    const heatmap = yearHeatmap(
      [
        { date: today, count: 4 },
        { date: today - 1, count: 1 },
        { date: today - 1, count: 1 },
        { date: today - 400, count: 9 }, // more than a year back: left out
      ],
      { last: today },
    );
    expect(heatmap.first).toBe(date('2025-11-23')); // the Sunday on or before 2025-11-28
    expect(heatmap.days).toHaveLength(today - heatmap.first + 1);
    expect(heatmap.days.length).toBeLessThanOrEqual(53 * 7);
    expect(heatmap.total).toBe(6);
    expect(heatmap.max).toBe(4);
    expect(heatmap.days.at(-1)).toEqual({ date: today, count: 4, level: 4 });
    expect(heatmap.days.at(-2)).toEqual({ date: today - 1, count: 2, level: 2 });
    expect(heatmap.days[0]).toEqual({ date: heatmap.first, count: 0, level: 0 });
  });

  it('counts completions per week, empty weeks kept', () => {
    const weeks = completionsPerWeek(
      [
        { date: date('2026-11-02'), count: 2 },
        { date: date('2026-11-07'), count: 1 },
        { date: date('2026-11-20'), count: 5 },
      ],
      { from: date('2026-11-01'), to: date('2026-11-27'), weekStartsOn: 0 },
    );
    expect(weeks).toEqual([
      { week: date('2026-11-01'), count: 3 },
      { week: date('2026-11-08'), count: 0 },
      { week: date('2026-11-15'), count: 5 },
      { week: date('2026-11-22'), count: 0 },
    ]);
  });
});

describe('the experience curve', () => {
  it.each([
    [{ lvl: 1, exp: 10 }, 10],
    [{ lvl: 2, exp: 0 }, 25], // level 1 takes 25
    [{ lvl: 6, exp: 5 }, 25 + 50 + 75 + 100 + 150 + 5],
  ])('%j: %i', (stats, total) => {
    expect(totalExperience(stats)).toBe(total);
  });
});

describe('the year in review', () => {
  const tasks = [
    {
      taskId: 'read',
      text: 'Read',
      completions: [
        { date: date('2026-03-02'), count: 1 }, // a Monday
        { date: date('2026-03-03'), count: 1 },
        { date: date('2025-12-31'), count: 7 }, // the year before: left out
      ],
      marks: ['done', 'done', 'missed', 'done'] as const,
    },
    {
      taskId: 'run',
      text: 'Run',
      completions: [
        { date: date('2026-03-02'), count: 3 },
        { date: date('2026-07-10'), count: 1 },
      ],
      marks: ['done', 'done', 'done', 'notDue', 'done', 'missed'] as const,
    },
  ];
  const days = [
    { date: date('2025-12-31'), totalExperience: 100, gold: 5, lvl: 3 },
    { date: date('2026-06-01'), totalExperience: 400, gold: 50.5, lvl: 7 },
    { date: date('2026-12-31'), totalExperience: 900, gold: 20.25, lvl: 10 },
  ];

  it('sums the year from its completions, streaks and stats', () => {
    expect(yearInReview(2026, { tasks, days })).toEqual({
      year: 2026,
      completions: 6,
      activeDays: 3,
      mostDone: { taskId: 'run', text: 'Run', count: 4 },
      bestStreak: { taskId: 'run', text: 'Run', length: 4 },
      busiestWeekday: 1,
      busiestMonth: { month: 3, count: 5 },
      // from the last day boundary before the year
      experienceGained: 800,
      goldGained: 15.25,
      levelsGained: 7,
    });
  });

  it('a year with nothing done says so', () => {
    expect(yearInReview(2024, { tasks, days: [] })).toMatchObject({
      completions: 0,
      activeDays: 0,
      mostDone: null,
      busiestWeekday: null,
      busiestMonth: null,
      experienceGained: 0,
    });
  });
});
