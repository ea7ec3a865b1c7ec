import { describe, expect, it } from 'vitest';
import { dataOf, registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { sha256 } from '../../services/secrets.ts';

const url = '/api/v4/user/auth/local/register';
const valid = {
  username: 'Ada_L',
  email: 'Ada@Example.com',
  password: 'analytical',
  confirmPassword: 'analytical',
};

describe.each(databasesUnderTest())('POST /user/auth/local/register on $name', (database) => {
  const t = useTestApp(database);

  const countUsers = async () =>
    Number((await t.test.db.query<{ n: string }>('SELECT count(*) AS n FROM users'))[0]!.n);

  it('creates a new player with the defaults and answers 201 with the user and a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}?groupInvite=some-group`,
      payload: valid,
    });

    expect(response.statusCode).toBe(201);
    const user = dataOf(response) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions
    expect(user.newUser).toBe(true);
    expect(user.id).toBe(user._id);
    expect(user.apiToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.auth.local).toMatchObject({
      username: 'Ada_L',
      lowerCaseUsername: 'ada_l',
      email: 'ada@example.com',
    });
    expect(user.stats).toMatchObject({
      hp: 50,
      lvl: 1,
      exp: 0,
      gp: 0,
      maxHealth: 50,
      maxMP: 30,
      toNextLevel: 25,
    });
    expect(user.profile.name).toBe('Ada_L');
    expect(user.preferences).toMatchObject({ dayStart: 0, timezoneOffset: 0, language: 'en' });
    expect(user.needsCron).toBe(false);
    expect(user.tags).toHaveLength(7);
    expect(user.tasksOrder.habits).toHaveLength(3);
    expect(user.tasksOrder.dailys).toHaveLength(0);
    expect(user.tasksOrder.todos).toHaveLength(1);
    expect(user.tasksOrder.rewards).toHaveLength(1);
    expect(JSON.stringify(user)).not.toMatch(/argon2|password_hash/);

    const tasks = await t.test.db.query<{
      type: string;
      value: number;
      details: { up?: boolean; down?: boolean };
    }>('SELECT type, value, details FROM tasks WHERE user_id = $1', [user.id]);
    const habits = tasks
      .filter((task) => task.type === 'habit')
      .map((task) => [task.details.up, task.details.down]);
    expect(habits).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
        [true, true],
      ]),
    );
    expect(tasks.find((task) => task.type === 'reward')?.value).toBe(10);
    const [stored] = await t.test.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM credentials WHERE user_id = $1',
      [user.id],
    );
    expect(stored!.email).toBe('ada@example.com');
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    const tokens = await t.test.db.query<{ token_hash: Uint8Array }>(
      'SELECT token_hash FROM api_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(Buffer.from(tokens[0]!.token_hash)).toEqual(sha256(user.apiToken));
  });

  it.each([
    [
      'username taken in another case',
      { username: 'ADA_l', email: 'other@example.com' },
      'username',
      'That username is already taken.',
    ],
    [
      'e-mail taken in another case',
      { username: 'Other', email: 'ADA@example.COM' },
      'email',
      'That e-mail address is already used by an account.',
    ],
    [
      'username too long',
      { username: 'x'.repeat(21) },
      'username',
      'Usernames must be 1 to 20 characters long.',
    ],
    [
      'username with a space',
      { username: 'two words' },
      'username',
      'Usernames may contain only letters a to z, digits, hyphens and underscores.',
    ],
    ['invalid e-mail', { email: 'not-an-email' }, 'email', 'That is not a valid e-mail address.'],
    [
      'short password',
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Passwords must be 8 to 64 characters long.',
    ],
    [
      'long password',
      { password: 'p'.repeat(65), confirmPassword: 'p'.repeat(65) },
      'password',
      'Passwords must be 8 to 64 characters long.',
    ],
    [
      'confirmation differs',
      { confirmPassword: 'analyticaL' },
      'confirmPassword',
      'The password and its confirmation do not match.',
    ],
  ])('refuses a %s with 400 and writes nothing', async (_case, change, param, message) => {
    const before = await countUsers();
    const payload = { ...valid, username: 'Fresh', email: 'fresh@example.com', ...change };
    const response = await t.app.inject({ method: 'POST', url, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'BadRequest',
      errors: [{ param, message }],
    });
    expect(await countUsers()).toBe(before);
  });

  it('reports every broken rule at once, with the values but never a password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { username: 'bad name', email: 'nope', password: 'short', confirmPassword: 'other' },
    });

    const { errors } = response.json<{ errors: { param: string; value?: unknown }[] }>();
    expect(errors.map((error) => error.param)).toEqual([
      'username',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(errors[0]!.value).toBe('bad name');
    expect(errors[2]).not.toHaveProperty('value');
  });

  it('lets only one of two racing registrations of a name through; the other gets the 400', async () => {
    const payload = (email: string) => ({ ...valid, username: 'Racer', email });
    const responses = await Promise.all([
      t.app.inject({ method: 'POST', url, payload: payload('racer1@example.com') }),
      t.app.inject({ method: 'POST', url, payload: payload('racer2@example.com') }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const refused = responses.find((response) => response.statusCode === 400)!;
    expect(refused.json()).toMatchObject({
      errors: [{ param: 'username', message: 'That username is already taken.' }],
    });
    const rows = await t.test.db.query("SELECT 1 FROM credentials WHERE lower(username) = 'racer'");
    expect(rows).toHaveLength(1);
  });

  it('refuses a missing field with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { username: 'x', email: 'x@example.com' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { param: string }[] }>().errors.map((e) => e.param)).toContain(
      'password',
    );
  });

  it('answers under /api/v3 too, and the new token authenticates', async () => {
    const account = await registerAccount(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v3/status',
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});
