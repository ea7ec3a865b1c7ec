// A client of GET /live for tests: reads the stream as it comes and parses its events. It waits
// for the stream itself, never for a time: what never comes fails the test at its timeout, and a
// stream the server ends rejects whatever was still awaited. And the two apps such tests use.
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { TestAccount } from './accounts.ts';
import type { DatabaseUnderTest, TestDatabase } from './databases.ts';
import { buildTestApp } from './testApp.ts';

export interface ReceivedEvent {
  id: string;
  type: string;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions
}

export interface LiveClient {
  readonly events: readonly ReceivedEvent[];
  /** Resolves with the events once `isDone(events)`. */
  waitUntil(isDone: (events: readonly ReceivedEvent[]) => boolean): Promise<ReceivedEvent[]>;
  /** Resolves with the events once one of `type` has `data` matching `matches`. */
  waitForEvent(
    type: string,
    matches?: (data: ReceivedEvent['data']) => boolean,
  ): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export async function openLiveStream(
  baseUrl: string,
  account: Pick<TestAccount, 'headers'>,
  lastEventId?: string,
): Promise<LiveClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v4/live`, {
    headers: { ...account.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: ReceivedEvent[] = [];
  let text = '';
  let isRetrySeen = false;
  let waiters: { check: () => boolean; reject: (error: Error) => void }[] = [];
  const settle = () => {
    waiters = waiters.filter((waiter) => !waiter.check());
  };
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop()!;
      for (const block of blocks) {
        if (block.startsWith('retry:')) isRetrySeen = true;
        const event = parseBlock(block);
        if (event) events.push(event);
      }
      settle();
    }
    for (const waiter of waiters)
      waiter.reject(new Error(`stream ended: ${JSON.stringify(events)}`));
    waiters = [];
  })();
  const waitUntil = (isDone: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!isDone()) return false;
        resolve();
        return true;
      };
      if (!check()) waiters.push({ check, reject });
    });
  const client: LiveClient = {
    events,
    waitUntil: async (isDone) => {
      await waitUntil(() => isDone(events));
      return [...events];
    },
    waitForEvent: async (type, matches = () => true) => {
      const find = () => events.find((event) => event.type === type && matches(event.data));
      await waitUntil(() => find() !== undefined);
      return find()!;
    },
    ended,
    close: () => controller.abort(),
  };
  await waitUntil(() => isRetrySeen);
  return client;
}

function parseBlock(block: string): ReceivedEvent | undefined {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
  }
  const id = fields.get('id');
  const type = fields.get('event');
  if (!id || !type) return undefined;
  return { id, type, data: JSON.parse(fields.get('data') ?? '{}') as ReceivedEvent['data'] };
}

export interface LiveApps {
  test: TestDatabase;
  /** Where the test acts. */
  poster: App;
  /** Another server process on the same database, listening on a port: where streams open. */
  listener: App;
  listenerUrl: string;
}

/**
 * Registers the calling describe's hooks: a fresh database, an app to act through and another,
 * on its own connections, to hold the streams. The handle's fields are set before its tests run.
 */
export function useLiveApps(database: DatabaseUnderTest): LiveApps {
  const apps = {} as LiveApps;
  beforeAll(async () => {
    apps.test = await database.open();
    apps.poster = buildTestApp(apps.test.db);
    apps.listener = buildTestApp(apps.test.connectAgain());
    apps.listenerUrl = await apps.listener.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await apps.listener.close();
    await apps.poster.close();
    await apps.test.drop();
  });
  return apps;
}
