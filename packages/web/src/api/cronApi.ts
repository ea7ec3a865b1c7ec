// The day boundary's calls, through the one request layer.
import { api } from './request.ts';

export const cronApi = {
  /** Runs the day boundary; the client then reloads the user and the tasks. */
  run: async () => {
    await api.call('POST /cron');
  },
  /** Scores a daily done yesterday, before the day boundary runs (x-defer-cron). */
  scoreYesterday: async (taskId: string) =>
    (
      await api.call('POST /tasks/:taskId/score/:direction', {
        params: { taskId, direction: 'up' },
        deferCron: true,
      })
    ).data,
  /** POST /user/custom-day-start: the hour (0–23) the player's day starts at. */
  setDayStart: async (dayStart: number) => {
    const answer = await api.call('POST /user/custom-day-start', {
      body: {
        dayStart,
      },
    });
    return answer.data?.message ?? answer.message;
  },
};
