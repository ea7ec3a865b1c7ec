// x-client-timestamp on scores: a change queued offline before midnight and sent after it counts
// on the day it was made, as far as core's actionTime allows (never in the future, never before
// the player's state's day or yesterday).
import { beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { type ApiTask, taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databasesUnderTest())('the client’s time of a score on $name', (database) => {
  let player: TestAccount;

  // Monday 1 June 2026, 12:00 UTC; the player's day turns at midnight UTC.
  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.9) });
  beforeEach(async () => {
    clock.reset();
    player = await registerAccount(t.app);
  });

  const calls = () => taskCalls(t.app, player);
  const task = async (id: string) =>
    (await calls().call('GET', `/tasks/${id}`)).json<{ data: ApiTask }>().data;
  const score = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v4/tasks/${id}/score/up`,
      headers: { ...player.headers, ...headers },
    });
  const beforeMidnight = '2026-06-01T23:50:00.000Z';
  /** From noon to 00:10 the next day: the boundary is due. */
  const toTenPastMidnight = () => clock.jump(12 * HOUR + 10 * MINUTE);

  it('a to-do, a daily and a habit done at 23:50 and sent at 00:10 count at 23:50', async () => {
    const todo = await calls().create({ type: 'todo', text: 'Post the letter' });
    const daily = await calls().create({
      type: 'daily',
      text: 'Stretch',
      startDate: '2026-05-01T00:00:00.000Z',
    });
    const habit = await calls().create({ type: 'habit', text: 'Drink water' });
    toTenPastMidnight();
    const queued = { 'x-client-timestamp': beforeMidnight, 'x-defer-cron': 'true' };
    for (const id of [todo.id, daily.id, habit.id]) {
      const response = await score(id, queued);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await task(todo.id)).dateCompleted).toBe(beforeMidnight);
    expect((await task(daily.id)).history.at(-1).date).toBe(Date.parse(beforeMidnight));
    expect((await task(habit.id)).history.map((entry: ApiTask) => entry.date)).toEqual([
      Date.parse(beforeMidnight),
    ]);

    // The boundary then runs once: the daily was done on Monday.
    expect((await calls().call('POST', '/cron')).statusCode).toBe(200);
    expect(await task(daily.id)).toMatchObject({ streak: 1, completed: false });
    // A score made on Tuesday starts Tuesday's habit entry instead of joining Monday's.
    expect((await score(habit.id)).statusCode).toBe(200);
    expect((await task(habit.id)).history.map((entry: ApiTask) => entry.date)).toEqual([
      Date.parse(beforeMidnight),
      clock.now().getTime(),
    ]);
  });

  it('once the boundary has run, yesterday’s time counts as now', async () => {
    const todo = await calls().create({ type: 'todo', text: 'Post the letter' });
    toTenPastMidnight();
    // No x-defer-cron: the due boundary runs first, and the player's state is Tuesday's.
    const response = await score(todo.id, { 'x-client-timestamp': beforeMidnight });
    expect(response.statusCode, response.body).toBe(200);
    expect((await task(todo.id)).dateCompleted).toBe('2026-06-02T00:10:00.000Z');
  });

  it('a time in the future, or older than yesterday, counts as now', async () => {
    const early = await calls().create({ type: 'todo', text: 'Early' });
    const late = await calls().create({ type: 'todo', text: 'Late' });
    await score(early.id, { 'x-client-timestamp': '2026-05-30T23:59:59.000Z' });
    await score(late.id, { 'x-client-timestamp': '2026-06-01T12:00:00.001Z' });
    expect((await task(early.id)).dateCompleted).toBe('2026-06-01T12:00:00.000Z');
    expect((await task(late.id)).dateCompleted).toBe('2026-06-01T12:00:00.000Z');
  });

  it('refuses a malformed time with 400 before anything runs, the day boundary included', async () => {
    const todo = await calls().create({ type: 'todo', text: 'Post the letter' });
    toTenPastMidnight();
    const response = await score(todo.id, { 'x-client-timestamp': 'yesterday evening' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'BadRequest',
      errors: [{ param: 'x-client-timestamp', value: 'yesterday evening' }],
    });
    expect(response.json<{ message: string }>().message).toMatch(/x-client-timestamp/);
    expect(await task(todo.id)).toMatchObject({ completed: false });
    expect((await calls().user()).needsCron).toBe(true);
  });

  it('lets browsers send the header from another origin', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v4/tasks/user',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(200);
    const allowed = String(preflight.headers['access-control-allow-headers']).split(',');
    expect(allowed).toContain('x-client-timestamp');
  });
});
