// The to-do archive's calls (ours), typed by their route-table entries (@questlog/core/api).
import { api } from './request.ts';

export const todoArchiveApi = {
  /** A page (from 0) of the archived to-dos whose text or notes hold `search`. */
  search: async (search: string, page: number) =>
    (
      await api.call('GET /tasks/archive', {
        query: { ...(search ? { search } : {}), ...(page > 0 ? { page } : {}) },
      })
    ).data,
  /** Puts an archived to-do back in the Completed list. */
  restore: async (taskId: string) =>
    (await api.call('POST /tasks/:taskId/unarchive', { params: { taskId } })).data,
};
