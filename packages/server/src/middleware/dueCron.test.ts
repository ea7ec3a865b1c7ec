import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../test/helpers/databases.ts';
import { buildTestApp } from '../../test/helpers/testApp.ts';
import type { App } from '../app.ts';
import { type Clock, createFixedClock } from '../services/clock.ts';
import { runCronFor } from '../services/cronRunner.ts';
import { fixedRandom } from '../services/random.ts';
import { appContext } from '../services/serviceContext.ts';

const DAY = 24 * 3_600_000;

describe.each(databasesUnderTest())('the due day boundary on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let clock: Clock;
  let player: TestAccount;

  beforeAll(async () => {
    test = await database.open();
    clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
    app = buildTestApp(test.db, {}, { clock, random: fixedRandom(0.9) });
    player = await registerAccount(app);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const lastCron = async () =>
    (
      await test.db.query<{ last_cron: Date }>('SELECT last_cron FROM users WHERE id = $1', [
        player.id,
      ])
    )[0]!.last_cron.getTime();

  it('runs after validation: a refused request leaves the due day alone, a valid one runs it', async () => {
    clock.jump(DAY);
    const before = await lastCron();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v4/tasks/00000000-0000-4000-8000-000000000000/score/sideways',
      headers: player.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(await lastCron()).toBe(before);

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v4/tasks/user',
      headers: player.headers,
      payload: { type: 'habit', text: 'Walk' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await lastCron()).toBe(clock.now().getTime());
  });

  it('a job runs a due day boundary for a player without any request, once', async () => {
    clock.jump(DAY);
    const job = appContext(app);
    const first = await runCronFor(job, player.id);
    const again = await runCronFor(job, player.id);
    expect(first.result).toEqual({ ran: true });
    expect(again.result).toEqual({ ran: false });
    expect(again.version).toBe(first.version + 1);
    expect(await lastCron()).toBe(clock.now().getTime());
  });
});
