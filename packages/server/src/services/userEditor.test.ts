// PUT /user checks every value before writing: a refused change leaves the player as it was
// (issue 13: an out-of-range day-boundary offset was saved and then refused every later call).
import { beforeEach, describe, expect, it } from 'vitest';
import { dataOf, registerAccount, type TestAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

type User = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions

describe.each(databasesUnderTest())('PUT /user refusals on $name', (database) => {
  let ada: TestAccount;

  const t = useTestApp(database);
  // A fresh player per case: a player broken by one case must not fail the next.
  beforeEach(async () => {
    ada = await registerAccount(t.app);
  });

  const getUser = () => t.app.inject({ method: 'GET', url: '/api/v4/user', headers: ada.headers });
  const putUser = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v4/user', headers: ada.headers, payload });

  it.each([
    ['preferences.timezoneOffsetAtLastCron', -841],
    ['preferences.timezoneOffsetAtLastCron', 721],
    ['preferences.timezoneOffsetAtLastCron', 1.5],
    ['preferences.hair.base', 1e308],
    ['preferences.hair.color', 'x'.repeat(201)],
    ['preferences.improvementCategories', [{ deep: 'object' }]],
    ['preferences.suppressModals.levelUp', 'yes'],
  ])(
    'refuses %s = %s with 400, writes nothing and keeps the player usable',
    async (path, value) => {
      const before = dataOf<User>(await getUser());

      const response = await putUser({ [path]: value });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'BadRequest' });
      const after = await getUser();
      expect(after.statusCode).toBe(200);
      expect(dataOf<User>(after).preferences).toEqual(before.preferences);
      const scored = await t.app.inject({
        method: 'POST',
        url: '/api/v4/tasks/user',
        headers: ada.headers,
        payload: { type: 'todo', text: 'still works' },
      });
      expect(scored.statusCode).toBe(201);
    },
  );

  it.each([
    ['preferences.timezoneOffsetAtLastCron', -840],
    ['preferences.timezoneOffsetAtLastCron', 720],
    ['preferences.hair.base', 5],
    ['preferences.improvementCategories', ['work', 'health']],
  ])('accepts %s = %j', async (path, value) => {
    const response = await putUser({ [path]: value });

    expect(response.statusCode).toBe(200);
    const [column, ...rest] = path.split('.');
    let stored: unknown = dataOf<User>(await getUser())[column!];
    for (const segment of rest) stored = (stored as Record<string, unknown>)[segment];
    expect(stored).toEqual(value);
  });
});
