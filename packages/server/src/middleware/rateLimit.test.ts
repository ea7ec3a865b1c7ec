// The general rate limit: per signed-in user, else per address; headers on every API
// answer while it is on; 429 with Retry-After past it; a new window on the clock lifts it.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { noDatabase } from '../../test/helpers/noDatabase.ts';
import { buildTestApp } from '../../test/helpers/testApp.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../services/clock.ts';

const POINTS = 5;

describe.each(databasesUnderTest())('the general rate limit on $name', (database) => {
  let ada: TestAccount;
  let bob: TestAccount;

  const clock = createFixedClock();
  const t = useTestApp(database, {
    config: { rateLimit: { points: POINTS, windowSeconds: 60 } },
    clock,
  });
  beforeAll(async () => {
    // Signing up is anonymous (2 points each): separate addresses keep the budget of the tests.
    ada = await registerAccount(t.app);
    clock.jump(60_000);
    bob = await registerAccount(t.app);
    clock.jump(60_000);
  });

  const getUser = (account: TestAccount) =>
    t.app.inject({ method: 'GET', url: '/api/v4/user', headers: account.headers });
  const status = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/v4/status', remoteAddress });

  it('counts each signed-in user on their own and answers 429 past the limit', async () => {
    const windowEnds = new Date(clock.now().getTime() + 60_000).toString();
    for (let call = 1; call <= POINTS; call += 1) {
      const response = await getUser(ada);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'x-ratelimit-limit': String(POINTS),
        'x-ratelimit-remaining': String(POINTS - call),
        'x-ratelimit-reset': windowEnds,
      });
    }
    clock.jump(15_000);

    const limited = await getUser(ada);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: 'TooManyRequests' });
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect((await getUser(bob)).statusCode).toBe(200);

    clock.jump(45_000);
    expect((await getUser(ada)).statusCode).toBe(200);
  });

  it('counts anonymous calls per address at two points each', async () => {
    clock.jump(60_000);
    const remaining = [];
    for (let call = 0; call < 3; call += 1) {
      const response = await status('192.0.2.1');
      remaining.push([response.statusCode, response.headers['x-ratelimit-remaining']]);
    }
    expect(remaining).toEqual([
      [200, '3'],
      [200, '1'],
      [429, '0'],
    ]);
    expect((await status('192.0.2.2')).statusCode).toBe(200);
  });
});

describe('the general rate limit switched off (the default)', () => {
  it('sends no rate-limit headers and never refuses', async () => {
    const app = buildTestApp(noDatabase);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ method: 'GET', url: '/api/v4/status' })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[0]!.headers['x-ratelimit-limit']).toBeUndefined();
    await app.close();
  });
});
