// The day boundary's calls, through the one request layer.
import { api } from './request.ts';
import type { ScoreAnswer } from './tasksTypes.ts';

const id = encodeURIComponent;

export const cronApi = {
  /** Runs the day boundary; the client then reloads the user and the tasks. */
  run: async () => {
    await api.post<unknown>('/cron');
  },
  /** Scores a daily done yesterday, before the day boundary runs (x-defer-cron). */
  scoreYesterday: async (taskId: string) =>
    (await api.post<ScoreAnswer>(`/tasks/${id(taskId)}/score/up`, undefined, { deferCron: true }))
      .data,
  /** POST /user/custom-day-start: the hour (0–23) the player's day starts at. */
  setDayStart: async (dayStart: number) => {
    const answer = await api.post<{ message?: string } | null>('/user/custom-day-start', {
      dayStart,
    });
    return answer.data?.message ?? answer.message;
  },
};
