// Live updates: an event committed by one server process reaches the subscribers of another
// through LISTEN/NOTIFY (PostgreSQL: two Database instances, i.e. two sets of connections;
// PGlite: one instance, in-process); rolled-back events never reach anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { testConfig } from '../../../test/helpers/testApp.ts';
import { buildApp } from '../../app.ts';
import { EVENTS_CHANNEL, recordEvent, type StoredEvent } from '../../db/repositories/events.ts';
import { createEventHub } from './eventHub.ts';

const silent = { error: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const forAda: StoredEvent[] = [];
    const damage: StoredEvent[] = [];
    hub.subscribe({ userId: ada }, (event) => forAda.push(event));
    hub.subscribe({ types: ['boss.damaged'] }, (event) => damage.push(event));
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

      await expect.poll(() => forAda.map((event) => event.id), { timeout: 5_000 }).toEqual([card]);
      await expect.poll(() => damage.map((event) => event.id), { timeout: 5_000 }).toEqual([hit]);
      expect(damage[0]).toMatchObject({ type: 'boss.damaged', userId: bob, payload: { hp: 12 } });
      // Nothing more arrives late (the rolled-back event, or a repeat).
      await pause(200);
      expect(forAda).toHaveLength(1);
      expect(damage).toHaveLength(1);
    } finally {
      await unlisten();
    }
  });

  it('the app’s subscribe API listens on first use and stops on close', async () => {
    const [, , cy] = users as [string, string, string];
    const app = buildApp({ db: test.connectAgain(), config: testConfig(), logger: false });
    await app.ready();
    const heard: StoredEvent[] = [];
    const unsubscribe = await app.events.subscribe({ userId: cy }, (event) => heard.push(event));

    const id = await test.db.transaction((tx) =>
      recordEvent(tx, { type: 'party.memberJoined', userId: cy }),
    );
    await expect.poll(() => heard.map((event) => event.id), { timeout: 5_000 }).toEqual([id]);

    unsubscribe();
    await test.db.transaction((tx) => recordEvent(tx, { type: 'party.memberLeft', userId: cy }));
    await pause(200);
    expect(heard).toHaveLength(1);
    await app.close();
  });

  it('an app with the worker delivers to its handlers and stops on close', async () => {
    const app = buildApp({
      db: test.connectAgain(),
      config: testConfig(),
      logger: false,
      runEventWorker: true,
    });
    const handled: string[] = [];
    app.events.handlers.register('chat.posted', async (event) => {
      handled.push(event.id);
    });
    await app.ready();

    const id = await test.db.transaction((tx) => recordEvent(tx, { type: 'chat.posted' }));
    await expect.poll(() => handled, { timeout: 5_000 }).toEqual([id]);
    await app.close();
    const [row] = await test.db.query<{ done: boolean }>(
      'SELECT done_at IS NOT NULL AS done FROM events WHERE id = $1::bigint',
      [id],
    );
    expect(row!.done).toBe(true);
  });
});
