import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { recording } from '../../services/players/recordingDatabase.testKit.ts';
import { fixedRandom } from '../../services/random.ts';

type Body = { data: ApiTask; userV: number };

describe.each(databasesUnderTest())('scoring on $name', (database) => {
  let as: ReturnType<typeof taskCalls>;

  // 0.99: never a crit, so gains are the formula's.
  const t = useTestApp(database, { random: fixedRandom(0.99), accounts: ['ada', 'bob'] });
  beforeAll(async () => {
    as = taskCalls(t.app, t.ada);
  });

  const { setStats } = playerState(t);

  it('scores a fresh to-do up: delta 1, value 1, flat stats, out of tasksOrder', async () => {
    const todo = await as.create({ type: 'todo', text: 'Finish' });
    const before = await as.user();
    const response = await as.call('POST', `/tasks/${todo.id}/score/up`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Body>();
    expect(body.data.delta).toBeCloseTo(1, 5);
    expect(body.data._tmp).toBeTypeOf('object');
    expect(body.data.gp).toBeGreaterThan(before.stats.gp);
    expect(body.data.exp).toBeGreaterThan(before.stats.exp);
    expect(body.data).not.toHaveProperty('maxHealth');
    expect(body.userV).toBe(before._v + 1);
    const task = (await as.call('GET', `/tasks/${todo.id}`)).json<Body>().data;
    expect(task).toMatchObject({ completed: true, value: 1 });
    expect((await as.user()).tasksOrder.todos).not.toContain(todo.id);
  });

  it('levels up with full health and reports it in _tmp', async () => {
    const habit = await as.create({ type: 'habit', text: 'Level me' });
    await setStats(t.ada, { lvl: 1, exp: 24.99, hp: 10 });
    const response = await as.call('POST', `/tasks/${habit.id}/score/up`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<Body>();
    expect(data).toMatchObject({ lvl: 2, hp: 50, _tmp: { leveledUp: { from: 1, to: 2 } } });
    expect((await as.user()).stats.lvl).toBe(2);
  });

  it('refuses a bad direction with 400 and an unknown task with 404 taskNotFound', async () => {
    const habit = (await as.list('habits'))[0]!;
    expect((await as.call('POST', `/tasks/${habit.id}/score/sideways`)).statusCode).toBe(400);
    const unknown = await as.call('POST', '/tasks/no-such-task/score/up');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Task not found.' });
  });

  it('counts 20 concurrent habit scores, each in its own locked change', async () => {
    const habit = await as.create({ type: 'habit', text: 'Push-up' });
    const before = (await as.user())._v as number;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => as.call('POST', `/tasks/${habit.id}/score/up`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const after = (await as.call('GET', `/tasks/${habit.id}`)).json<Body>().data;
    expect(after.counterUp).toBe(20);
    expect((await as.user())._v).toBe(before + 20);
  });

  it('sells 10 concurrent purchases of a 10-gold reward to a player with 35 gold exactly 3 times', async () => {
    const reward = await as.create({ type: 'reward', text: 'Treat', value: 10 });
    await setStats(t.ada, { gp: 35 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => as.call('POST', `/tasks/${reward.id}/score/up`)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 401, 401, 401, 401, 401, 401, 401]);
    expect(responses.find((r) => r.statusCode === 401)!.json()).toMatchObject({
      error: 'NotAuthorized',
    });
    expect((await as.user()).stats.gp).toBeCloseTo(5, 5);
  });

  it('bulk-scores in one transaction, and scores nothing when one entry is unknown', async () => {
    const [a, b] = await as.create<ApiTask[]>([
      { type: 'habit', text: 'A' },
      { type: 'habit', text: 'B' },
    ]);
    const before = await as.user();
    const bad = await as.call('POST', '/tasks/bulk-score', [
      { id: a!.id, direction: 'up' },
      { id: 'missing', direction: 'up' },
    ]);
    expect(bad.statusCode).toBe(404);
    expect((await as.user()).stats).toEqual(before.stats);

    const response = await as.call('POST', '/tasks/bulk-score', [
      { id: a!.id, direction: 'up' },
      { id: b!.id, direction: 'down' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Body>();
    expect(body.data.tasks.map((t: ApiTask) => t.id)).toEqual([a!.id, b!.id]);
    expect(body.data.tasks[0].delta).toBeGreaterThan(0);
    expect(body.data.tasks[1].delta).toBeLessThan(0);
    expect(body.userV).toBe(before._v + 1);
  });

  it("keeps another player's tasks out of reach: 404 and nothing changed", async () => {
    const bobs = taskCalls(t.app, t.bob);
    const habit = (await bobs.list('habits'))[0]!;
    const before = await bobs.user();
    const attempts = await Promise.all([
      as.call('POST', `/tasks/${habit.id}/score/up`),
      as.call('POST', '/tasks/bulk-score', [{ id: habit.id, direction: 'up' }]),
    ]);
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404]);
    const after = await bobs.user();
    expect(after.stats).toEqual(before.stats);
    expect(after._v).toBe(before._v);
  });

  it('reads the player and the task in one statement, then writes in one, by id or alias', async () => {
    const habit = await as.create({ type: 'habit', text: 'Stretch', alias: 'stretch' });
    const recorded = recording(t.test.db);
    const recordingApp = buildTestApp(recorded, {}, { random: fixedRandom(0.99) });
    try {
      for (const idOrAlias of [habit.id, 'stretch']) {
        recorded.statements.length = 0;
        const response = await taskCalls(recordingApp, t.ada).call(
          'POST',
          `/tasks/${idOrAlias}/score/up`,
        );
        expect(response.statusCode, response.body).toBe(200);
        // Site blockers are read once per server every few seconds, not per request.
        const statements = recorded.statements.filter((sql) => !sql.includes('FROM blockers'));
        // Authentication read the task; then the write (and a relist if a drop notified).
        expect(statements[0]).toContain('preloaded_task');
        expect(statements.filter((sql) => /FROM tasks WHERE/.test(sql))).toEqual([]);
        expect(statements[1]).toMatch(/^WITH bumped AS/);
        // Only what a score changes: the task's value and details, and no webhook event for a
        // player without a webhook.
        expect(statements[1]).toMatch(
          /UPDATE tasks SET value = \$\d+, details = \$\d+, updated_at/,
        );
        expect(statements[1]).not.toMatch(/\b(text|notes|alias|tag_ids|priority|attribute) =/);
        expect(statements[1]).not.toContain('INSERT INTO events');
      }
      const scored = (await as.list('habits')).find((task) => task.id === habit.id)!;
      // Both scores landed: a habit keeps one history entry a day, counting them.
      expect(scored.history).toMatchObject([{ scoredUp: 2, scoredDown: 0 }]);
    } finally {
      await recordingApp.close();
    }
  });
});
