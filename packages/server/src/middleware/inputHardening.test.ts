// Input an attacker would send: NUL bytes, lone surrogates, oversized indexed values, deep nesting.
// Each is the caller's mistake, so a 400 in the API's error shape, never a 500 or a partial write.
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { taskCalls } from '../../test/helpers/tasks.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';
// Random letters: PostgreSQL compresses a repeated letter below its index-row limit.
const HUGE = Array.from(
  { length: 9000 },
  () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
).join('');

describe.each(databasesUnderTest())('hostile input on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada'] });

  const expectBadRequest = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'BadRequest',
      message: expect.any(String),
    });
  };

  it.each([
    ['a NUL byte in a task text', { type: 'todo', text: NUL }],
    ['a lone surrogate in a task text', { type: 'todo', text: LONE_SURROGATE }],
    ['a NUL byte in a nested checklist', { type: 'daily', text: 'x', checklist: [{ text: NUL }] }],
    ['a NUL byte in a key', { type: 'todo', text: 'x', [NUL]: 1 }],
    ['an 8 KB alias', { type: 'todo', text: 'x', alias: HUGE }],
  ])('answers 400 to %s and writes nothing', async (_case, body) => {
    const tasks = taskCalls(t.app, t.ada);
    const before = await tasks.list();

    expectBadRequest(await tasks.call('POST', '/tasks/user', body));
    expect(await tasks.list()).toHaveLength(before.length);
  });

  it('accepts paired surrogates (emoji) and other Unicode', async () => {
    const tasks = taskCalls(t.app, t.ada);
    const task = await tasks.create({ type: 'todo', text: 'Run 🏃 5 km — déjà vu' });
    expect(task.text).toBe('Run 🏃 5 km — déjà vu');
  });

  it.each([
    ['profile.blurb', NUL],
    ['profile.blurb', LONE_SURROGATE],
    ['preferences.language', '\ud800'],
  ])('answers 400 to PUT /user %s with a bad string', async (path, value) => {
    const tasks = taskCalls(t.app, t.ada);
    expectBadRequest(await tasks.call('PUT', '/user', { [path]: value }));
    expect((await tasks.call('GET', '/user')).statusCode).toBe(200);
  });

  it.each([
    ['a NUL byte in a path parameter', '/api/v4/tasks/a%00b'],
    ['a NUL byte in the query', '/api/v4/user?userFields=a%00b'],
  ])('answers 400 to %s', async (_case, url) => {
    expectBadRequest(await t.app.inject({ method: 'GET', url, headers: t.ada.headers }));
  });

  it.each([
    ['username', { username: HUGE, email: 'huge1@example.com' }],
    ['e-mail', { username: 'hugeEmail', email: `${HUGE}@example.com` }],
  ])('answers 400 to a sign-up with an 8 KB %s', async (_case, fields) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/register',
      payload: { ...fields, password: 'long enough 1', confirmPassword: 'long enough 1' },
    });
    expectBadRequest(response);
  });

  it.each([
    ['username', { username: HUGE, password: 'whatever1' }],
    ['username with a NUL byte', { username: NUL, password: 'whatever1' }],
  ])('answers 400 to a sign-in with an 8 KB or NUL %s', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/login',
      payload,
    });
    expectBadRequest(response);
  });

  it.each([
    ['arrays', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
  ])('answers 400 in the API shape to 10,000 nested %s', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/tasks/user',
      headers: { ...t.ada.headers, 'content-type': 'application/json' },
      payload,
    });
    expectBadRequest(response);
  });
});
