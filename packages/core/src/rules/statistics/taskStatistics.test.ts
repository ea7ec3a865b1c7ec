import { describe, expect, it } from 'vitest';
import { makeTask } from '../../testing/factories.ts';
import { dateOfKey } from '../time/dateKeys.ts';
import { playerYear } from './playerStatistics.ts';
import { taskDays } from './taskDays.ts';
import { taskStatistics } from './taskStatistics.ts';

const today = dateOfKey('2026-11-27')!;

describe("a task's days from its records", () => {
  it('a daily takes the day boundary outcome; today counts when ticked more than unticked', () => {
    const rows = [
      { date: today - 3, kind: 'completed', count: 1 },
      { date: today - 3, kind: 'up', count: 1 },
      { date: today - 2, kind: 'vacation', count: 1 },
      // the player was away on today − 1: not judged
      { date: today, kind: 'up', count: 2 },
      { date: today, kind: 'down', count: 1 },
    ];
    expect(taskDays({ type: 'daily' }, rows, { today })).toEqual({
      completions: [
        { date: today - 3, count: 1 },
        { date: today, count: 1 },
      ],
      marks: ['done', 'excused', 'notDue', 'done'],
      first: today - 3,
    });
  });

  it('a habit completes once per score up; a to-do on the date it stayed ticked', () => {
    const rows = [
      { date: today - 1, kind: 'up', count: 3 },
      { date: today - 1, kind: 'down', count: 1 },
      { date: today, kind: 'down', count: 1 },
    ];
    expect(taskDays({ type: 'habit', up: true }, rows, { today })).toEqual({
      completions: [{ date: today - 1, count: 3 }],
      marks: ['done', 'missed'],
      first: today - 1,
    });
    expect(taskDays({ type: 'todo' }, rows, { today }).completions).toEqual([
      { date: today - 1, count: 1 },
    ]);
  });
});

describe("a task's statistics", () => {
  it('a habit kept 30 days reads a heatmap, a 30-day streak and ≈ 80% strength', () => {
    const habit = makeTask('habit', { frequency: 'daily' });
    const rows = Array.from({ length: 30 }, (_, day) => ({
      date: today - 30 + day,
      kind: 'up',
      count: 1,
    }));
    // today not scored yet: open, it neither lowers the strength nor ends the streak
    const statistics = taskStatistics(habit, rows, { today });
    expect(statistics.streaks).toEqual({ current: 30, best: 30 });
    expect(statistics.heatmap.total).toBe(30);
    expect(statistics.strength?.series).toHaveLength(30);
    expect(statistics.strength?.series.at(-1)).toEqual({
      date: today - 1,
      strength: expect.closeTo(0.798, 3),
    });
    expect(statistics.strength?.frequency).toEqual({ times: 1, days: 1 });
  });

  it('a to-do has a heatmap but no streak or strength', () => {
    const statistics = taskStatistics(makeTask('todo'), [{ date: today, kind: 'up', count: 1 }], {
      today,
    });
    expect(statistics).toMatchObject({ streaks: { current: 0, best: 0 }, strength: null });
    expect(statistics.heatmap.days.at(-1)).toEqual({ date: today, count: 1, level: 4 });
  });

  it('keeps a year of strength', () => {
    const rows = Array.from({ length: 500 }, (_, day) => ({
      date: today - 500 + day,
      kind: 'completed',
      count: 1,
    }));
    const { strength } = taskStatistics(makeTask('daily'), rows, { today });
    expect(strength?.series).toHaveLength(365);
    expect(strength?.series[0]?.date).toBe(today - 365);
  });
});

describe("a player's year", () => {
  it('draws the curve, counts weeks and reviews the year', () => {
    const jan = dateOfKey('2026-01-05')!; // a Monday
    const year = playerYear(
      2026,
      {
        tasks: [
          { taskId: 'a', type: 'habit', text: 'Stretch', up: true },
          { taskId: 'b', type: 'todo', text: null },
        ],
        rows: [
          { taskId: 'a', date: jan, kind: 'up', count: 2 },
          { taskId: 'a', date: jan + 1, kind: 'up', count: 1 },
          { taskId: 'b', date: jan + 7, kind: 'up', count: 1 },
        ],
        days: [
          { date: jan - 10, exp: 10, gp: 1, lvl: 1 }, // 2025: the baseline
          { date: jan, exp: 5, gp: 3.5, lvl: 2 },
          { date: jan + 7, exp: 20, gp: 10.255, lvl: 2 },
        ],
      },
      { today: jan + 8 },
    );
    expect(year.curve).toEqual([
      { date: jan, experience: 30, gold: 3.5, level: 2 },
      { date: jan + 7, experience: 45, gold: 10.26, level: 2 },
    ]);
    expect(year.weeks.map(({ count }) => count)).toEqual([0, 3, 1]); // from Sunday 28 December
    expect(year.review).toMatchObject({
      completions: 4,
      activeDays: 3,
      mostDone: { taskId: 'a', text: 'Stretch', count: 3 },
      bestStreak: { taskId: 'a', length: 2 },
      experienceGained: 35,
      levelsGained: 1,
    });
  });
});
