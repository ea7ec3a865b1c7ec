// API tokens expire when unused (API_TOKEN_IDLE_DAYS), their use recorded at most once an hour.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';
import { issueApiToken } from './apiTokens.ts';
import { sha256 } from './secrets.ts';

const IDLE_DAYS = 30;

describe.each(databasesUnderTest())('API token expiry on $name', (database) => {
  const t = useTestApp(database, { config: { apiTokenIdleDays: IDLE_DAYS } });

  const getUser = (account: TestAccount) =>
    t.app.inject({ method: 'GET', url: '/api/v4/user', headers: account.headers });
  /** Makes the token look last used `age` ago (an SQL interval). */
  const lastUsed = (account: TestAccount, age: string) =>
    t.test.db.query(
      `UPDATE api_tokens SET last_used_at = now() - $2::interval WHERE token_hash = $1`,
      [sha256(account.apiToken), age],
    );
  const idleFor = async (account: TestAccount) =>
    (
      await t.test.db.query<{ idle: number }>(
        `SELECT extract(epoch FROM now() - last_used_at)::float AS idle
         FROM api_tokens WHERE token_hash = $1`,
        [sha256(account.apiToken)],
      )
    )[0]!.idle;

  it(`works after ${IDLE_DAYS - 1} idle days and stops after ${IDLE_DAYS}`, async () => {
    const ada = await registerAccount(t.app);
    await lastUsed(ada, `${IDLE_DAYS - 1} days`);
    expect((await getUser(ada)).statusCode).toBe(200);

    await lastUsed(ada, `${IDLE_DAYS} days 1 minute`);
    const expired = await getUser(ada);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('a use moves the idle clock back to zero, at most once an hour', async () => {
    const ada = await registerAccount(t.app);
    await lastUsed(ada, '20 days');
    expect((await getUser(ada)).statusCode).toBe(200);
    expect(await idleFor(ada)).toBeLessThan(60);

    await lastUsed(ada, '59 minutes');
    expect((await getUser(ada)).statusCode).toBe(200);
    // Used less than an hour ago: the request wrote nothing.
    expect(await idleFor(ada)).toBeGreaterThan(58 * 60);

    await lastUsed(ada, '61 minutes');
    expect((await getUser(ada)).statusCode).toBe(200);
    expect(await idleFor(ada)).toBeLessThan(60);
  });

  it('an expired token is not revived by its use', async () => {
    const ada = await registerAccount(t.app);
    await lastUsed(ada, `${IDLE_DAYS + 1} days`);
    expect((await getUser(ada)).statusCode).toBe(401);
    expect(await idleFor(ada)).toBeGreaterThan(IDLE_DAYS * 86_400);
  });

  it('the 21st sign-in pushes out the least recently used token, not the oldest', async () => {
    const ada = await registerAccount(t.app);
    const tokens = await t.test.db.transaction(async (tx) => {
      const issued: string[] = [];
      for (let device = 0; device < 19; device += 1) {
        issued.push(await issueApiToken(tx, ada.id, new Date()));
      }
      return issued;
    });
    // The registration's token is the oldest, but used a minute ago; device 0 a day ago.
    await lastUsed(ada, '1 minute');
    await t.test.db.query(
      `UPDATE api_tokens SET last_used_at = now() - interval '1 day' WHERE token_hash = $1`,
      [sha256(tokens[0]!)],
    );
    await t.test.db.transaction((tx) => issueApiToken(tx, ada.id, new Date()));

    const kept = await t.test.db.query<{ token_hash: Buffer }>(
      'SELECT token_hash FROM api_tokens WHERE user_id = $1',
      [ada.id],
    );
    const keptHashes = kept.map((row) => Buffer.from(row.token_hash).toString('hex'));
    expect(keptHashes).toHaveLength(20);
    expect(keptHashes).toContain(sha256(ada.apiToken).toString('hex'));
    expect(keptHashes).not.toContain(sha256(tokens[0]!).toString('hex'));
  });
});
