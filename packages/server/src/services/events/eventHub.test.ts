// The live feed: an event committed by one server process reaches the subscribers of another
// through LISTEN/NOTIFY (PostgreSQL: two Database instances, i.e. two sets of connections;
// PGlite: one instance, in-process), in the order the changes committed; rolled-back events and
// events outside the live feed never reach anyone. Nothing here waits for
// time: a test waits for the event it expects, and shows that something did not arrive by an
// event recorded after it arriving first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { testConfig } from '../../../test/helpers/testApp.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { LIVE_EVENT } from '@questlog/core/live';
import { EVENTS_CHANNEL, recordEvent } from '../../db/repositories/events.ts';
import { loadLiveEventsAfter, type LiveStoredEvent } from '../../db/repositories/liveEvents.ts';
import { comparePositions, createEventHub } from './eventHub.ts';

const silent = { error: () => undefined };

/** A subscriber's inbox: what it heard, and a promise of the moment it has heard `count`. */
function inbox() {
  const heard: LiveStoredEvent[] = [];
  let waiting: { count: number; resolve: () => void }[] = [];
  return {
    heard,
    subscriber: (events: readonly LiveStoredEvent[]) => {
      heard.push(...events);
      for (const waiter of waiting.filter(({ count }) => heard.length >= count)) waiter.resolve();
      waiting = waiting.filter(({ count }) => heard.length < count);
    },
    /** The ids heard, once there are `count` of them. */
    idsOnceHeard: (count: number) =>
      new Promise<void>((resolve) => {
        if (heard.length >= count) resolve();
        else waiting.push({ count, resolve });
      }).then(() => heard.map((event) => event.id)),
  };
}

/** A hub on `db`'s notifications, with one subscriber. */
async function listeningHub(db: Database) {
  const hub = createEventHub(db, silent);
  const unlisten = await db.listen(EVENTS_CHANNEL, () => hub.notified());
  const heard = inbox();
  const subscription = await hub.subscribe(heard.subscriber);
  const stop = async () => {
    subscription.unsubscribe();
    await unlisten();
  };
  return { heard, subscription, stop };
}

const PRIVATE_MESSAGE = LIVE_EVENT.privateMessageReceived;
const CHAT = LIVE_EVENT.chatMessagePosted;

describe.each(databasesUnderTest())('live events on $name', (database) => {
  let test: TestDatabase;
  let users: string[];

  beforeAll(async () => {
    test = await database.open();
    users = (
      await test.db.query<{ id: string }>(
        'INSERT INTO users (version) VALUES (0), (0), (0) RETURNING id',
      )
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await test.drop();
  });

  it('a subscriber of one process hears the live events another process commits', async () => {
    const [ada, bob] = users as [string, string];
    const writer = test.db;
    const reader = test.connectAgain();
    const { heard, subscription, stop } = await listeningHub(reader);
    try {
      await expect(
        writer.transaction(async (tx) => {
          await recordEvent(tx, { type: PRIVATE_MESSAGE, userId: ada, payload: { hp: -1 } });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      // Not of the live feed: never handed out.
      await writer.transaction((tx) => recordEvent(tx, { type: 'boss.damaged', userId: ada }));
      const message = await writer.transaction((tx) =>
        recordEvent(tx, { type: PRIVATE_MESSAGE, userId: bob, payload: { from: ada } }),
      );

      expect(await heard.idsOnceHeard(1)).toEqual([message]);
      expect(heard.heard[0]).toMatchObject({
        type: PRIVATE_MESSAGE,
        userId: bob,
        payload: { from: ada },
      });
      expect(comparePositions(heard.heard[0]!.position, subscription.from)).toBeGreaterThan(0);
      // Nothing more arrives late (the rolled-back event, the other type, a repeat): an event
      // notified after everything else comes next.
      const last = await writer.transaction((tx) =>
        recordEvent(tx, { type: CHAT, userId: ada, payload: {} }),
      );
      expect(await heard.idsOnceHeard(2)).toEqual([message, last]);
    } finally {
      await stop();
    }
  });

  it('hands a batch out in position order, past a power of ten', async () => {
    const [ada] = users as [string];
    const { heard, stop } = await listeningHub(test.db);
    try {
      // Twelve positions committed together, read in one batch: 9 comes before 10.
      const ids = await test.db.transaction(async (tx) => {
        const recorded: string[] = [];
        for (let i = 0; i < 12; i += 1) {
          recorded.push(await recordEvent(tx, { type: CHAT, userId: ada }));
        }
        return recorded;
      });
      expect(await heard.idsOnceHeard(12)).toEqual(ids);
    } finally {
      await stop();
    }
  });

  // PGlite runs one transaction at a time, so commits come in id order there; PostgreSQL's can
  // come in any order.
  it.runIf(database.name === 'postgres')(
    'hands events out in the order they committed, and a later read misses none',
    async () => {
      const [ada] = users as [string];
      const reader = test.connectAgain();
      const { heard, stop } = await listeningHub(reader);
      try {
        let commitFirst!: () => void;
        const held = new Promise<void>((resolve) => (commitFirst = resolve));
        let recordedFirst!: () => void;
        const isRecorded = new Promise<void>((resolve) => (recordedFirst = resolve));
        // The smaller id commits last.
        const first = test.db.transaction(async (tx) => {
          const id = await recordEvent(tx, { type: CHAT, userId: ada });
          recordedFirst();
          await held;
          return id;
        });
        await isRecorded;
        const second = await test.db.transaction((tx) =>
          recordEvent(tx, { type: CHAT, userId: ada }),
        );
        expect(await heard.idsOnceHeard(1)).toEqual([second]);
        const seenUpTo = heard.heard[0]!.position;
        commitFirst();
        const firstId = await first;
        expect(comparePositions(firstId, second)).toBeLessThan(0);
        expect(await heard.idsOnceHeard(2)).toEqual([second, firstId]);
        // A stream that stopped at the second resumes from its position and still gets the first.
        const resumed = await loadLiveEventsAfter(test.db, seenUpTo, 10);
        expect(resumed.map((event) => event.id)).toEqual([firstId]);
      } finally {
        await stop();
      }
    },
  );

  it('the app’s subscribe API listens on first use and stops on close', async () => {
    const [, , cy] = users as [string, string, string];
    const app = buildApp({ db: test.connectAgain(), config: testConfig(), logger: false });
    await app.ready();
    const forCy = inbox();
    const subscription = await app.events.subscribe(forCy.subscriber);
    // Still subscribed when the other leaves: it hears what the other would have heard.
    const witness = inbox();
    await app.events.subscribe(witness.subscriber);

    const id = await test.db.transaction((tx) =>
      recordEvent(tx, { type: PRIVATE_MESSAGE, userId: cy }),
    );
    expect(await forCy.idsOnceHeard(1)).toEqual([id]);

    subscription.unsubscribe();
    const next = await test.db.transaction((tx) =>
      recordEvent(tx, { type: PRIVATE_MESSAGE, userId: cy }),
    );
    expect(await witness.idsOnceHeard(2)).toEqual([id, next]);
    expect(forCy.heard).toHaveLength(1);
    await app.close();
  });

  it('an app with the worker delivers to its handlers and stops on close', async () => {
    const app = buildApp({
      db: test.connectAgain(),
      config: testConfig(),
      logger: false,
      runEventWorker: true,
    });
    const handled = new Promise<string>((resolve) => {
      app.events.handlers.register('chat.posted', async (event) => resolve(event.id));
    });
    await app.ready();

    const id = await test.db.transaction((tx) => recordEvent(tx, { type: 'chat.posted' }));
    expect(await handled).toBe(id);
    await app.close();
    const [row] = await test.db.query<{ done: boolean }>(
      'SELECT done_at IS NOT NULL AS done FROM events WHERE id = $1::bigint',
      [id],
    );
    expect(row!.done).toBe(true);
  });
});
