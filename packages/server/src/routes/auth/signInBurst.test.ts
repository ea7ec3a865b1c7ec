// Password guessing under concurrency (issue 13): each attempt is counted before the password is
// checked, in one statement, so a burst of parallel guesses checks at most the limit's worth of
// passwords; one account has one budget whether named by username or e-mail, and the password
// checks behind a token (update-password, update-email, delete) spend the same budget.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const PER_ACCOUNT = 10;
const loginUrl = '/api/v4/user/auth/local/login';

type Answer = { statusCode: number; json: () => { error?: string } };

/** How many answers had each status: a 401 means a password was checked and was wrong. */
function statusCounts(answers: Answer[]) {
  const counts = new Map<number, number>();
  for (const answer of answers)
    counts.set(answer.statusCode, (counts.get(answer.statusCode) ?? 0) + 1);
  return { checked: counts.get(401) ?? 0, limited: counts.get(429) ?? 0, total: answers.length };
}

describe.each(databasesUnderTest())('password guessing limits on $name', (database) => {
  const t = useTestApp(database, {
    config: {
      signInLimits: {
        perAccount: PER_ACCOUNT,
        perAccountNewDevices: 1_000_000,
        perAddress: 1_000_000,
        windowMinutes: 15,
      },
    },
  });

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: loginUrl, payload: { username, password } });

  it('checks at most the limit of passwords when 60 wrong sign-ins arrive at once', async () => {
    const ada = await registerAccount(t.app);

    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(ada.username, 'wrong password')),
    );

    const counts = statusCounts(answers);
    expect(counts.checked).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(counts.checked + counts.limited).toBe(counts.total);
    // The right password is refused too until the window passes.
    expect((await login(ada.username, ada.password)).statusCode).toBe(429);
  });

  it('counts an account once whether named by username or e-mail', async () => {
    const bea = await registerAccount(t.app);
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      const name = attempt % 2 === 0 ? bea.username : bea.email.toUpperCase();
      expect((await login(name, 'wrong password')).statusCode).toBe(401);
    }

    expect((await login(bea.username, bea.password)).statusCode).toBe(429);
    expect((await login(bea.email, bea.password)).statusCode).toBe(429);
  });

  it('forgives the failures after a successful sign-in', async () => {
    const cleo = await registerAccount(t.app);
    for (let attempt = 0; attempt < PER_ACCOUNT - 1; attempt += 1) {
      expect((await login(cleo.username, 'wrong password')).statusCode).toBe(401);
    }
    expect((await login(cleo.email, cleo.password)).statusCode).toBe(200);
    expect((await login(cleo.username, 'wrong password')).statusCode).toBe(401);
  });

  const tokenChecks: [string, (account: TestAccount, password: string) => Promise<Answer>][] = [
    [
      'PUT /user/auth/update-password',
      (account, password) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v4/user/auth/update-password',
          headers: account.headers,
          payload: { password, newPassword: 'a new password', confirmPassword: 'a new password' },
        }),
    ],
    [
      'PUT /user/auth/update-email',
      (account, password) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v4/user/auth/update-email',
          headers: account.headers,
          payload: { newEmail: `new.${account.email}`, password },
        }),
    ],
    [
      'PUT /user/auth/update-username',
      (account, password) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v4/user/auth/update-username',
          headers: account.headers,
          payload: { username: `n${account.username}`.slice(0, 20), password },
        }),
    ],
    [
      'DELETE /user',
      (account, password) =>
        t.app.inject({
          method: 'DELETE',
          url: '/api/v4/user',
          headers: account.headers,
          payload: { password },
        }),
    ],
  ];

  it.each(tokenChecks)(
    '%s checks at most the limit of passwords in a burst',
    async (_call, send) => {
      const dan = await registerAccount(t.app);

      const answers = await Promise.all(
        Array.from({ length: 30 }, () => send(dan, 'wrong password')),
      );

      const counts = statusCounts(answers);
      expect(counts.checked).toBeLessThanOrEqual(PER_ACCOUNT);
      expect(counts.checked + counts.limited).toBe(counts.total);
      const right = await send(dan, dan.password);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ error: 'TooManyRequests' });
      // Sign-in shares the account's budget.
      expect((await login(dan.username, dan.password)).statusCode).toBe(429);
    },
  );
});
