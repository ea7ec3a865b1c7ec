import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { type ApiTask, taskCalls } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import type { App } from '../../app.ts';
import { type Clock, createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databasesUnderTest())('the day boundary on $name', (database) => {
  let player: TestAccount;

  // Monday 1 June 2026, 12:00 UTC.
  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.9) });
  beforeEach(async () => {
    clock.reset();
    player = await registerAccount(t.app);
  });

  const calls = () => taskCalls(t.app, player);
  const everyDay = (text: string, extra: object = {}) =>
    calls().create({ type: 'daily', text, startDate: '2026-05-01T00:00:00.000Z', ...extra });
  const cron = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/cron',
      headers: { ...player.headers, ...headers },
    });
  const cronRuns = async () =>
    (
      await t.test.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM cron_runs WHERE user_id = $1',
        [player.id],
      )
    )[0]!.count;
  const taskById = async (id: string) => (await calls().list()).find((task) => task.id === id)!;

  it('needsCron turns true when the player’s next day starts, not before', async () => {
    expect((await calls().user()).needsCron).toBe(false);
    clock.jump(11 * HOUR + 59 * 60_000); // 23:59 UTC
    expect((await calls().user()).needsCron).toBe(false);
    clock.jump(60_000);
    expect((await calls().user()).needsCron).toBe(true);
  });

  it('a missed daily hurts and ends its streak; a done one keeps it', async () => {
    const missed = await everyDay('Stretch', { priority: 2 });
    const done = await everyDay('Read');
    await t.test.db.query(
      `UPDATE tasks SET details = details || '{"streak": 5}' WHERE id = ANY($1::uuid[])`,
      [[missed.id, done.id]],
    );
    expect((await calls().call('POST', `/tasks/${done.id}/score/up`)).statusCode).toBe(200);
    clock.jump(DAY);
    const response = await cron();
    expect(response.statusCode, response.body).toBe(200);
    const user = await calls().user();
    // hard (2) daily at value 0: delta −1 → −1 × 1 × 2 × 2 = −4 hp.
    expect(user.stats.hp).toBe(46);
    expect(user.needsCron).toBe(false);
    expect(user.loginIncentives).toBe(1);
    expect(user.lastCron).toBe(clock.now().toISOString());
    const afterMissed = await taskById(missed.id);
    expect(afterMissed).toMatchObject({ streak: 0, value: -1, completed: false, isDue: true });
    expect(afterMissed.history.at(-1)).toMatchObject({ completed: false, value: -1 });
    const afterDone = await taskById(done.id);
    expect(afterDone).toMatchObject({ streak: 6, completed: false });
    expect(afterDone.nextDue).toHaveLength(6);
  });

  it('runs once per day: a second POST /cron changes nothing', async () => {
    await everyDay('Stretch');
    clock.jump(DAY);
    await cron();
    const first = await calls().user();
    const again = await cron();
    const second = await calls().user();
    expect(second.stats.hp).toBe(first.stats.hp);
    // Not even the player's version moves: nothing was written.
    expect(second._v).toBe(first._v);
    expect(again.json().userV).toBe(first._v);
    expect(second.loginIncentives).toBe(1);
    expect(await cronRuns()).toBe(1);
  });

  it('two simultaneous first requests run it once', async () => {
    await everyDay('Stretch');
    clock.jump(DAY);
    const responses = await Promise.all([
      cron(),
      cron(),
      calls().call('POST', '/tasks/user', { type: 'todo', text: 'x' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 201]);
    const user = await calls().user();
    expect(user.stats.hp).toBe(48);
    expect(user.loginIncentives).toBe(1);
    expect(await cronRuns()).toBe(1);
  });

  it('any other changing request runs a due day first; reads do not', async () => {
    await everyDay('Stretch');
    clock.jump(DAY);
    await calls().list();
    expect((await calls().user()).stats.hp).toBe(50);
    const created = await calls().call('POST', '/tasks/user', { type: 'habit', text: 'Walk' });
    expect(created.statusCode).toBe(201);
    const user = await calls().user();
    expect(user.stats.hp).toBe(48);
    expect(user.needsCron).toBe(false);
  });

  it('yesterday’s daily recorded with x-defer-cron counts as done at the boundary', async () => {
    const daily = await everyDay('Stretch');
    clock.jump(DAY);
    const scored = await t.app.inject({
      method: 'POST',
      url: `/api/v4/tasks/${daily.id}/score/up`,
      headers: { ...player.headers, 'x-defer-cron': 'true' },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    expect((await calls().user()).needsCron).toBe(true);
    await cron();
    const user = await calls().user();
    expect(user.stats.hp).toBe(50);
    expect(user.stats.buffs).toMatchObject({ str: 1, int: 1, per: 1, con: 1 });
    expect(user.achievements.perfect).toBe(1);
    expect(await taskById(daily.id)).toMatchObject({ streak: 1, completed: false });
  });

  it('a clock moved backwards never runs a day', async () => {
    await everyDay('Stretch');
    clock.jump(-3 * DAY);
    await cron();
    expect((await calls().user()).stats.hp).toBe(50);
    expect(await cronRuns()).toBe(0);
  });

  it('a move to an earlier zone right after the boundary does not run the day again', async () => {
    await everyDay('Stretch');
    // The player is in UTC+2; the next local day starts at 22:00 UTC.
    await calls().call('PUT', '/user', { 'preferences.timezoneOffset': -120 });
    clock.jump(10 * HOUR + 30 * 60_000); // 22:30 UTC, 00:30 local
    expect((await cron({ 'x-user-timezoneOffset': '-120' })).statusCode).toBe(200);
    expect(await cronRuns()).toBe(1);
    // Flying west to UTC+0: 01:00 UTC is a new day there, but the same day where cron ran.
    clock.jump(2 * HOUR + 30 * 60_000);
    const moved = await cron({ 'x-user-timezoneOffset': '0' });
    expect(moved.statusCode).toBe(200);
    const user = await calls().user();
    expect(user.stats.hp).toBe(48);
    expect(await cronRuns()).toBe(1);
    expect(user.needsCron).toBe(false);
    expect(user.preferences).toMatchObject({ timezoneOffset: 0, timezoneOffsetAtLastCron: 0 });
    // The next UTC midnight is a new day again.
    clock.jump(DAY);
    await cron({ 'x-user-timezoneOffset': '0' });
    expect(await cronRuns()).toBe(2);
  });

  it('asleep in the inn: no damage and the streak is kept', async () => {
    const daily = await everyDay('Stretch');
    await t.test.db.query(
      `UPDATE users SET preferences = preferences || '{"sleep": true}' WHERE id = $1`,
      [player.id],
    );
    await t.test.db.query(`UPDATE tasks SET details = details || '{"streak": 3}' WHERE id = $1`, [
      daily.id,
    ]);
    clock.jump(DAY);
    await cron();
    expect((await calls().user()).stats.hp).toBe(50);
    expect(await taskById(daily.id)).toMatchObject({ streak: 3, value: 0 });
  });

  it('writes back only the tasks the day changed: an untouched habit keeps its updatedAt', async () => {
    const untouched = await calls().create({ type: 'habit', text: 'Walk' });
    const scored = await calls().create({ type: 'habit', text: 'Water' });
    const daily = await everyDay('Stretch');
    expect((await calls().call('POST', `/tasks/${scored.id}/score/up`)).statusCode).toBe(200);
    const scoredAt = (await taskById(scored.id)).updatedAt;
    clock.jump(DAY);
    expect((await cron()).statusCode).toBe(200);
    expect((await taskById(untouched.id)).updatedAt).toBe(untouched.updatedAt);
    // Its counters reset for the new day: a change.
    const reset = await taskById(scored.id);
    expect(reset).toMatchObject({ counterUp: 0, value: 1 });
    expect(reset.updatedAt).not.toBe(scoredAt);
    expect(reset.updatedAt).toBe(clock.now().toISOString());
    expect((await taskById(daily.id)).updatedAt).toBe(clock.now().toISOString());
  });

  it('to-dos age, and completed ones older than 30 days are archived, never deleted', async () => {
    const open = await calls().create({ type: 'todo', text: 'Taxes' });
    const old = await calls().create({ type: 'todo', text: 'Old' });
    expect((await calls().call('POST', `/tasks/${old.id}/score/up`)).statusCode).toBe(200);
    clock.jump(31 * DAY);
    await cron();
    const tasks: ApiTask[] = await calls().list();
    expect(tasks.find((task) => task.id === open.id)?.value).toBe(-1);
    const left = await t.test.db.query('SELECT archived FROM tasks WHERE id = $1', [old.id]);
    expect(left).toEqual([{ archived: true }]);
    const completed: ApiTask[] = await calls().list('completedTodos');
    expect(completed.map((task) => task.id)).not.toContain(old.id);
    const user = await calls().user();
    // The new player's own starter to-do ages too: the history holds the sum of the open ones.
    const openValues = tasks.filter((task) => task.type === 'todo').map((task) => task.value);
    expect(openValues.every((value) => value === -1)).toBe(true);
    expect(user.history.todos.at(-1).value).toBe(-openValues.length);
    expect(user.tasksOrder.todos).toContain(open.id);
  });
});

describe.each(databasesUnderTest())('POST /user/custom-day-start on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let clock: Clock;
  let player: TestAccount;

  beforeAll(async () => {
    test = await database.open();
    clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
    app = buildTestApp(test.db, {}, { clock });
    player = await registerAccount(app);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const setDayStart = (dayStart: unknown) =>
    taskCalls(app, player).call('POST', '/user/custom-day-start', { dayStart });

  it.each([24, -1, 2.5, 'four'])('refuses %s with a 400, changing nothing', async (dayStart) => {
    const response = await setDayStart(dayStart);
    expect(response.statusCode).toBe(400);
    expect((await taskCalls(app, player).user()).preferences.dayStart).toBe(0);
  });

  it('moves the boundary to the chosen hour', async () => {
    const response = await setDayStart(4);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { message: 'Your day now starts at the hour you chose.' },
    });
    clock.jump(15 * 3_600_000); // 03:00 UTC the next day: still yesterday's game day
    expect((await taskCalls(app, player).user()).needsCron).toBe(false);
    clock.jump(3_600_000);
    expect((await taskCalls(app, player).user()).needsCron).toBe(true);
  });
});
