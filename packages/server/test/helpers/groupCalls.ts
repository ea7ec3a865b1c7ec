// Group and quest calls for route tests, as one player.
import { formatMessage } from '@questlog/core';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { callAs, type Method, type TestAccount } from './accounts.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions

export function groupCalls(app: App, account: TestAccount) {
  const call = callAs(app, account);
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<{ data: Json }>().data;
  };
  return {
    call,
    ok,
    createParty: (name = 'The Party') => ok('POST', '/groups', { type: 'party', name }),
    party: () => ok('GET', '/groups/party'),
    user: () => ok('GET', '/user'),
    invite: (groupId: string, body: object) => call('POST', `/groups/${groupId}/invite`, body),
    join: (groupId: string) => call('POST', `/groups/${groupId}/join`),
    quest: (action: string) => call('POST', `/groups/party/quests/${action}`),
  };
}

/** The answer is the refusal `key` (its catalogue message) with `status`. */
export function expectRefused(
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
  key: string,
  params?: Record<string, string | number>,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { message?: string }).message).toBe(formatMessage(key, params));
}
