import { describe, expect, it } from 'vitest';
import { dataOf, registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

type User = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions

describe.each(databasesUnderTest())('GET and PUT /user on $name', (database) => {
  const t = useTestApp(database, {
    config: { supportEmail: 'help@questlog.test' },
    accounts: ['ada', 'bob'],
  });

  const getUser = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v4/user${query}`, headers });
  const putUser = (payload: object, headers = t.ada.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/v4/user', headers, payload });

  it('answers the player with computed stats, userV and notifications, never a token', async () => {
    const response = await getUser(t.ada.headers);

    expect(response.statusCode).toBe(200);
    const body = response.json<User>();
    expect(body.data.id).toBe(t.ada.id);
    expect(body.data.stats).toMatchObject({ maxHealth: 50, maxMP: 30, toNextLevel: 25 });
    expect(body.data).not.toHaveProperty('apiToken');
    expect(body.userV).toBe(body.data._v);
    expect(body.notifications).toEqual([]);
  });

  it('limits the answer to userFields plus the always-sent fields', async () => {
    const user = dataOf<User>(await getUser(t.ada.headers, '?userFields=items.pets,stats'));

    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        '_v',
        'auth',
        'flags',
        'id',
        'items',
        'notifications',
        'permissions',
        'preferences',
        'stats',
      ].sort(),
    );
    expect(user.items).toEqual({ pets: {} });
    expect(user.stats).not.toHaveProperty('maxHealth');
    expect(user).not.toHaveProperty('needsCron');
  });

  it.each([
    ['no headers', {}, 'Missing authentication headers.'],
    ['only the user id', { 'x-api-user': 'x' }, 'Missing authentication headers.'],
    [
      'a wrong key',
      { 'x-api-key': '00000000-0000-4000-8000-000000000000' },
      'There is no account that uses those credentials.',
    ],
    [
      'an id that is no UUID',
      { 'x-api-user': 'nope', 'x-api-key': 'nope' },
      'There is no account that uses those credentials.',
    ],
  ])('refuses %s with 401 invalid_credentials', async (_case, headers, message) => {
    const response = await getUser({
      ...(_case === 'a wrong key' ? t.ada.headers : {}),
      ...headers,
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: 'NotAuthorized',
      message,
      code: 'invalid_credentials',
    });
  });

  it("keeps another player's key from opening this account", async () => {
    const response = await getUser({ 'x-api-user': t.ada.id, 'x-api-key': t.bob.apiToken });
    expect(response.statusCode).toBe(401);
  });

  it('answers a suspended account with the suspended message naming support and the id', async () => {
    const carl = await registerAccount(t.app);
    await t.test.db.query('UPDATE credentials SET blocked = true WHERE user_id = $1', [carl.id]);

    const response = await getUser(carl.headers);

    expect(response.statusCode).toBe(401);
    const { message, code } = response.json<{ message: string; code?: string }>();
    expect(message).toContain('help@questlog.test');
    expect(message).toContain(carl.id);
    expect(code).toBeUndefined();
  });

  it.each(['-841', '721', 'abc', '1.5'])(
    'refuses x-user-timezoneOffset %s with 400',
    async (offset) => {
      const response = await getUser({ ...t.ada.headers, 'x-user-timezoneOffset': offset });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ param: 'x-user-timezoneOffset', value: offset }],
      });
    },
  );

  it('stores a new x-user-timezoneOffset and bumps userV once', async () => {
    const before = dataOf<User>(await getUser(t.ada.headers))._v as number;
    const first = await getUser({ ...t.ada.headers, 'x-user-timezoneOffset': '-120' });
    const again = await getUser({ ...t.ada.headers, 'x-user-timezoneOffset': '-120' });

    expect(first.json<User>().data.preferences.timezoneOffset).toBe(-120);
    expect(first.json<User>().userV).toBe(before + 1);
    expect(again.json<User>().userV).toBe(before + 1);
  });

  it('changes editable paths and bumps userV', async () => {
    const before = dataOf<User>(await getUser(t.ada.headers))._v as number;
    const response = await putUser({
      'profile.name': 'Ada Lovelace',
      'preferences.dayStart': 4,
      'preferences.hair.color': 'black',
      'inbox.optOut': true,
      'flags.tour.intro': -2,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<User>();
    expect(body.data.profile.name).toBe('Ada Lovelace');
    expect(body.data.preferences).toMatchObject({ dayStart: 4, hair: { color: 'black', base: 3 } });
    expect(body.data.inbox.optOut).toBe(true);
    expect(body.data.flags.tour.intro).toBe(-2);
    expect(body.userV).toBe(before + 1);
    expect(body.data._v).toBe(before + 1);
  });

  it.each([
    'stats.gp',
    'stats.class',
    'preferences.sleep',
    'balance',
    'auth.local.email',
    'items.pets.Wolf-Base',
    'preferences.unknown',
  ])('refuses the protected path %s with 401 and saves nothing', async (path) => {
    const before = dataOf<User>(await getUser(t.ada.headers));
    const response = await putUser({ 'profile.blurb': 'changed?', [path]: 5 });

    expect(response.statusCode).toBe(401);
    expect(response.json<User>().message).toBe(
      `path \`${path}\` was not saved, as it's a protected path.`,
    );
    const after = dataOf<User>(await getUser(t.ada.headers));
    expect(after._v).toBe(before._v);
    expect(after.profile.blurb).toBe(before.profile.blurb);
  });

  it.each([
    ['profile.name', ''],
    ['profile.name', 'x'.repeat(31)],
    ['preferences.dayStart', 24],
    ['preferences.timezoneOffset', 900],
    ['inbox.optOut', 'yes'],
    ['flags.newStuff', true],
  ])('refuses %s = %j with 400 and saves nothing', async (path, value) => {
    const before = dataOf<User>(await getUser(t.ada.headers));
    const response = await putUser({ 'profile.blurb': 'changed?', [path]: value });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ param: path, value }] });
    expect(dataOf<User>(await getUser(t.ada.headers))._v).toBe(before._v);
  });

  it('loses no update when changes race: each is kept and each bumps userV', async () => {
    const before = dataOf<User>(await getUser(t.ada.headers))._v as number;
    const paths = ['habits', 'dailies', 'todos', 'rewards', 'party', 'pets', 'gems'];
    const responses = await Promise.all(
      paths.map((step) => putUser({ [`flags.tutorial.common.${step}`]: false })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(paths.map(() => 200));
    const after = dataOf<User>(await getUser(t.ada.headers));
    expect(after._v).toBe(before + paths.length);
    expect(Object.values(after.flags.tutorial.common)).toEqual(paths.map(() => false));
  });

  it("leaves the other player's data untouched", async () => {
    await putUser({ 'profile.name': 'Only Ada' });
    expect(dataOf<User>(await getUser(t.bob.headers)).profile.name).toBe(t.bob.username);
  });
});
