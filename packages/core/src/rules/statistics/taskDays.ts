// A task's recorded rows, counted by date and kind, read as statistics read them: completions per
// date and one mark per date. The kinds are the records' (docs/records.md): a score is `up` or
// `down`; a day boundary judges each daily with one outcome per date.
import type { TaskType } from '../../model/task.ts';
import { type DayCount, type DayMark, habitDayMark } from './dayMarks.ts';

/** How many rows of one kind a task has on one date. */
export interface KindCount {
  date: number;
  kind: string;
  count: number;
}

export interface TaskDays {
  completions: DayCount[];
  /** From the first recorded date to `today`, oldest first; empty for to-dos and rewards. */
  marks: DayMark[];
  /** The date of `marks[0]`. */
  first: number;
}

/** A day boundary's outcome as a mark: a rest in the inn or a rogue's stealth excuses the day. */
const OUTCOME_MARKS: Readonly<Record<string, DayMark>> = {
  completed: 'done',
  missed: 'missed',
  notDue: 'notDue',
  evaded: 'excused',
  resting: 'excused',
  skipped: 'excused',
  vacation: 'excused',
  excused: 'excused',
};

interface DateTally {
  up: number;
  down: number;
  outcome?: DayMark;
}

function tallyByDate(rows: readonly KindCount[]): Map<number, DateTally> {
  const byDate = new Map<number, DateTally>();
  for (const { date, kind, count } of rows) {
    const tally = byDate.get(date) ?? { up: 0, down: 0 };
    if (kind === 'up') tally.up += count;
    else if (kind === 'down') tally.down += count;
    else if (OUTCOME_MARKS[kind]) tally.outcome = OUTCOME_MARKS[kind];
    byDate.set(date, tally);
  }
  return byDate;
}

/**
 * Completions and marks of one task up to `today` (the player's game date, still open).
 * - A habit completes once per score up; its date is kept when scored up (or, with only a minus
 *   button, when never scored down).
 * - A daily's closed date takes the day boundary's outcome; today, or a date the boundary never
 *   judged (the player was away), counts as done when ticked more often than unticked that date,
 *   else as not judged (`notDue`, neutral for streaks, a day without a check for strength).
 * - A to-do completes on the date it was ticked more often than unticked; a reward on each buy.
 */
export function taskDays(
  task: { type: TaskType; up?: boolean },
  rows: readonly KindCount[],
  { today }: { today: number },
): TaskDays {
  const byDate = tallyByDate(rows.filter(({ date }) => date <= today));
  const dates = [...byDate.keys()].sort((a, b) => a - b);
  const first = dates[0] ?? today;
  const completions: DayCount[] = [];
  for (const date of dates) {
    const { up, down, outcome } = byDate.get(date)!;
    const count =
      task.type === 'habit' || task.type === 'reward'
        ? up
        : task.type === 'daily' && outcome
          ? Number(outcome === 'done')
          : Math.min(1, Math.max(0, up - down));
    if (count > 0) completions.push({ date, count });
  }
  if (task.type !== 'habit' && task.type !== 'daily') return { completions, marks: [], first };
  const marks: DayMark[] = [];
  for (let date = first; date <= today; date += 1) {
    const tally = byDate.get(date) ?? { up: 0, down: 0 };
    if (task.type === 'habit') {
      marks.push(
        habitDayMark({ up: task.up ?? true }, { scoredUp: tally.up, scoredDown: tally.down }),
      );
    } else if (tally.outcome) marks.push(tally.outcome);
    else marks.push(tally.up > tally.down ? 'done' : date === today ? 'missed' : 'notDue');
  }
  return { completions, marks, first };
}
