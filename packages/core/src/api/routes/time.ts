// Schemas of issue 30's calls (docs/api-compatibility.md, "Time zones, vacations and richer
// schedules"): planned vacations, skipping a daily for today, the days missed since the last day
// boundary, and the player's calendar feed. All are our own additions.
import { successEnvelope, TaskSchema } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['user'];
const GameDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Vacation = Type.Object({ id: Type.String(), start: Type.String(), end: Type.String() });
const Vacations = successEnvelope(Type.Array(Vacation));
const FeedUrl = successEnvelope(Type.Object({ url: Type.String() }));

export const addVacationSchema = {
  summary: 'Plan a vacation (first and last game date, both included)',
  description:
    'During a vacation date the player’s dailies do no damage, streaks are kept and nothing ' +
    'counts against the party’s quest. At most 10, none overlapping. Answers the list by start.',
  tags,
  body: Type.Object({ start: Type.String(), end: Type.String() }),
  response: { 200: Vacations },
};

export const removeVacationSchema = {
  summary: 'Cancel a planned vacation; answers the list',
  tags,
  params: Type.Object({ vacationId: Type.String({ minLength: 1 }) }),
  response: { 200: Vacations },
};

const TaskId = Type.Object({ taskId: Type.String({ minLength: 1 }) });

export const skipDailySchema = {
  summary: 'Skip a daily for the current game date (neutral: no damage, no streak change)',
  description: 'Only a daily that is due today and not done. Answers the task (`skippedDate`).',
  tags: ['tasks'],
  params: TaskId,
  response: { 200: successEnvelope(TaskSchema) },
};

export const unskipDailySchema = {
  summary: 'Undo the skip of a daily; answers the task',
  tags: ['tasks'],
  params: TaskId,
  response: { 200: successEnvelope(TaskSchema) },
};

export const missedDaysSchema = {
  summary: 'The game dates missed since the last day boundary, with the dailies due each date',
  description:
    'At most 7, oldest first; empty when at most one day was missed. Tick them off with ' +
    '`POST /cron` `{ missedDays: [{ date, done: [taskId…] }] }`.',
  tags,
  response: {
    200: successEnvelope(
      Type.Object({
        days: Type.Array(Type.Object({ date: GameDate, dailies: Type.Array(TaskSchema) })),
      }),
    ),
  },
};

export const calendarFeedSchema = {
  summary: 'The secret address of the player’s calendar feed (made on first call)',
  tags,
  response: { 200: FeedUrl },
};

export const regenerateCalendarFeedSchema = {
  summary: 'A new secret address for the calendar feed; the old one stops working',
  tags,
  response: { 200: FeedUrl },
};

export const calendarFeedIcsSchema = {
  summary: 'The calendar feed (iCalendar, no sign-in: the address is the secret)',
  description:
    'All-day events: the dailies due and the to-dos with due dates, from 7 days ago to 60 ahead.',
  tags,
  produces: ['text/calendar'],
  params: Type.Object({ feedToken: Type.String({ minLength: 1 }) }),
};

/** Issue 30's calls. */
export const timeApi = {
  addVacation: apiRoute('POST', '/user/vacations', addVacationSchema),
  removeVacation: apiRoute('DELETE', '/user/vacations/:vacationId', removeVacationSchema),
  skipDaily: apiRoute('POST', '/tasks/:taskId/skip', skipDailySchema),
  unskipDaily: apiRoute('DELETE', '/tasks/:taskId/skip', unskipDailySchema),
  missedDays: apiRoute('GET', '/cron/missed-days', missedDaysSchema),
  calendarFeed: apiRoute('GET', '/user/calendar-feed', calendarFeedSchema),
  regenerateCalendarFeed: apiRoute(
    'POST',
    '/user/calendar-feed/regenerate',
    regenerateCalendarFeedSchema,
  ),
  calendarFeedIcs: apiRoute('GET', '/calendar/:feedToken.ics', calendarFeedIcsSchema),
};
