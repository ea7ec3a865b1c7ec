// The API contract (issue 13 §5): real answers from the server validate against the shared
// schemas of @questlog/core/api, and the serialiser drops nothing the presenter built. A presenter
// that drops or renames a field, or a route schema that loses one, fails here.
import {
  BulkScoreAnswerSchema,
  PublicProfileSchema,
  ScoreAnswerSchema,
  StatsSchema,
  successEnvelope,
  TagSchema,
  TaskSchema,
  UserAnswerSchema,
  UserSchema,
} from '@questlog/core/api';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, dataOf } from '../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { taskCalls } from '../../test/helpers/tasks.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';
import { loadUser } from '../db/repositories/users.ts';
import { profileById } from '../services/members/publicProfiles.ts';
import { presentUser } from './presentUser.ts';

/** The schema's complaints about `value`, as `path: message` lines (empty when it conforms). */
const errorsOf = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value).map((error) => `${error.instancePath}: ${error.message}`);

describe.each(databasesUnderTest())('the API contract on $name', (database) => {
  let as: ReturnType<typeof taskCalls>;

  const t = useTestApp(database, { accounts: ['ada', 'grace'] });
  beforeAll(async () => {
    as = taskCalls(t.app, t.ada);
  });

  const wholeUser = async () => (await as.call('GET', '/user')).json<unknown>();

  it('GET /user answers the shared UserSchema, every part present', async () => {
    const body = await wholeUser();

    expect(errorsOf(successEnvelope(UserSchema), body)).toEqual([]);
  });

  it('the schema catches a dropped or renamed field of GET /user', async () => {
    const { data } = (await wholeUser()) as { data: Record<string, unknown> };
    const { balance: _dropped, ...withoutBalance } = data;
    const { tasksOrder, ...rest } = data;
    const renamed = { ...rest, taskOrder: tasksOrder };
    const { maxMP: _maxMP, ...statsWithoutMaxMP } = data['stats'] as Record<string, unknown>;

    expect(errorsOf(UserSchema, withoutBalance).join()).toContain('balance');
    expect(errorsOf(UserSchema, renamed).join()).toContain('tasksOrder');
    expect(errorsOf(UserSchema, { ...data, stats: statsWithoutMaxMP }).join()).toContain('maxMP');
  });

  it('GET /user sends every field presentUser built: the serialiser drops nothing', async () => {
    const body = (await wholeUser()) as { data: { notifications: [] } };
    const stored = (await loadUser(t.app.db, t.ada.id))!;
    const presented = presentUser(stored, {
      notifications: body.data.notifications,
      now: t.app.clock.now(),
    });

    expect(body.data).toEqual(JSON.parse(JSON.stringify(presented)));
  });

  it('GET /user?userFields=stats.hp,items.gear answers the narrowed UserAnswerSchema', async () => {
    const response = await as.call('GET', '/user?userFields=stats.hp,items.gear');
    const data = dataOf(response);

    expect(response.statusCode, response.body).toBe(200);
    expect(errorsOf(successEnvelope(UserAnswerSchema), response.json())).toEqual([]);
    expect(data['stats']).toEqual({ hp: 50 });
    expect(Object.keys(data['items'] as object)).toEqual(['gear']);
    expect(data).not.toHaveProperty('balance');
  });

  it('GET /members/:memberId answers the shared PublicProfileSchema, every field presented', async () => {
    const response = await callAs(t.app, t.grace)('GET', `/members/${t.ada.id}`);
    const presented = await profileById(t.app.db, t.ada.id, t.grace.id);
    const data = dataOf(response);

    expect(response.statusCode, response.body).toBe(200);
    expect(errorsOf(successEnvelope(PublicProfileSchema), response.json())).toEqual([]);
    expect(data).toEqual(JSON.parse(JSON.stringify(presented)));
    expect(data['stats']).toMatchObject({ hp: 50, lvl: 1, maxHealth: 50 });
  });

  it('the schema catches a dropped field of a public profile', async () => {
    const data = dataOf(await callAs(t.app, t.grace)('GET', `/members/${t.ada.id}`));
    const { achievements: _dropped, ...withoutAchievements } = data;

    expect(errorsOf(PublicProfileSchema, withoutAchievements).join()).toContain('achievements');
  });

  it('a score answers the shared ScoreAnswerSchema, a bulk score BulkScoreAnswerSchema', async () => {
    const habit = await as.create({ type: 'habit', text: 'Stretch' });

    const single = await as.call('POST', `/tasks/${habit.id}/score/up`);
    const bulk = await as.call('POST', '/tasks/bulk-score', [{ id: habit.id, direction: 'up' }]);

    expect(single.statusCode, single.body).toBe(200);
    expect(errorsOf(successEnvelope(ScoreAnswerSchema), single.json())).toEqual([]);
    expect(errorsOf(successEnvelope(BulkScoreAnswerSchema), bulk.json())).toEqual([]);
    // A fresh habit scored up gains gold and experience; the answer is flat.
    expect(dataOf(single)).toMatchObject({ delta: 1, lvl: 1 });
  });

  it('tasks and tags answer the shared TaskSchema and TagSchema', async () => {
    await as.create([
      { type: 'daily', text: 'Read', checklist: [{ text: 'a chapter' }] },
      { type: 'todo', text: 'Write', date: null },
      { type: 'reward', text: 'Tea', value: 5 },
    ]);
    const tasks = await as.list();
    const tags = dataOf<unknown[]>(await as.call('GET', '/tags'));

    expect(tasks.length).toBeGreaterThan(3);
    expect(tasks.flatMap((task) => errorsOf(TaskSchema, task))).toEqual([]);
    expect(errorsOf(Type.Array(TagSchema), tags)).toEqual([]);
  });

  it('a health potion answers the shared StatsSchema', async () => {
    await t.test.db.query(
      `UPDATE users SET stats = stats || '{"hp": 10, "gp": 100}' WHERE id = $1`,
      [t.ada.id],
    );

    const response = await as.call('POST', '/user/buy-health-potion', { quantity: 1 });

    expect(response.statusCode, response.body).toBe(200);
    expect(errorsOf(successEnvelope(StatsSchema), response.json())).toEqual([]);
    expect(dataOf(response)).toMatchObject({ hp: 25, gp: 75 });
  });
});
