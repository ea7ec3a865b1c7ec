// The outbox's delivery: only committed events, each to one worker at a time, retried with
// backoff when a handler fails, and given up after the last attempt. Time is a fixed clock the
// tests move (months away from the database's own): retries and leases come due by it alone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { claimEvents, recordEvent, type StoredEvent } from '../../db/repositories/events.ts';
import { createFixedClock, type Clock } from '../clock.ts';
import { createEventHandlers, type EventHandlers } from './eventHandlers.ts';
import {
  defaultWorkerOptions,
  deliverBatch,
  retryDelayMs,
  startEventWorker,
  type EventWorkerOptions,
} from './eventWorker.ts';

const silent = { error: () => undefined };
let clock: Clock;
const options = (overrides: Partial<EventWorkerOptions> = {}): EventWorkerOptions => ({
  ...defaultWorkerOptions(),
  retryBaseMs: 200,
  clock,
  ...overrides,
});
/** Lets the other worker's queries run: a turn of the event loop, no time. */
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));
/** Registers a handler of `type` and answers the id of the first event it is given. */
const firstHandled = (handlers: EventHandlers, type: string) =>
  new Promise<string>((resolve) => {
    handlers.register(type, async (event) => resolve(event.id));
  });

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
    clock = createFixedClock();
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
    clock.jump(299);
    expect((await deliverBatch(test.db, handlers, worker, silent)).claimed).toBe(0);

    clock.jump(1);
    expect(await deliverBatch(test.db, handlers, worker, silent)).toEqual({
      claimed: 1,
      nextRetryMs: 600,
    });
    clock.jump(599);
    expect((await deliverBatch(test.db, handlers, worker, silent)).claimed).toBe(0);
    clock.jump(1);
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
      clock.jump(60_000);
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
    // A worker claims the event and dies before finishing.
    expect(
      await claimEvents(test.db, {
        workerId: 'crashed',
        limit: 10,
        leaseSeconds: 1,
        now: clock.now(),
      }),
    ).toHaveLength(1);

    expect((await deliverBatch(test.db, handlers, options(), silent)).claimed).toBe(0);
    clock.jump(999);
    expect((await deliverBatch(test.db, handlers, options(), silent)).claimed).toBe(0);
    clock.jump(1);
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
    // Each worker, after its first batch, waits for the other's first: both really work, whichever
    // connection opens first (a new connection may take longer than draining every event).
    let workersStarted = 0;
    let bothStarted!: () => void;
    const started = new Promise<void>((resolve) => (bothStarted = resolve));
    const run = async (db: typeof test.db) => {
      const handlers = createEventHandlers();
      handlers.register('party.memberJoined', async (event) => {
        deliveries.push(event.id);
        // Hand the connection over mid-batch, so the workers' claims interleave.
        await yieldTurn();
      });
      const worker = options({ batchSize: 7 });
      let claimedByThis = 0;
      for (;;) {
        const { claimed } = await deliverBatch(db, handlers, worker, silent);
        if (claimed === 0) return claimedByThis;
        if (claimedByThis === 0 && (workersStarted += 1) === 2) bothStarted();
        claimedByThis += claimed;
        await started;
      }
    };

    const other = test.connectAgain();
    const [first, second] = await Promise.all([run(test.db), run(other)]);

    expect(first + second).toBe(events);
    expect(new Set(deliveries).size).toBe(events);
    expect(deliveries).toHaveLength(events);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    const [pending] = await test.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM events WHERE done_at IS NULL',
    );
    expect(pending!.count).toBe(0);
  });

  it('a running worker is woken by the notification of a new event and stops cleanly', async () => {
    const handlers = createEventHandlers();
    const handled = firstHandled(handlers, 'boss.damaged');
    // Its clock stands still: no poll ever comes, only the notification can bring the event.
    const worker = startEventWorker(test.db, handlers, silent, options());
    const unlisten = await test.db.listen('questlog_events', () => worker.wake());
    try {
      await worker.whenAsleep();
      const id = await record('boss.damaged');
      expect(await handled).toBe(id);
    } finally {
      await unlisten();
      await worker.stop();
    }
    await expect(worker.whenAsleep()).resolves.toBeUndefined();
  });

  /** A worker over `handlers` whose first delivery of each event fails. */
  const failingOnce = (type: string) => {
    const handlers = createEventHandlers();
    const tried = new Set<string>();
    handlers.register(type, async (event) => {
      if (tried.has(event.id)) return;
      tried.add(event.id);
      throw new Error('the receiver is down');
    });
    return handlers;
  };

  it('sleeps until its clock reaches a retry, then delivers it without waiting for a poll', async () => {
    const id = await record('webhook.delivery');
    const worker = startEventWorker(
      test.db,
      failingOnce('webhook.delivery'),
      silent,
      options({ pollMs: 60_000, retryBaseMs: 200 }),
    );
    try {
      await worker.whenAsleep();
      expect(await stateOf(id)).toMatchObject({ attempts: 1, done: false });

      clock.jump(199);
      await worker.whenAsleep();
      expect(await stateOf(id)).toMatchObject({ attempts: 1, done: false });

      clock.jump(1);
      await worker.whenAsleep();
      expect(await stateOf(id)).toMatchObject({ attempts: 2, done: true });
    } finally {
      await worker.stop();
    }
  });

  it('comes back for a retry its timer woke it for too early, not a poll interval later', async () => {
    const id = await record('webhook.delivery');
    // Timers that fire 3 ms early, as Node's may by a millisecond: the first claim for the retry
    // finds nothing due.
    const early: Clock = {
      ...clock,
      after: (milliseconds, callback) => clock.after(Math.max(0, milliseconds - 3), callback),
    };
    const worker = startEventWorker(
      test.db,
      failingOnce('webhook.delivery'),
      silent,
      options({ clock: early, pollMs: 60_000, retryBaseMs: 20 }),
    );
    try {
      await worker.whenAsleep();
      let waitedMs = 0;
      while (!(await stateOf(id)).done && waitedMs < 100) {
        clock.jump(1);
        waitedMs += 1;
        await worker.whenAsleep();
      }
      expect(await stateOf(id)).toMatchObject({ attempts: 2, done: true });
      expect(waitedMs).toBeGreaterThanOrEqual(20);
      expect(waitedMs).toBeLessThanOrEqual(30);
    } finally {
      await worker.stop();
    }
  });
});
