// Streaks over a task's day marks: consecutive kept days, where a day the task was not due or was
// excused neither adds nor breaks. Today, last in the series, is still open: not done yet does not
// end the current streak.
import type { DayMark } from './dayMarks.ts';

export interface Streaks {
  current: number;
  best: number;
}

export function streaksOf(marks: readonly DayMark[], { isTodayOpen = true } = {}): Streaks {
  let run = 0;
  let best = 0;
  marks.forEach((mark, index) => {
    const isOpenToday = isTodayOpen && index === marks.length - 1 && mark === 'missed';
    if (mark === 'done') run += 1;
    else if (mark === 'missed' && !isOpenToday) run = 0;
    best = Math.max(best, run);
  });
  return { current: run, best };
}
