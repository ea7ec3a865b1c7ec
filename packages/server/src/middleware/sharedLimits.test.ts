// Limits shared by every server process (issue 33): two apps on one database stand for two web
// processes behind a load balancer (on PostgreSQL each has its own connection pool). The general
// rate limit allows N requests per window in total, however they are spread; 200 parallel wrong
// sign-ins spread over both check no more passwords than the sign-in limit. The same with the
// counts in Redis (REDIS_URL; here TEST_REDIS_URL, the local Redis), where each app has a
// connection of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { registerAccount, type TestAccount } from '../../test/helpers/accounts.ts';
import {
  databasesUnderTest,
  type DatabaseUnderTest,
  type TestDatabase,
} from '../../test/helpers/databases.ts';
import { buildTestApp } from '../../test/helpers/testApp.ts';
import { createFixedClock } from '../services/clock.ts';

const POINTS = 20;
const PER_ACCOUNT = 10;

interface LimitStoreUnderTest {
  name: string;
  database: DatabaseUnderTest;
  redisUrl?: string;
}

function limitStoresUnderTest(): LimitStoreUnderTest[] {
  const inDatabases = databasesUnderTest().map((database) => ({ name: database.name, database }));
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) return inDatabases;
  return [...inDatabases, { name: 'redis', database: inDatabases[0]!.database, redisUrl }];
}

describe.each(limitStoresUnderTest())(
  'limits shared by two server processes, counted in $name',
  ({ database, redisUrl }) => {
    let test: TestDatabase;
    let second: Database;
    /** Two processes with the general limit on, two with it off (the sign-in limits alone). */
    let processA: App;
    let processB: App;
    let signInA: App;
    let signInB: App;
    let ada: TestAccount;
    const clock = createFixedClock();

    beforeAll(async () => {
      test = await database.open();
      second = test.connectAgain();
      const signInLimits = {
        perAccount: PER_ACCOUNT,
        perAccountNewDevices: 1_000_000,
        perAddress: 1_000_000,
        windowMinutes: 15,
      };
      const limited = { rateLimit: { points: POINTS, windowSeconds: 60 }, signInLimits, redisUrl };
      processA = buildTestApp(test.db, limited, { clock });
      processB = buildTestApp(second, limited, { clock });
      signInA = buildTestApp(test.db, { signInLimits, redisUrl }, { clock });
      signInB = buildTestApp(second, { signInLimits, redisUrl }, { clock });
      ada = await registerAccount(processA);
      clock.jump(60_000);
    });
    afterAll(async () => {
      await Promise.all([processA, processB, signInA, signInB].map((app) => app?.close()));
      await test?.drop();
    });

    it('allows N requests per window in total, spread over both processes at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 * POINTS }, (_, call) =>
          (call % 2 === 0 ? processA : processB).inject({
            method: 'GET',
            url: '/api/v4/user',
            headers: ada.headers,
          }),
        ),
      );

      const allowed = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(allowed).toHaveLength(POINTS);
      expect(refused).toHaveLength(2 * POINTS);
      // Each allowed answer names a different budget left: one count, not one per process.
      const remaining = allowed.map((answer) => Number(answer.headers['x-ratelimit-remaining']));
      expect(new Set(remaining).size).toBe(POINTS);
      expect(Math.min(...remaining)).toBe(0);

      clock.jump(60_000);
      expect(
        (await processB.inject({ method: 'GET', url: '/api/v4/user', headers: ada.headers }))
          .statusCode,
      ).toBe(200);
    });

    it('checks no more passwords than the limit when 200 wrong sign-ins arrive over both', async () => {
      const bea = await registerAccount(signInB);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, attempt) =>
          (attempt % 2 === 0 ? signInA : signInB).inject({
            method: 'POST',
            url: '/api/v4/user/auth/local/login',
            payload: { username: bea.username, password: 'wrong password' },
          }),
        ),
      );

      // A 401 means a password was checked and was wrong; a 429, refused before checking.
      const statuses = answers.map((answer) => answer.statusCode);
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(PER_ACCOUNT);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    });
  },
);
