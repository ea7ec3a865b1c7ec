// A player's year: the year's rows counted by task, date and kind, the day boundaries' stats, the
// first year with rows and the tasks' names, read together, then core's playerYear.
import { dateKey, dayClockOf, gameDateAt } from '@questlog/core';
import { type RecordedTask, playerYear, yearDates } from '@questlog/core/statistics';
import type { PlayerStatisticsAnswer } from '@questlog/core/api';
import {
  firstRecordYear,
  playerDayRecords,
  playerYearRows,
  taskNames,
} from '../../db/repositories/statisticsRecords.ts';
import type { ServiceContext } from '../serviceContext.ts';

export async function readPlayerStatistics(
  ctx: ServiceContext,
  { userId, preferences, year }: { userId: string; preferences: object; year?: number | undefined },
): Promise<PlayerStatisticsAnswer> {
  const today = gameDateAt(ctx.clock.now(), dayClockOf(preferences));
  const thisYear = Number(dateKey(today).slice(0, 4));
  const shown = year ?? thisYear;
  const dates = yearDates(shown, today);
  const range = { from: dateKey(dates.from), to: dateKey(dates.to) };
  const [taskRows, days, firstYear] = await Promise.all([
    playerYearRows(ctx.db, userId, range),
    playerDayRecords(ctx.db, userId, range),
    firstRecordYear(ctx.db, userId),
  ]);
  const rows = taskRows.flatMap(({ taskId, dates, kinds }) =>
    dates.map((date, index) => ({ taskId, date, kind: kinds[index]!, count: 1 })),
  );
  const types = new Map(taskRows.map(({ taskId, type }) => [taskId, type]));
  const names = new Map(
    (await taskNames(ctx.db, userId, [...types.keys()])).map((name) => [name.id, name]),
  );
  const tasks: RecordedTask[] = [...types].map(([taskId, type]) => {
    const name = names.get(taskId);
    return { taskId, type, text: name?.text ?? null, ...(name?.up === false ? { up: false } : {}) };
  });
  const { curve, weeks, review } = playerYear(shown, { tasks, rows, days }, { today });
  const years = [];
  for (let each = Math.min(firstYear ?? thisYear, thisYear); each <= thisYear; each += 1) {
    years.push(each);
  }
  return {
    year: shown,
    today: dateKey(today),
    years,
    curve: curve.map((point) => ({ ...point, date: dateKey(point.date) })),
    weeks: weeks.map(({ week, count }) => ({ week: dateKey(week), count })),
    review: {
      completions: review.completions,
      activeDays: review.activeDays,
      mostDone: review.mostDone && {
        ...review.mostDone,
        text: names.get(review.mostDone.taskId)?.text ?? null,
      },
      bestStreak: review.bestStreak && {
        ...review.bestStreak,
        text: names.get(review.bestStreak.taskId)?.text ?? null,
      },
      busiestWeekday: review.busiestWeekday,
      busiestMonth: review.busiestMonth,
      experienceGained: review.experienceGained,
      goldGained: review.goldGained,
      levelsGained: review.levelsGained,
    },
  };
}
