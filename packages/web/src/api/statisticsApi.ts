// The statistics screens' reads (ours), typed by their route-table entries (@questlog/core/api).
import { api } from './request.ts';

export const statisticsApi = {
  /** A task's year heatmap, streaks and strength. */
  task: async (taskId: string) =>
    (await api.call('GET /tasks/:taskId/statistics', { params: { taskId } })).data,
  /** The player's year: the curve, completions per week and the review. */
  player: async (year?: number) =>
    (await api.call('GET /user/statistics', year === undefined ? {} : { query: { year } })).data,
};
