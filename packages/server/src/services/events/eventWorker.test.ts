// The outbox's delivery: only committed events, each to one worker at a time, retried with
// backoff when a handler fails, and given up after the last attempt.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import type { Database } from '../../db/database.ts';
import { claimEvents, recordEvent, type StoredEvent } from '../../db/repositories/events.ts';
import { createEventHandlers } from './eventHandlers.ts';
import {
  defaultWorkerOptions,
  deliverBatch,
  retryDelayMs,
  startEventWorker,
  type EventWorkerOptions,
} from './eventWorker.ts';

const silent = { error: () => undefined };
const options = (overrides: Partial<EventWorkerOptions> = {}): EventWorkerOptions => ({
  ...defaultWorkerOptions(),
  retryBaseMs: 200,
  ...overrides,
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('retryDelayMs', () => {
  it.each([
    [1, 200],
    [2, 400],
    [3, 800],
    [10, 60_000],
  ])('after attempt %i waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts, options({ retryMaxMs: 60_000 }))).toBe(ms);
  });
});

describe.each(databasesUnderTest())('the event worker on $name', (database) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await database.open();
  });
  beforeEach(async () => {
    await test.db.exec('DELETE FROM events');
  });
  afterAll(async () => {
    await test.drop();
  });

  const record = (type: string, payload: Record<string, unknown> = {}) =>
    test.db.transaction((tx) => recordEvent(tx, { type, payload }));
  const stateOf = async (id: string) =>
    (
      await test.db.query<{ attempts: number; done: boolean; failed: boolean; last_error: string }>(
        `SELECT attempts, done_at IS NOT NULL AS done, failed_at IS NOT NULL AS failed, last_error
         FROM events WHERE id = $1::bigint`,
        [id],
      )
    )[0]!;

  it('delivers a committed event once, and never one whose transaction rolled back', async () => {
    const handlers = createEventHandlers();
    const seen: StoredEvent[] = [];
    handlers.register('quest.started', async (event) => {
      seen.push(event);
    });
    await expect(
      test.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'quest.started', payload: { key: 'rolledBack' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await record('quest.started', { key: 'vice1' });

    expect((await deliverBatch(test.db, handlers, options(), silent)).claimed).toBe(1);
    expect((await deliverBatch(test.db, handlers, options(), silent)).claimed).toBe(0);

    expect(seen).toEqual([
      expect.objectContaining({
        id,
        type: 'quest.started',
        payload: { key: 'vice1' },
        attempts: 1,
      }),
    ]);
    expect(await stateOf(id)).toMatchObject({ attempts: 1, done: true, failed: false });
    expect(await test.db.query('SELECT 1 FROM events')).toHaveLength(1);
  });

  it('marks an event without handlers done', async () => {
    const id = await record('nobody.listens');
    await deliverBatch(test.db, createEventHandlers(), options(), silent);
    expect(await stateOf(id)).toMatchObject({ done: true });
  });

  it('retries a failing handler after a growing wait, then marks the event done', async () => {
    const handlers = createEventHandlers();
    let calls = 0;
    handlers.register('mail.queued', async () => {
      calls += 1;
      if (calls <= 2) throw new Error(`smtp down (${calls})`);
    });
    const id = await record('mail.queued');
    const worker = options({ retryBaseMs: 300 });

    const first = await deliverBatch(test.db, handlers, worker, silent);
    expect(first).toEqual({ claimed: 1, nextRetryMs: 300 });
    expect(await stateOf(id)).toMatchObject({
      attempts: 1,
      done: false,
      last_error: expect.stringContaining('smtp down (1)'),
    });
    // Not before its time.
    expect((await deliverBatch(test.db, handlers, worker, silent)).claimed).toBe(0);

    await pause(350);
    expect(await deliverBatch(test.db, handlers, worker, silent)).toEqual({
      claimed: 1,
      nextRetryMs: 600,
    });
    await pause(350);
    expect((await deliverBatch(test.db, handlers, worker, silent)).claimed).toBe(0);
    await pause(300);
    expect((await deliverBatch(test.db, handlers, worker, silent)).claimed).toBe(1);

    expect(calls).toBe(3);
    expect(await stateOf(id)).toMatchObject({ attempts: 3, done: true, failed: false });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const handlers = createEventHandlers();
    handlers.register('webhook.due', async () => {
      throw new Error('410 Gone');
    });
    const id = await record('webhook.due');
    const worker = options({ retryBaseMs: 1, maxAttempts: 3 });

    for (let attempt = 0; attempt < 5; attempt += 1) {
      await deliverBatch(test.db, handlers, worker, silent);
      await pause(10);
    }

    expect(await stateOf(id)).toMatchObject({
      attempts: 3,
      done: false,
      failed: true,
      last_error: expect.stringContaining('410 Gone'),
    });
  });

  it('does not hand out an event another worker holds until its lease runs out', async () => {
    const id = await record('chat.posted');
    const handlers = createEventHandlers();
    const crashed = options({ leaseSeconds: 1 });
    // A worker claims the event and dies before finishing.
    expect(
      await claimEvents(test.db, { workerId: crashed.workerId, limit: 10, leaseSeconds: 1 }),
    ).toHaveLength(1);

    expect((await deliverBatch(test.db, handlers, options(), silent)).claimed).toBe(0);
    await pause(1_100);
    expect((await deliverBatch(test.db, handlers, options(), silent)).claimed).toBe(1);
    expect(await stateOf(id)).toMatchObject({ attempts: 2, done: true });
  });

  it('two workers on two connections never deliver one event twice', async () => {
    const events = 200;
    await test.db.transaction(async (tx) => {
      for (let index = 0; index < events; index += 1) {
        await recordEvent(tx, { type: 'party.memberJoined', payload: { index } });
      }
    });
    const deliveries: string[] = [];
    const run = async (db: typeof test.db) => {
      const handlers = createEventHandlers();
      handlers.register('party.memberJoined', async (event) => {
        deliveries.push(event.id);
        // Hand the connection over mid-batch, so the workers' claims interleave.
        await pause(0);
      });
      const worker = options({ batchSize: 7 });
      let claimedByThis = 0;
      for (;;) {
        const { claimed } = await deliverBatch(db, handlers, worker, silent);
        if (claimed === 0) return claimedByThis;
        claimedByThis += claimed;
      }
    };

    const other = test.connectAgain();
    const [first, second] = await Promise.all([run(test.db), run(other)]);

    expect(first + second).toBe(events);
    expect(new Set(deliveries).size).toBe(events);
    expect(deliveries).toHaveLength(events);
    if (database.name === 'postgres') {
      // Both really worked (on PGlite they share one connection and may take turns wholesale).
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
    }
    const [pending] = await test.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM events WHERE done_at IS NULL',
    );
    expect(pending!.count).toBe(0);
  });

  it('a running worker is woken by the notification of a new event and stops cleanly', async () => {
    const handlers = createEventHandlers();
    const delivered: string[] = [];
    handlers.register('boss.damaged', async (event) => {
      delivered.push(event.id);
    });
    // Polling once a minute: only the notification can bring the event in time.
    const worker = startEventWorker(test.db, handlers, silent, options({ pollMs: 60_000 }));
    const unlisten = await test.db.listen('questlog_events', () => worker.wake());
    try {
      await pause(100);
      const id = await record('boss.damaged');
      await expect.poll(() => delivered, { timeout: 5_000 }).toEqual([id]);
    } finally {
      await unlisten();
      await worker.stop();
    }
  });

  it('comes back for a retry its timer woke it for too early, not a poll interval later', async () => {
    const handlers = createEventHandlers();
    let attempts = 0;
    handlers.register('webhook.delivery', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the receiver is down');
    });
    // The database's clock runs 150 ms behind the worker's timers: each scheduled retry comes
    // due later than the worker expects, so its first claim for it finds nothing.
    const lateClock: Database = Object.create(test.db) as Database;
    lateClock.query = async <T extends object>(sql: string, params?: readonly unknown[]) => {
      const rows = await test.db.query<T>(sql, params);
      if (sql.includes('last_error = $3')) {
        await test.db.query(
          `UPDATE events SET available_at = available_at + interval '150 milliseconds'
           WHERE id = $1::bigint`,
          [params![0]],
        );
      }
      return rows;
    };
    const id = await record('webhook.delivery');
    const worker = startEventWorker(
      lateClock,
      handlers,
      silent,
      options({ pollMs: 60_000, retryBaseMs: 20 }),
    );
    try {
      await expect.poll(async () => (await stateOf(id)).done, { timeout: 5_000 }).toBe(true);
      expect(attempts).toBe(2);
    } finally {
      await worker.stop();
    }
  });
});
