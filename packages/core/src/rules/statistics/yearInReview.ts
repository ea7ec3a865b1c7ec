// A player's year in review: what they did in one calendar year, from their tasks' completions
// and day marks and their stats at each day boundary.
import { type DayCount, type DayMark, weekdayOf } from './dayMarks.ts';
import { streaksOf } from './streaks.ts';
import { dateOfKey } from '../time/dateKeys.ts';

export interface TaskYear {
  taskId: string;
  text: string;
  /** Completions (habit ups, dailies and to-dos done) by date. */
  completions: readonly DayCount[];
  /** Its marks over the year, oldest first, for a habit or a daily (empty for others). */
  marks: readonly DayMark[];
}

export interface PlayerDay {
  date: number;
  totalExperience: number;
  gold: number;
  lvl: number;
}

export interface YearInReview {
  year: number;
  completions: number;
  /** Dates with at least one completion. */
  activeDays: number;
  mostDone: { taskId: string; text: string; count: number } | null;
  bestStreak: { taskId: string; text: string; length: number } | null;
  /** 0 Sunday … 6 Saturday; null in a year with no completions. */
  busiestWeekday: number | null;
  /** 1–12 with its count; null in a year with no completions. */
  busiestMonth: { month: number; count: number } | null;
  experienceGained: number;
  goldGained: number;
  levelsGained: number;
}

/** `days`: the player's stats at each day boundary, oldest first (those before the year too). */
export function yearInReview(
  year: number,
  { tasks, days }: { tasks: readonly TaskYear[]; days: readonly PlayerDay[] },
): YearInReview {
  // day numbers, not date text: this runs for every completion of the year
  const monthStarts = Array.from({ length: 13 }, (_, month) =>
    dateOfKey(`${year + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`)!,
  );
  const yearStart = monthStarts[0]!;
  const inYear = (date: number) => date >= yearStart && date < monthStarts[12]!;
  const monthOf = (date: number) => {
    let month = 11;
    while (date < monthStarts[month]!) month -= 1;
    return month;
  };
  const perDate = new Map<number, number>();
  const perWeekday = Array<number>(7).fill(0);
  const perMonth = Array<number>(12).fill(0);
  let mostDone: YearInReview['mostDone'] = null;
  let bestStreak: YearInReview['bestStreak'] = null;
  for (const task of tasks) {
    let count = 0;
    for (const { date, count: times } of task.completions) {
      if (!inYear(date) || times <= 0) continue;
      count += times;
      perDate.set(date, (perDate.get(date) ?? 0) + times);
      perWeekday[weekdayOf(date)]! += times;
      perMonth[monthOf(date)]! += times;
    }
    if (count > 0 && (!mostDone || count > mostDone.count))
      mostDone = { taskId: task.taskId, text: task.text, count };
    const { best } = streaksOf(task.marks, { isTodayOpen: false });
    if (best > 0 && (!bestStreak || best > bestStreak.length))
      bestStreak = { taskId: task.taskId, text: task.text, length: best };
  }
  const completions = [...perDate.values()].reduce((sum, count) => sum + count, 0);
  const busiest = (counts: number[]) => counts.indexOf(Math.max(...counts));
  // From the last day boundary before the year (else the year's first) to the year's last.
  const upToYearEnd = days.filter(({ date }) => date < yearStart || inYear(date));
  const first = upToYearEnd.filter(({ date }) => date < yearStart).at(-1) ?? upToYearEnd.at(0);
  const last = upToYearEnd.at(-1);
  return {
    year,
    completions,
    activeDays: perDate.size,
    mostDone,
    bestStreak,
    busiestWeekday: completions > 0 ? busiest(perWeekday) : null,
    busiestMonth:
      completions > 0 ? { month: busiest(perMonth) + 1, count: Math.max(...perMonth) } : null,
    experienceGained: first && last ? last.totalExperience - first.totalExperience : 0,
    goldGained: first && last ? Math.round((last.gold - first.gold) * 100) / 100 : 0,
    levelsGained: first && last ? last.lvl - first.lvl : 0,
  };
}
