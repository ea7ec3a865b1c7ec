import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('registration form checks on $name', (database) => {
  const t = useTestApp(database);
  beforeAll(async () => {
    await registerAccount(t.app, { username: 'TakenName', email: 'taken@example.com' });
  });

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v4/user/auth/${path}`, payload });

  it.each([
    ['FreeName', { isUsable: true }],
    ['takenname', { isUsable: false, issues: ['That username is already taken.'] }],
    ['x'.repeat(21), { isUsable: false, issues: ['Usernames must be 1 to 20 characters long.'] }],
    [
      'no spaces',
      {
        isUsable: false,
        issues: ['Usernames may contain only letters a to z, digits, hyphens and underscores.'],
      },
    ],
  ])('verify-username %j', async (username, expected) => {
    const response = await post('verify-username', { username });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual(expected);
  });

  it.each([
    ['Ada Lovelace', { isUsable: true }],
    ['', { isUsable: false, issues: ['Display names must be 1 to 30 characters long.'] }],
    ['a\nb', { isUsable: false, issues: ['Display names must fit on one line.'] }],
  ])('verify-display-name %j', async (displayName, expected) => {
    expect(dataOf(await post('verify-display-name', { displayName }))).toEqual(expected);
  });

  it.each([
    ['Free@Example.com', { valid: true, email: 'free@example.com' }],
    [
      'TAKEN@example.com',
      {
        valid: false,
        email: 'taken@example.com',
        error: 'That e-mail address is already used by an account.',
      },
    ],
    ['nope', { valid: false, email: 'nope', error: 'That is not a valid e-mail address.' }],
  ])('check-email %j', async (email, expected) => {
    expect(dataOf(await post('check-email', { email }))).toEqual(expected);
  });

  it('refuses a missing value with 400', async () => {
    expect((await post('verify-username', {})).statusCode).toBe(400);
    expect((await post('check-email', {})).statusCode).toBe(400);
  });
});
