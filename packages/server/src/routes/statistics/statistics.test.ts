import { describe, expect, it } from 'vitest';
import { callAs, dataOf } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import {
  PlayerStatisticsSchema,
  successEnvelope,
  TaskStatisticsSchema,
  type PlayerStatisticsAnswer,
  type TaskStatisticsAnswer,
} from '@questlog/core/api';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

// Friday 27 November 2026, noon UTC: the new players' zone is UTC, so today is 2026-11-27.
const NOW = new Date('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
/** The schema's complaints about an answer (empty when it conforms to the route table's). */
const errorsOf = (schema: TSchema, value: unknown) =>
  Value.Errors(successEnvelope(schema), value).map(
    (error) => `${error.instancePath}: ${error.message}`,
  );
const dayBefore = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString().slice(0, 10);

describe.each(databasesUnderTest())('statistics on $name', (database) => {
  const t = useTestApp(database, { clock: createFixedClock(NOW), accounts: ['ada', 'bob'] });

  const createTask = async (body: object) =>
    dataOf<{ id: string }>(await callAs(t.app, t.ada)('POST', '/tasks/user', body)).id;

  /** Rows as the records writer leaves them (the columns statistics read, the rest plausible). */
  const record = (
    rows: {
      taskId?: string;
      type?: string;
      kind: string;
      day: string;
      exp?: number;
      gp?: number;
      lvl?: number;
    }[],
  ) =>
    t.app.db.query(
      `INSERT INTO task_records (user_id, task_id, task_type, kind, at, day, exp, gp, lvl, hp,
         player_version)
       SELECT $1, x.task_id, x.task_type, x.kind, x.day::timestamptz, x.day, x.exp, x.gp, x.lvl, 50, 1
       FROM jsonb_to_recordset($2::jsonb) AS x(task_id uuid, task_type text, kind text, day date,
         exp double precision, gp double precision, lvl integer)`,
      [
        t.ada.id,
        JSON.stringify(
          rows.map(({ taskId = null, type = null, exp = 0, gp = 0, lvl = 1, ...row }) => ({
            task_id: taskId,
            task_type: type,
            exp,
            gp,
            lvl,
            ...row,
          })),
        ),
      ],
    );

  it("reads a habit's heatmap, streaks and strength: 30 days kept, ≈ 80%", async () => {
    const taskId = await createTask({ type: 'habit', text: 'Stretch' });
    await record(
      Array.from({ length: 30 }, (_, index) => ({
        taskId,
        type: 'habit',
        kind: 'up',
        day: dayBefore(30 - index),
      })),
    );
    await record([{ taskId, type: 'habit', kind: 'up', day: dayBefore(1) }]); // twice yesterday
    const response = await callAs(t.app, t.ada)('GET', `/tasks/${taskId}/statistics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(errorsOf(TaskStatisticsSchema, response.json())).toEqual([]);
    const statistics = dataOf<TaskStatisticsAnswer>(response);
    expect(statistics).toMatchObject({
      taskId,
      type: 'habit',
      text: 'Stretch',
      today: '2026-11-27',
      streaks: { current: 30, best: 30 },
      heatmap: { first: '2025-11-23', last: '2026-11-27', total: 31, max: 2 },
    });
    expect(statistics.heatmap.days.at(-2)).toEqual({ date: '2026-11-26', count: 2, level: 4 });
    expect(statistics.heatmap.days.at(-3)).toEqual({ date: '2026-11-25', count: 1, level: 2 });
    expect(statistics.strength?.frequency).toEqual({ times: 1, days: 1 });
    // 1 − 0.5^(30/13) = 79.8% (docs/game-rules.md#statistics)
    expect(statistics.strength?.series.at(-1)).toEqual({ date: '2026-11-26', strength: 0.798 });
  });

  it("a daily's streak follows the day boundary's outcomes", async () => {
    const taskId = await createTask({ type: 'daily', text: 'Read' });
    const outcome = (kind: string, days: number) => ({
      taskId,
      type: 'daily',
      kind,
      day: dayBefore(days),
    });
    await record([
      outcome('completed', 4),
      outcome('missed', 3),
      outcome('completed', 2),
      outcome('vacation', 1),
    ]);
    const statistics = dataOf<TaskStatisticsAnswer>(
      await callAs(t.app, t.ada)('GET', `/tasks/${taskId}/statistics`),
    );
    expect(statistics.streaks).toEqual({ current: 1, best: 1 });
    expect(statistics.heatmap.total).toBe(2);
  });

  it('a task without records answers an empty year', async () => {
    const taskId = await createTask({ type: 'todo', text: 'File taxes' });
    const statistics = dataOf<TaskStatisticsAnswer>(
      await callAs(t.app, t.ada)('GET', `/tasks/${taskId}/statistics`),
    );
    expect(statistics).toMatchObject({ streaks: { current: 0, best: 0 }, strength: null });
    expect(statistics.heatmap).toMatchObject({ total: 0, max: 0 });
  });

  it.each([
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ["another player's task", () => 'bob'],
  ])('%s is 404 taskNotFound', async (_, which) => {
    let taskId = which();
    if (taskId === 'bob') {
      taskId = dataOf<{ id: string }>(
        await callAs(t.app, t.bob)('POST', '/tasks/user', { type: 'habit', text: 'Hidden' }),
      ).id;
    }
    const response = await callAs(t.app, t.ada)('GET', `/tasks/${taskId}/statistics`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'NotFound',
      message: 'Task not found.',
    });
  });

  it("reads the player's year: the curve, weeks and the review", async () => {
    const taskId = await createTask({ type: 'habit', text: 'Walk' });
    await record([
      { kind: 'day', day: '2025-12-31', exp: 10, gp: 1, lvl: 1 },
      { kind: 'day', day: '2026-11-23', exp: 5, gp: 3.5, lvl: 2 },
      { kind: 'day', day: '2026-11-24', exp: 40, gp: 12.25, lvl: 2 },
      { taskId, type: 'habit', kind: 'up', day: '2026-11-23' },
      { taskId, type: 'habit', kind: 'up', day: '2026-11-23' },
      { taskId, type: 'habit', kind: 'up', day: '2026-11-24' },
    ]);
    const response = await callAs(t.app, t.ada)('GET', '/user/statistics?year=2026');
    expect(response.statusCode, response.body).toBe(200);
    expect(errorsOf(PlayerStatisticsSchema, response.json())).toEqual([]);
    const year = dataOf<PlayerStatisticsAnswer>(response);
    expect(year).toMatchObject({ year: 2026, today: '2026-11-27', years: [2025, 2026] });
    expect(year.curve).toEqual([
      { date: '2026-11-23', experience: 30, gold: 3.5, level: 2 },
      { date: '2026-11-24', experience: 65, gold: 12.25, level: 2 },
    ]);
    // Weeks begin on Sunday: 2026-11-22 holds the three scores (and the earlier tests' rows).
    expect(year.weeks.at(-1)?.week).toBe('2026-11-22');
    expect(year.weeks.at(-1)?.count).toBeGreaterThanOrEqual(3);
    expect(year.review).toMatchObject({
      experienceGained: 55,
      goldGained: 11.25,
      levelsGained: 1,
      mostDone: { taskId: expect.any(String), count: 31 }, // the first test's habit
    });
  });

  it('a year with nothing recorded is empty; a year not begun too', async () => {
    const year = dataOf<PlayerStatisticsAnswer>(
      await callAs(t.app, t.ada)('GET', '/user/statistics?year=2024'),
    );
    expect(year).toMatchObject({
      year: 2024,
      curve: [],
      review: { completions: 0, mostDone: null },
    });
    expect(year.years).toEqual([2025, 2026]); // the years with records, to the current one
    const ahead = dataOf<PlayerStatisticsAnswer>(
      await callAs(t.app, t.ada)('GET', '/user/statistics?year=2030'),
    );
    expect(ahead).toMatchObject({ year: 2030, curve: [], weeks: [], review: { completions: 0 } });
  });

  it.each(['1999', 'soon', '2026.5'])('year=%s is 400', async (year) => {
    const response = await callAs(t.app, t.ada)('GET', `/user/statistics?year=${year}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'BadRequest' });
  });

  it("another player's records stay out of a player's year", async () => {
    const year = dataOf<PlayerStatisticsAnswer>(
      await callAs(t.app, t.bob)('GET', '/user/statistics'),
    );
    expect(year).toMatchObject({ year: 2026, curve: [], review: { completions: 0 } });
  });
});
