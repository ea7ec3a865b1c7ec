// Factories for signed-up players in route tests.
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';

export interface TestAccount {
  id: string;
  apiToken: string;
  username: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

let counter = 0;

export async function registerAccount(
  app: App,
  overrides: Partial<Pick<TestAccount, 'username' | 'email' | 'password'>> = {},
): Promise<TestAccount> {
  counter += 1;
  const username =
    overrides.username ?? `player${counter}_${Math.random().toString(36).slice(2, 8)}`;
  const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/v4/user/auth/local/register',
    payload: { username, email, password, confirmPassword: password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, apiToken } = response.json<{ data: { id: string; apiToken: string } }>().data;
  return {
    id,
    apiToken,
    username,
    email,
    password,
    headers: { 'x-api-user': id, 'x-api-key': apiToken },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A v4 API call as `account`: what the area helpers (taskCalls, groupCalls) build on. */
export function callAs(app: App, account: Pick<TestAccount, 'headers'>) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v4${url}`,
      headers: account.headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** The `data` of a JSON envelope. */
export function dataOf<T = Record<string, unknown>>(response: { json: () => unknown }): T {
  return (response.json() as { data: T }).data;
}
