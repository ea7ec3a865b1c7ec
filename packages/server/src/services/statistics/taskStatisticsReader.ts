// A task's statistics: its rows counted by date and kind (one indexed read), handed to core's
// taskStatistics with the player's game date as today (docs/game-rules.md#statistics).
import { dateKey, dayClockOf, gameDateAt, type Task } from '@questlog/core';
import { taskStatistics } from '@questlog/core/statistics';
import type { TaskStatisticsAnswer } from '@questlog/core/api';
import { taskKindCounts } from '../../db/repositories/statisticsRecords.ts';
import type { ServiceContext } from '../serviceContext.ts';

export async function readTaskStatistics(
  ctx: ServiceContext,
  { userId, preferences, task }: { userId: string; preferences: object; task: Task },
): Promise<TaskStatisticsAnswer> {
  const today = gameDateAt(ctx.clock.now(), dayClockOf(preferences));
  const rows = await taskKindCounts(ctx.db, userId, task.id);
  const { heatmap, streaks, strength } = taskStatistics(task, rows, { today });
  return {
    taskId: task.id,
    type: task.type,
    text: task.text,
    today: dateKey(today),
    heatmap: {
      ...heatmap,
      first: dateKey(heatmap.first),
      last: dateKey(heatmap.last),
      days: heatmap.days.map((day) => ({ ...day, date: dateKey(day.date) })),
    },
    streaks,
    strength: strength && {
      frequency: strength.frequency,
      series: strength.series.map(({ date, strength: value }) => ({
        date: dateKey(date),
        strength: Math.round(value * 10_000) / 10_000,
      })),
    },
  };
}
