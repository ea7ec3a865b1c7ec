// The two limit stores keep one contract: the database's (PGlite, PostgreSQL with
// TEST_DATABASE_URL) and Redis's (with TEST_REDIS_URL). Time is passed in, so a window ends when
// the given time passes its end, whatever Redis's own clock says.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { openLimitStores, type LimitStores } from './limitStores.ts';

const WINDOW_MS = 60_000;
const RULES = { limit: 3, windowMs: WINDOW_MS };
const start = new Date('2026-12-05T14:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const freshKey = () => `test:${randomBytes(6).toString('hex')}`;

const stores = [
  ...databasesUnderTest().map((database) => ({ name: database.name, database, redisUrl: '' })),
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'redis', database: databasesUnderTest()[0]!, redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

describe.each(stores)('the limit store in $name', ({ database, redisUrl }) => {
  let test: TestDatabase;
  let limits: LimitStores;

  beforeAll(async () => {
    test = await database.open();
    limits = openLimitStores(test.db, redisUrl || undefined);
  });
  afterAll(async () => {
    await limits?.close();
    await test?.drop();
  });

  it('adds points in a window that starts with the first and ends when the given time passes it', async () => {
    const key = freshKey();
    expect(await limits.requests.add(key, 2, WINDOW_MS, at(0))).toEqual({
      count: 2,
      endsAt: at(WINDOW_MS),
    });
    expect((await limits.requests.add(key, 1, WINDOW_MS, at(WINDOW_MS - 1))).count).toBe(3);
    expect(await limits.requests.add(key, 1, WINDOW_MS, at(WINDOW_MS))).toEqual({
      count: 1,
      endsAt: at(2 * WINDOW_MS),
    });
  });

  it('locks a streak at its limit, refuses it uncounted while locked, and forgives it', async () => {
    const streak = freshKey();
    const window = freshKey();
    const outcomes = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      outcomes.push(await limits.signIns.countOnStreak(streak, RULES, at(attempt)));
    }
    expect(outcomes.map((outcome) => outcome.isRefused)).toEqual([false, false, false, true]);
    // The third attempt reached the limit: locked for one window from then.
    expect(outcomes[3]).toEqual({ isRefused: true, retryAfterMs: WINDOW_MS - 1 });

    await limits.signIns.windows.add(window, 1, WINDOW_MS, at(0));
    await limits.signIns.windows.add(window, 1, WINDOW_MS, at(1));
    await test.db.transaction((tx) =>
      limits.signIns.forgive(tx, streak, [window, freshKey()], RULES, at(4)),
    );
    expect(await limits.signIns.countOnStreak(streak, RULES, at(5))).toMatchObject({
      isRefused: false,
      streak: { failures: 1, lockedUntil: null },
    });
    // Two counted, one given back, one more now.
    expect((await limits.signIns.windows.add(window, 1, WINDOW_MS, at(6))).count).toBe(2);
  });
});
