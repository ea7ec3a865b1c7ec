import { describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('account changes on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada', 'bob'] });

  const call = (
    method: 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers = t.ada.headers,
  ) => t.app.inject({ method, url: `/api/v4${url}`, headers, ...(payload ? { payload } : {}) });
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/login',
      payload: { username, password },
    });
  const credentials = async (userId: string) =>
    (
      await t.test.db.query<{ username: string; email: string; password_hash: string }>(
        'SELECT username, email, password_hash FROM credentials WHERE user_id = $1',
        [userId],
      )
    )[0];

  it('changes the password with the current one', async () => {
    const response = await call('PUT', '/user/auth/update-password', {
      password: t.ada.password,
      newPassword: 'second secret',
      confirmPassword: 'second secret',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: {}, userV: expect.any(Number) });
    expect((await login(t.ada.username, 'second secret')).statusCode).toBe(200);
    t.ada.password = 'second secret';
  });

  it('a new password signs out every other device; the one that changed it stays', async () => {
    const tokenOf = async (response: Awaited<ReturnType<typeof login>>) =>
      dataOf<{ apiToken: string }>(response).apiToken;
    const phone = await tokenOf(await login(t.ada.username, t.ada.password));
    const tablet = await tokenOf(await login(t.ada.username, t.ada.password));
    const bobsPhone = await tokenOf(await login(t.bob.username, t.bob.password));
    const getUser = (id: string, key: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v4/user',
        headers: { 'x-api-user': id, 'x-api-key': key },
      });

    const response = await call(
      'PUT',
      '/user/auth/update-password',
      { password: t.ada.password, newPassword: 'third secret', confirmPassword: 'third secret' },
      { 'x-api-user': t.ada.id, 'x-api-key': phone },
    );
    expect(response.statusCode, response.body).toBe(200);
    t.ada.password = 'third secret';

    expect((await getUser(t.ada.id, phone)).statusCode).toBe(200);
    expect((await getUser(t.ada.id, tablet)).statusCode).toBe(401);
    expect((await getUser(t.ada.id, t.ada.apiToken)).statusCode).toBe(401);
    expect((await getUser(t.bob.id, bobsPhone)).statusCode).toBe(200);
    t.ada.apiToken = phone;
    t.ada.headers = { 'x-api-user': t.ada.id, 'x-api-key': phone };
  });

  it.each([
    ['a wrong current password', { password: 'not it at all' }, 401],
    ['a short new password', { newPassword: 'short', confirmPassword: 'short' }, 400],
    ['a different confirmation', { confirmPassword: 'something else' }, 400],
  ])('refuses %s and keeps the password', async (_case, change, status) => {
    const before = (await credentials(t.ada.id))!.password_hash;
    const payload = {
      password: t.ada.password,
      newPassword: 'third secret',
      confirmPassword: 'third secret',
      ...change,
    };
    const response = await call('PUT', '/user/auth/update-password', payload);

    expect(response.statusCode).toBe(status);
    if (status === 401)
      expect(response.json()).toMatchObject({
        error: 'NotAuthorized',
        message: 'That password is not right.',
      });
    expect((await credentials(t.ada.id))!.password_hash).toBe(before);
  });

  it('changes the e-mail (stored lower-cased) with the password', async () => {
    const response = await call('PUT', '/user/auth/update-email', {
      newEmail: 'Ada.New@Example.com',
      password: t.ada.password,
    });

    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ email: 'ada.new@example.com' });
    expect((await credentials(t.ada.id))!.email).toBe('ada.new@example.com');
  });

  it.each([
    [
      "another player's e-mail",
      () => ({ newEmail: t.bob.email.toUpperCase(), password: t.ada.password }),
      400,
    ],
    ['an invalid e-mail', () => ({ newEmail: 'nope', password: t.ada.password }), 400],
    ['a wrong password', () => ({ newEmail: 'x@example.com', password: 'wrong wrong' }), 401],
  ])('refuses %s for the e-mail', async (_case, payload, status) => {
    const response = await call('PUT', '/user/auth/update-email', payload());
    expect(response.statusCode).toBe(status);
    expect((await credentials(t.ada.id))!.email).toBe('ada.new@example.com');
  });

  it('changes the username, and keeps the same name in another case free for its owner', async () => {
    const response = await call('PUT', '/user/auth/update-username', {
      username: 'AdaRenamed',
      password: t.ada.password,
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ username: 'AdaRenamed' });

    const recase = await call('PUT', '/user/auth/update-username', {
      username: 'adarenamed',
      password: t.ada.password,
    });
    expect(recase.statusCode).toBe(200);
    t.ada.username = 'adarenamed';
  });

  it.each([
    [
      "another player's name in another case",
      () => ({ username: t.bob.username.toUpperCase(), password: t.ada.password }),
      400,
    ],
    ['a name with spaces', () => ({ username: 'two words', password: t.ada.password }), 400],
    ['no password', () => ({ username: 'Fine_Name' }), 401],
  ])('refuses %s for the username', async (_case, payload, status) => {
    const response = await call('PUT', '/user/auth/update-username', payload());
    expect(response.statusCode).toBe(status);
    expect((await credentials(t.ada.id))!.username).toBe('adarenamed');
  });

  it('issues a new API token and the old one stops working', async () => {
    const response = await call('POST', '/user/auth/reset-api-token');
    const { apiToken } = dataOf<{ apiToken: string }>(response);

    expect(apiToken).not.toBe(t.ada.apiToken);
    const old = await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: t.ada.headers });
    expect(old.statusCode).toBe(401);
    t.ada.headers = { 'x-api-user': t.ada.id, 'x-api-key': apiToken };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: t.ada.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to delete the account with a wrong or missing password', async () => {
    expect((await call('DELETE', '/user', { password: 'wrong wrong' })).statusCode).toBe(401);
    expect((await call('DELETE', '/user', {})).statusCode).toBe(400);
    expect(await t.test.db.query('SELECT 1 FROM users WHERE id = $1', [t.ada.id])).toHaveLength(1);
  });

  it("deletes the account and all of the player's data, and only theirs", async () => {
    await t.test.db.query("INSERT INTO notifications (user_id, type) VALUES ($1, 'GIFT')", [
      t.ada.id,
    ]);
    const response = await call('DELETE', '/user', { password: t.ada.password, feedback: 'bye' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('userV');
    for (const table of ['users', 'credentials', 'api_tokens', 'tasks', 'tags', 'notifications']) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(
        await t.test.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [t.ada.id]),
      ).toHaveLength(0);
    }
    expect(
      await t.test.db.query('SELECT 1 FROM tasks WHERE user_id = $1', [t.bob.id]),
    ).toHaveLength(5);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: t.ada.headers }))
        .statusCode,
    ).toBe(401);
  });
});
