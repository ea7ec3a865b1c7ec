// Task helpers for route tests: create through the API, read back, call task routes.
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { callAs, type TestAccount } from './accounts.ts';

export type ApiTask = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions

export function taskCalls(app: App, account: TestAccount) {
  const call = callAs(app, account);
  return {
    call,
    async create<T = ApiTask>(body: object | object[]): Promise<T> {
      const response = await call('POST', '/tasks/user', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: T }>().data;
    },
    async list(type?: string): Promise<ApiTask[]> {
      const response = await call('GET', `/tasks/user${type ? `?type=${type}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: ApiTask[] }>().data;
    },
    async user(): Promise<ApiTask> {
      return (await call('GET', '/user')).json<{ data: ApiTask }>().data;
    },
  };
}
