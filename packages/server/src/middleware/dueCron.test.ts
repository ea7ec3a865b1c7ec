import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../services/clock.ts';
import { runCronFor } from '../services/cronRunner.ts';
import { fixedRandom } from '../services/random.ts';
import { appContext } from '../services/serviceContext.ts';

const DAY = 24 * 3_600_000;

describe.each(databasesUnderTest())('the due day boundary on $name', (database) => {
  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.9), accounts: ['player'] });

  const lastCron = async () =>
    (
      await t.test.db.query<{ last_cron: Date }>('SELECT last_cron FROM users WHERE id = $1', [
        t.player.id,
      ])
    )[0]!.last_cron.getTime();

  it('runs after validation: a refused request leaves the due day alone, a valid one runs it', async () => {
    clock.jump(DAY);
    const before = await lastCron();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v4/tasks/00000000-0000-4000-8000-000000000000/score/sideways',
      headers: t.player.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(await lastCron()).toBe(before);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v4/tasks/user',
      headers: t.player.headers,
      payload: { type: 'habit', text: 'Walk' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await lastCron()).toBe(clock.now().getTime());
  });

  it('a job runs a due day boundary for a player without any request, once', async () => {
    clock.jump(DAY);
    const job = appContext(t.app);
    const first = await runCronFor(job, t.player.id);
    const again = await runCronFor(job, t.player.id);
    expect(first.result).toEqual({ ran: true });
    expect(again.result).toEqual({ ran: false });
    expect(again.version).toBe(first.version + 1);
    expect(await lastCron()).toBe(clock.now().getTime());
  });
});
