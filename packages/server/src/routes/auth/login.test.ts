import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';

const url = '/api/v4/user/auth/local/login';
const wrongMessage = 'Your e-mail address / username or password is incorrect.';

describe.each(databasesUnderTest())('POST /user/auth/local/login on $name', (database) => {
  let ada: TestAccount;

  const clock = createFixedClock();
  const t = useTestApp(database, {
    config: {
      signInLimits: { perAccount: 3, perAccountNewDevices: 3, perAddress: 6, windowMinutes: 15 },
    },
    clock,
  });
  beforeAll(async () => {
    ada = await registerAccount(t.app, { username: 'AdaLogin', email: 'ada.login@example.com' });
  });

  const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress });

  it.each(['AdaLogin', 'adalogin', 'ADA.LOGIN@example.com'])('signs in with %s', async (name) => {
    const response = await login(name, ada.password);

    expect(response.statusCode).toBe(200);
    const data = dataOf<{ id: string; apiToken: string }>(response);
    expect(data).toMatchObject({
      id: ada.id,
      newUser: false,
      username: 'AdaLogin',
      email: 'ada.login@example.com',
    });
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/v4/user',
      headers: { 'x-api-user': data.id, 'x-api-key': data.apiToken },
    });
    expect(user.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'AdaLogin', 'wrong password'],
    ['an unknown username', 'Nobody', 'whatever1'],
    ['an unknown e-mail', 'nobody@example.com', 'whatever1'],
  ])('answers %s with one 401 and no logout code', async (_case, name, password) => {
    clock.jump(60 * 60_000); // a fresh failure window for each case
    const response = await login(name, password, '10.0.1.1');

    expect(response.statusCode).toBe(401);
    const body = response.json<{ error: string; message: string; code?: string }>();
    expect(body.error).toBe('NotAuthorized');
    expect(body.message).toContain(wrongMessage);
    expect(body.code).toBeUndefined();
  });

  it('refuses a missing password with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { username: 'AdaLogin' } });
    expect(response.statusCode).toBe(400);
  });

  it('answers a suspended account with the suspended message', async () => {
    const carl = await registerAccount(t.app);
    await t.test.db.query('UPDATE credentials SET blocked = true WHERE user_id = $1', [carl.id]);

    const response = await login(carl.username, carl.password, '10.0.2.1');

    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toContain(carl.id);
  });

  it('limits failed sign-ins to an account from clients it does not know until the window passes', async () => {
    const dora = await registerAccount(t.app);
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await login(dora.username, 'wrong password', address)).statusCode).toBe(401);
    }

    const limited = await login(dora.username, dora.password, '10.1.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: 'TooManyRequests' });

    clock.jump(15 * 60_000);
    expect((await login(dora.username, dora.password, '10.1.0.4')).statusCode).toBe(200);
    // That success swept every window that had passed.
    const left = await t.test.db.query<{ key: string }>('SELECT key FROM sign_in_failures');
    expect(left.map((row) => row.key)).not.toContain('address:10.1.0.1');
  });

  it('limits failed sign-ins per address across accounts', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(`ghost${attempt}`, 'wrong password', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('AdaLogin', ada.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('AdaLogin', ada.password, '10.2.0.2')).statusCode).toBe(200);
  });
});
