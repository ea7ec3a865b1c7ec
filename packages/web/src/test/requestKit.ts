import { vi } from 'vitest';
import type { ServerNotification } from '../api/envelope.ts';
import { setSessionHooks, type SessionHooks } from '../api/sessionHooks.ts';
import { setApiFetch } from '../api/transport.ts';

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake fetch answering each call with `answer(call)`; it records every call. */
export function fakeFetch(answer: (call: FakeCall) => Response) {
  const calls: FakeCall[] = [];
  setApiFetch(async (url, init) => {
    const call: FakeCall = {
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

/** Session hooks whose every effect is a spy; `version` null means the user is not loaded. */
export function fakeSession(version: number | null, removed: string[] = []) {
  const hooks = {
    userVersion: vi.fn(() => version),
    setUserVersion: vi.fn((next: number) => {
      version = next;
    }),
    resync: vi.fn(),
    removedNotificationIds: vi.fn(() => new Set(removed)),
    setNotifications: vi.fn((_notifications: ServerNotification[]) => {}),
    logOut: vi.fn(),
  } satisfies SessionHooks;
  setSessionHooks(hooks);
  return hooks;
}
