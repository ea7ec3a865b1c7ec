// Schemas of the statistics calls (ours, not the original's): a task's heatmap, streaks and
// strength, and a player's year. Dates are the player's local dates, 'YYYY-MM-DD'.
import { Type, type Static } from 'typebox';
import { successEnvelope } from '../envelope.ts';
import { apiRoute } from './apiRoute.ts';

const tags = ['statistics'];
const LocalDate = Type.String({ format: 'date' });
const Count = Type.Integer({ minimum: 0 });

const HeatmapSchema = Type.Object({
  first: LocalDate,
  last: LocalDate,
  total: Count,
  max: Count,
  days: Type.Array(
    Type.Object({ date: LocalDate, count: Count, level: Type.Integer({ minimum: 0, maximum: 4 }) }),
  ),
});

export const TaskStatisticsSchema = Type.Object({
  taskId: Type.String({ format: 'uuid' }),
  type: Type.Union([
    Type.Literal('habit'),
    Type.Literal('daily'),
    Type.Literal('todo'),
    Type.Literal('reward'),
  ]),
  text: Type.String(),
  today: LocalDate,
  heatmap: HeatmapSchema,
  streaks: Type.Object({ current: Count, best: Count }),
  strength: Type.Union([
    Type.Object({
      frequency: Type.Union([
        Type.Object({ times: Type.Integer({ minimum: 1 }), days: Type.Integer({ minimum: 1 }) }),
        Type.Null(),
      ]),
      series: Type.Array(
        Type.Object({ date: LocalDate, strength: Type.Number({ minimum: 0, maximum: 1 }) }),
      ),
    }),
    Type.Null(),
  ]),
});
export type TaskStatisticsAnswer = Static<typeof TaskStatisticsSchema>;

const NamedTask = { taskId: Type.String(), text: Type.Union([Type.String(), Type.Null()]) };

export const PlayerStatisticsSchema = Type.Object({
  year: Type.Integer(),
  today: LocalDate,
  /** The years with records, oldest first (the current year always among them). */
  years: Type.Array(Type.Integer()),
  curve: Type.Array(
    Type.Object({ date: LocalDate, experience: Type.Number(), gold: Type.Number(), level: Count }),
  ),
  weeks: Type.Array(Type.Object({ week: LocalDate, count: Count })),
  review: Type.Object({
    completions: Count,
    activeDays: Count,
    mostDone: Type.Union([Type.Object({ ...NamedTask, count: Count }), Type.Null()]),
    bestStreak: Type.Union([Type.Object({ ...NamedTask, length: Count }), Type.Null()]),
    busiestWeekday: Type.Union([Type.Integer({ minimum: 0, maximum: 6 }), Type.Null()]),
    busiestMonth: Type.Union([
      Type.Object({ month: Type.Integer({ minimum: 1, maximum: 12 }), count: Count }),
      Type.Null(),
    ]),
    experienceGained: Type.Number(),
    goldGained: Type.Number(),
    levelsGained: Type.Integer(),
  }),
});
export type PlayerStatisticsAnswer = Static<typeof PlayerStatisticsSchema>;

export const taskStatisticsSchema = {
  summary: "A task's year heatmap, current and best streak, and a year of habit strength",
  description:
    'Ours. Completions per local date over the last year (levels 0–4 by quarters of the busiest ' +
    'date), the streaks, and for habits and dailies the strength (0–1, exponential smoothing) on ' +
    'each of the last 365 closed dates. Another player’s task or an unknown id is 404 taskNotFound.',
  tags,
  params: Type.Object({ taskId: Type.String({ minLength: 1 }) }),
  response: { 200: successEnvelope(TaskStatisticsSchema) },
};

export const playerStatisticsSchema = {
  summary: "The player's year: experience, gold and level by date, completions per week, a review",
  description:
    'Ours. `year` (2000–9999) defaults to the player’s current year; a year not yet begun answers ' +
    'empty. `years` lists the years with records to the current one.',
  tags,
  querystring: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 9999 })) }),
  response: { 200: successEnvelope(PlayerStatisticsSchema) },
};

/** The statistics routes. */
export const statisticsApi = {
  taskStatistics: apiRoute('GET', '/tasks/:taskId/statistics', taskStatisticsSchema),
  playerStatistics: apiRoute('GET', '/user/statistics', playerStatisticsSchema),
};
