// Issue 30's calls (time zones, vacations, skips, missed days, the calendar feed), through the
// one request layer. Their shapes are the contract, kept in timeTypes.ts until the shared
// route table names them.
import { api } from './request.ts';
import type { Task } from './tasksTypes.ts';
import type { MissedDay, MissedDayTicks, Vacation } from './timeTypes.ts';
import type { User } from './types.ts';

const id = encodeURIComponent;

export const timeApi = {
  /** PUT /user with the zone: the answer is the whole user (an unknown name is refused, 400). */
  setTimeZone: async (timezone: string) =>
    (await api.put<User>('/user', { 'preferences.timezone': timezone })).data,
  /** Schedules a vacation; the answer is the whole list. */
  addVacation: async (vacation: Omit<Vacation, 'id'>) =>
    (await api.post<Vacation[]>('/user/vacations', vacation)).data,
  /** Cancels a vacation; the answer is the whole list. */
  cancelVacation: async (vacationId: string) =>
    (await api.delete<Vacation[]>(`/user/vacations/${id(vacationId)}`)).data,
  /** Skips a due daily for the current game date; the answer is the task. */
  skip: async (taskId: string) => (await api.post<Task>(`/tasks/${id(taskId)}/skip`)).data,
  unskip: async (taskId: string) => (await api.delete<Task>(`/tasks/${id(taskId)}/skip`)).data,
  /** The game dates missed since the last day boundary (empty when at most one was). */
  missedDays: async () => (await api.get<{ days: MissedDay[] }>('/cron/missed-days')).data.days,
  /** Ticks off what was done on each missed date, then runs one day boundary. */
  runWithMissedDays: async (missedDays: MissedDayTicks[]) => {
    await api.post<unknown>('/cron', { missedDays });
  },
  calendarFeed: async () => (await api.get<{ url: string }>('/user/calendar-feed')).data.url,
  regenerateCalendarFeed: async () =>
    (await api.post<{ url: string }>('/user/calendar-feed/regenerate')).data.url,
};
