// One task's statistics from its recorded rows: the year heatmap, the streaks and the strength.
import type { Task } from '../../model/task.ts';
import type { DayMark, StrengthFrequency } from './dayMarks.ts';
import { dueDaysOnly, habitStrengthSeries, strengthFrequency } from './habitStrength.ts';
import { type YearHeatmap, yearHeatmap } from './heatmap.ts';
import { type Streaks, streaksOf } from './streaks.ts';
import { type KindCount, taskDays } from './taskDays.ts';

export interface StrengthPoint {
  date: number;
  strength: number;
}

export interface TaskStatistics {
  heatmap: YearHeatmap;
  streaks: Streaks;
  /** For habits and dailies: the strength on each date of the last year, and the frequency used. */
  strength: { frequency: StrengthFrequency | null; series: StrengthPoint[] } | null;
}

/** Dates of the strength series shown: a year, as the heatmap. */
export const STRENGTH_DAYS = 365;

/**
 * Today is still open: not done yet, it is left out of the strength (a morning does not lower it)
 * and does not end the current streak.
 */
export function taskStatistics(
  task: Task,
  rows: readonly KindCount[],
  { today, weekStartsOn = 0 }: { today: number; weekStartsOn?: number },
): TaskStatistics {
  const { completions, marks, first } = taskDays(task, rows, { today });
  const heatmap = yearHeatmap(completions, { last: today, weekStartsOn });
  if (task.type !== 'habit' && task.type !== 'daily') {
    return { heatmap, streaks: { current: 0, best: 0 }, strength: null };
  }
  const frequency = strengthFrequency(task);
  const closed: DayMark[] = marks.at(-1) === 'missed' ? marks.slice(0, -1) : marks;
  const strengths = habitStrengthSeries(frequency ? closed : dueDaysOnly(closed), frequency);
  const series: StrengthPoint[] = [];
  const from = Math.max(first, first + strengths.length - STRENGTH_DAYS);
  for (let date = from; date < first + strengths.length; date += 1) {
    series.push({ date, strength: strengths[date - first]! });
  }
  return { heatmap, streaks: streaksOf(marks), strength: { frequency: frequency ?? null, series } };
}
