// Habit strength: an exponentially smoothed score of how regularly a task is kept, the measure Loop
// Habit Tracker publishes (docs/game-rules.md#habit-strength). Each counted day the strength moves
// toward that day's check by a fixed share:
//   multiplier = 0.5 ^ (sqrt(frequency) / 13)
//   strength   = previous × multiplier + check × (1 − multiplier)
// so a task done every day it is meant to be reaches 1 − 0.5^(30/13) ≈ 80% after 30 days and
// ≈ 96% after 60, and loses a third of its strength over a week's break.
import type { Daily, Habit } from '../../model/task.ts';
import { type DayMark, EVERY_DAY, type StrengthFrequency } from './dayMarks.ts';

/** The share of yesterday's strength a day keeps: a daily habit keeps 0.5^(1/13) ≈ 0.948. */
export function strengthMultiplier({ times, days }: StrengthFrequency): number {
  return 0.5 ** (Math.sqrt(times / days) / 13);
}

/** One day's step: the strength moves toward `check` (0 to 1) by 1 − multiplier. */
export function nextStrength(previous: number, check: number, multiplier: number): number {
  return previous * multiplier + check * (1 - multiplier);
}

/**
 * The strength after each day of `marks` (oldest first), from 0. A day's check is the share of the
 * task's quota met in the window that ends that day: for a task meant less than daily the window is
 * twice its period and the quota twice its times, so a weekly task done on different weekdays is
 * not punished. An excused day (a skip, a vacation) leaves the strength as it was; a day it was not
 * due still counts, its check read from the window.
 */
export function habitStrengthSeries(
  marks: readonly DayMark[],
  frequency: StrengthFrequency = EVERY_DAY,
): number[] {
  const multiplier = strengthMultiplier(frequency);
  const stretch = frequency.times < frequency.days ? 2 : 1;
  const quota = frequency.times * stretch;
  const window = frequency.days * stretch;
  const series: number[] = [];
  let doneInWindow = 0;
  let strength = 0;
  marks.forEach((mark, index) => {
    if (mark === 'done') doneInWindow += 1;
    if (index >= window && marks[index - window] === 'done') doneInWindow -= 1;
    if (mark !== 'excused') {
      strength = nextStrength(strength, Math.min(1, doneInWindow / quota), multiplier);
    }
    series.push(strength);
  });
  return series;
}

/**
 * How often a task is meant to be done, for its strength. A habit by its counters' period; a
 * daily by its schedule. A daily whose due days follow no steady count (monthly, yearly, a custom
 * rule) answers undefined: its strength counts its due days only (`dueDaysOnly`).
 */
export function strengthFrequency(
  task:
    | Pick<Habit, 'type' | 'frequency'>
    | Pick<Daily, 'type' | 'frequency' | 'everyX' | 'repeat' | 'rrule' | 'timesPerWeek'>,
): StrengthFrequency | undefined {
  if (task.type === 'habit') {
    return { daily: EVERY_DAY, weekly: { times: 1, days: 7 }, monthly: { times: 1, days: 30 } }[
      task.frequency
    ];
  }
  if (task.rrule) return undefined;
  if (task.timesPerWeek) return { times: task.timesPerWeek, days: 7 };
  const every = Math.max(1, task.everyX);
  if (task.frequency === 'daily') return { times: 1, days: every };
  if (task.frequency === 'weekly') {
    const weekdays = Object.values(task.repeat).filter(Boolean).length;
    return { times: Math.max(1, weekdays), days: 7 * every };
  }
  return undefined;
}

/** For a daily without a steady frequency: the days it was not due are left out, like excused ones. */
export function dueDaysOnly(marks: readonly DayMark[]): DayMark[] {
  return marks.map((mark) => (mark === 'notDue' ? 'excused' : mark));
}
