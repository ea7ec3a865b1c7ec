import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { CRON_RUNS_KEPT_DAYS, recordCronRun } from './cronRuns.ts';

const DAY = 86_400_000;

describe.each(databasesUnderTest())('cron runs on $name', (database) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await database.open();
  });
  afterAll(async () => {
    await test.drop();
  });

  const newUser = async () =>
    (await test.db.query<{ id: string }>('INSERT INTO users DEFAULT VALUES RETURNING id'))[0]!.id;
  const daysOf = async (userId: string) =>
    (
      await test.db.query<{ day_start: Date }>(
        'SELECT day_start FROM cron_runs WHERE user_id = $1 ORDER BY day_start',
        [userId],
      )
    ).map((row) => row.day_start.toISOString());
  const run = (userId: string, dayStart: Date) =>
    recordCronRun(test.db, { userId, dayStart, ranAt: dayStart, daysMissed: 1 });

  it('records a game day once', async () => {
    const ada = await newUser();
    const day = new Date('2026-11-24T04:00:00Z');

    expect(await run(ada, day)).toBe(true);
    expect(await run(ada, day)).toBe(false);
    expect(await daysOf(ada)).toEqual([day.toISOString()]);
  });

  it(`keeps the player's last ${CRON_RUNS_KEPT_DAYS} days; other players' runs stay`, async () => {
    const [ada, bob] = [await newUser(), await newUser()];
    const first = new Date('2026-01-01T04:00:00Z').getTime();
    const bobsOldDay = new Date(first - 100 * DAY);
    await run(bob, bobsOldDay);
    const days = Array.from({ length: 40 }, (_, index) => new Date(first + index * DAY));
    for (const day of days) await run(ada, day);

    // The newest day and the 30 before it.
    expect(await daysOf(ada)).toEqual(
      days.slice(-(CRON_RUNS_KEPT_DAYS + 1)).map((day) => day.toISOString()),
    );
    expect(await daysOf(bob)).toEqual([bobsOldDay.toISOString()]);
  });
});
