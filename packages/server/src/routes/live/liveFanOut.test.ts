// One post, many listeners: the live feed reads the message once and presents it once for all the
// players who are not moderators, however many streams are open, and every stream gets it whole —
// nobody needs to ask the API for it. Streams here are opened on the app's live streams directly
// (200 HTTP connections would test the socket layer, not this).
import { TAVERN_ID } from '@questlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import {
  recording,
  type RecordingDatabase,
} from '../../services/players/recordingDatabase.testKit.ts';

const LISTENERS = 200;

describe.each(databasesUnderTest())('live fan-out on $name', (database) => {
  let test: TestDatabase;
  let poster: App;
  let listenerDb: RecordingDatabase;
  let listener: App;

  beforeAll(async () => {
    test = await database.open();
    poster = buildTestApp(test.db);
    listenerDb = recording(test.connectAgain());
    listener = buildTestApp(listenerDb);
    await listener.ready();
  });
  afterAll(async () => {
    await listener.close();
    await poster.close();
    await test.drop();
  });

  it(`${LISTENERS} listeners and one post: a few statements in all, and the message in every stream`, async () => {
    const ada = await registerAccount(poster);
    const listeners = await test.db.query<{ id: string }>(
      `INSERT INTO users (version) SELECT 0 FROM generate_series(1, ${LISTENERS}) RETURNING id`,
    );
    const received = listeners.map(() => [] as string[]);
    let heardCount = 0;
    let allHeard!: () => void;
    const isAllHeard = new Promise<void>((resolve) => (allHeard = resolve));
    const streams = await Promise.all(
      listeners.map((player, index) =>
        listener.liveStreams.open({
          userId: player.id,
          isTokenLive: async () => true,
          output: {
            write: (text) => {
              received[index]!.push(text);
              heardCount += 1;
              if (heardCount === LISTENERS) allHeard();
            },
            end: () => undefined,
          },
        }),
      ),
    );

    const before = listenerDb.statements.length;
    const posted = await groupCalls(poster, ada).ok('POST', `/groups/${TAVERN_ID}/chat`, {
      message: 'A round for everyone',
    });
    await isAllHeard;
    const statements = listenerDb.statements.slice(before);

    // The feed's read, the message, the listeners' memberships: not one per listener.
    expect(statements.length).toBeLessThanOrEqual(4);
    const [shown] = (await groupCalls(poster, ada).ok(
      'GET',
      `/groups/${TAVERN_ID}/chat`,
    )) as Json[];
    for (const texts of received) {
      expect(texts).toHaveLength(1);
      const data = JSON.parse(/\ndata: (.*)\n/.exec(texts[0]!)![1]!) as Json;
      expect(data.message).toEqual(shown);
      expect(data.message.id).toBe(posted.message.id);
    }
    // One presentation, shared: every stream was handed the very same text.
    expect(new Set(received.map((texts) => texts[0])).size).toBe(1);
    for (const stream of streams) stream.end();
  });
});
