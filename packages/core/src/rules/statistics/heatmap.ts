// A year of completions as a calendar grid, and completions week by week.
import { type DayCount, weekStartOf } from './dayMarks.ts';

export interface HeatmapDay extends DayCount {
  /** 0 for none, else 1–4 by the share of the busiest day's count (quarters, rounded up). */
  level: number;
}

export interface YearHeatmap {
  /** The first date shown: the start of the week a year before `last`. */
  first: number;
  last: number;
  days: HeatmapDay[];
  total: number;
  max: number;
}

/** Whole weeks shown: 53 hold the last 365 days whichever weekday they begin on. */
export const HEATMAP_WEEKS = 53;

export function countsByDate(counts: readonly DayCount[]): Map<number, number> {
  const byDate = new Map<number, number>();
  for (const { date, count } of counts) byDate.set(date, (byDate.get(date) ?? 0) + count);
  return byDate;
}

/** The year ending on `last` (today), laid out from a week start so each column is a week. */
export function yearHeatmap(
  counts: readonly DayCount[],
  { last, weekStartsOn = 0 }: { last: number; weekStartsOn?: number },
): YearHeatmap {
  const first = weekStartOf(last - 364, weekStartsOn);
  const byDate = countsByDate(counts);
  const inYear: DayCount[] = [];
  for (let date = first; date <= last; date += 1)
    inYear.push({ date, count: byDate.get(date) ?? 0 });
  const max = Math.max(0, ...inYear.map(({ count }) => count));
  const days = inYear.map((day) => ({
    ...day,
    level: day.count === 0 ? 0 : Math.ceil((day.count / max) * 4),
  }));
  const total = inYear.reduce((sum, { count }) => sum + count, 0);
  return { first, last, days, total, max };
}

export interface WeekCount {
  /** The week's first date. */
  week: number;
  count: number;
}

/** Completions per week from the week holding `from` to the week holding `to`, empty weeks kept. */
export function completionsPerWeek(
  counts: readonly DayCount[],
  { from, to, weekStartsOn = 0 }: { from: number; to: number; weekStartsOn?: number },
): WeekCount[] {
  const weeks: WeekCount[] = [];
  const firstWeek = weekStartOf(from, weekStartsOn);
  for (let week = firstWeek; week <= to; week += 7) weeks.push({ week, count: 0 });
  for (const { date, count } of counts) {
    if (date < from || date > to) continue;
    const index = (weekStartOf(date, weekStartsOn) - firstWeek) / 7;
    weeks[index]!.count += count;
  }
  return weeks;
}
