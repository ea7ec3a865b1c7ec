// Live updates: an event committed by one server process reaches the subscribers of another
// through LISTEN/NOTIFY (PostgreSQL: two Database instances, i.e. two sets of connections;
// PGlite: one instance, in-process); rolled-back events never reach anyone. Nothing here waits for
// time: a test waits for the event it expects, and shows that something did not arrive by an
// event recorded after it arriving first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { testConfig } from '../../../test/helpers/testApp.ts';
import { buildApp } from '../../app.ts';
import { EVENTS_CHANNEL, recordEvent, type StoredEvent } from '../../db/repositories/events.ts';
import { createEventHub } from './eventHub.ts';

const silent = { error: () => undefined };

/** A subscriber's inbox: what it heard, and a promise of the moment it has heard `count`. */
function inbox() {
  const heard: StoredEvent[] = [];
  let waiting: { count: number; resolve: () => void }[] = [];
  return {
    heard,
    subscriber: (event: StoredEvent) => {
      heard.push(event);
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

  it('a subscriber of one process hears the events another process commits', async () => {
    const [ada, bob] = users as [string, string];
    const writer = test.db;
    const reader = test.connectAgain();
    const hub = createEventHub(reader, silent);
    const unlisten = await reader.listen(EVENTS_CHANNEL, (id) => hub.notified(id));
    const forAda = inbox();
    const damage = inbox();
    hub.subscribe({ userId: ada }, forAda.subscriber);
    hub.subscribe({ types: ['boss.damaged'] }, damage.subscriber);
    try {
      await expect(
        writer.transaction(async (tx) => {
          await recordEvent(tx, { type: 'boss.damaged', userId: ada, payload: { hp: -1 } });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const hit = await writer.transaction((tx) =>
        recordEvent(tx, { type: 'boss.damaged', userId: bob, payload: { hp: 12 } }),
      );
      const card = await writer.transaction((tx) =>
        recordEvent(tx, { type: 'card.received', userId: ada, payload: { card: 'greeting' } }),
      );

      expect(await forAda.idsOnceHeard(1)).toEqual([card]);
      expect(await damage.idsOnceHeard(1)).toEqual([hit]);
      expect(damage.heard[0]).toMatchObject({
        type: 'boss.damaged',
        userId: bob,
        payload: { hp: 12 },
      });
      // Nothing more arrives late (the rolled-back event, or a repeat): an event both hear,
      // notified after everything else, comes next.
      const last = await writer.transaction((tx) =>
        recordEvent(tx, { type: 'boss.damaged', userId: ada, payload: { hp: 1 } }),
      );
      expect(await forAda.idsOnceHeard(2)).toEqual([card, last]);
      expect(await damage.idsOnceHeard(2)).toEqual([hit, last]);
    } finally {
      await unlisten();
    }
  });

  it('the app’s subscribe API listens on first use and stops on close', async () => {
    const [, , cy] = users as [string, string, string];
    const app = buildApp({ db: test.connectAgain(), config: testConfig(), logger: false });
    await app.ready();
    const forCy = inbox();
    const unsubscribe = await app.events.subscribe({ userId: cy }, forCy.subscriber);
    // Still subscribed when the other leaves: it hears what the other would have heard.
    const witness = inbox();
    await app.events.subscribe({ userId: cy }, witness.subscriber);

    const id = await test.db.transaction((tx) =>
      recordEvent(tx, { type: 'party.memberJoined', userId: cy }),
    );
    expect(await forCy.idsOnceHeard(1)).toEqual([id]);

    unsubscribe();
    const left = await test.db.transaction((tx) =>
      recordEvent(tx, { type: 'party.memberLeft', userId: cy }),
    );
    expect(await witness.idsOnceHeard(2)).toEqual([id, left]);
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
