// A player's year in pictures from their recorded rows: the experience, gold and level at each
// day boundary, completions per week and the year in review.
import type { TaskType } from '../../model/task.ts';
import { dateOfKey } from '../time/dateKeys.ts';
import { type WeekCount, completionsPerWeek } from './heatmap.ts';
import { totalExperience } from './playerCurve.ts';
import { type KindCount, taskDays } from './taskDays.ts';
import { type TaskYear, type YearInReview, yearInReview } from './yearInReview.ts';

/** The player's stats as one day boundary left them. */
export interface PlayerDayRow {
  date: number;
  exp: number;
  gp: number;
  lvl: number;
}

export interface CurvePoint {
  date: number;
  /** Experience earned since level 1. */
  experience: number;
  gold: number;
  level: number;
}

export interface RecordedTask {
  taskId: string;
  type: TaskType;
  /** Null for a task since deleted. */
  text: string | null;
  up?: boolean;
}

export interface PlayerYear {
  year: number;
  curve: CurvePoint[];
  weeks: WeekCount[];
  review: YearInReview;
}

/** The first and last date of a calendar year, the last no later than `today`. */
export function yearDates(year: number, today: number): { from: number; to: number } {
  const from = dateOfKey(`${year}-01-01`)!;
  return { from, to: Math.min(today, dateOfKey(`${year}-12-31`)!) };
}

/**
 * `rows`: the year's rows of every task by task, date and kind; `days`: the day boundaries' stats
 * in the year and the last one before it, oldest first.
 */
export function playerYear(
  year: number,
  {
    tasks,
    rows,
    days,
  }: {
    tasks: readonly RecordedTask[];
    rows: readonly (KindCount & { taskId: string })[];
    days: readonly PlayerDayRow[];
  },
  { today, weekStartsOn = 0 }: { today: number; weekStartsOn?: number },
): PlayerYear {
  const { from, to } = yearDates(year, today);
  const rowsByTask = new Map<string, KindCount[]>();
  for (const row of rows) {
    const taskRows = rowsByTask.get(row.taskId) ?? [];
    taskRows.push(row);
    rowsByTask.set(row.taskId, taskRows);
  }
  const taskYears: TaskYear[] = tasks.map((task) => {
    const { completions, marks } = taskDays(task, rowsByTask.get(task.taskId) ?? [], {
      today: to,
    });
    return { taskId: task.taskId, text: task.text ?? '', completions, marks };
  });
  const curveDays = days.map(({ date, exp, gp, lvl }) => ({
    date,
    totalExperience: totalExperience({ lvl, exp }),
    gold: gp,
    lvl,
  }));
  return {
    year,
    curve: curveDays
      .filter(({ date }) => date >= from && date <= to)
      .map(({ date, totalExperience: experience, gold, lvl }) => ({
        date,
        experience,
        gold: Math.round(gold * 100) / 100,
        level: lvl,
      })),
    weeks: completionsPerWeek(
      taskYears.flatMap(({ completions }) => completions),
      { from, to, weekStartsOn },
    ),
    review: yearInReview(year, { tasks: taskYears, days: curveDays }),
  };
}
