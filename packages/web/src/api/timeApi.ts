// Issue 30's calls (vacations, skips, missed days, the calendar feed) through the one request
// layer, typed by their route-table entries (@questlog/core/api). The zone itself is a PUT /user
// path, sent by the settings' useUserUpdate.
import { api } from './request.ts';
import type { MissedDayTicks, Vacation } from './timeTypes.ts';

export const timeApi = {
  /** Schedules a vacation; the answer is the whole list. */
  addVacation: async (vacation: Omit<Vacation, 'id'>): Promise<Vacation[]> =>
    (await api.call('POST /user/vacations', { body: vacation })).data,
  /** Cancels a vacation; the answer is the whole list. */
  cancelVacation: async (vacationId: string): Promise<Vacation[]> =>
    (await api.call('DELETE /user/vacations/:vacationId', { params: { vacationId } })).data,
  /** Skips a due daily for the current game date; the answer is the task. */
  skip: async (taskId: string) =>
    (await api.call('POST /tasks/:taskId/skip', { params: { taskId } })).data,
  unskip: async (taskId: string) =>
    (await api.call('DELETE /tasks/:taskId/skip', { params: { taskId } })).data,
  /** The game dates missed since the last day boundary (empty when at most one was). */
  missedDays: async () => (await api.call('GET /cron/missed-days')).data.days,
  /** Ticks off what was done on each missed date, then runs one day boundary. */
  runWithMissedDays: async (missedDays: MissedDayTicks[]) => {
    await api.call('POST /cron', { body: { missedDays } });
  },
  calendarFeed: async () => (await api.call('GET /user/calendar-feed')).data.url,
  regenerateCalendarFeed: async () =>
    (await api.call('POST /user/calendar-feed/regenerate')).data.url,
};
