import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../test/helpers/databases.ts';
import { createFixedClock, type Clock } from '../services/clock.ts';
import { openPostgres } from './postgres.ts';

/** A listener's log: the payloads heard, and a promise of hearing a given one. */
function hearing() {
  const heard: string[] = [];
  const waiting = new Map<string, () => void>();
  return {
    heard,
    hear: (payload: string) => {
      heard.push(payload);
      waiting.get(payload)?.();
    },
    until: (payload: string) =>
      heard.includes(payload)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.set(payload, resolve)),
  };
}

describe.each(databasesUnderTest())('the $name database', (database) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await database.open({ migrated: false });
  });
  beforeEach(async () => {
    await test.reset();
    await test.db.exec('CREATE TABLE purses (hero text PRIMARY KEY, gold integer, bag jsonb)');
  });
  afterAll(async () => {
    await test.drop();
  });

  it('commits a transaction that resolves', async () => {
    const result = await test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO purses VALUES ($1, $2, $3)', ['aria', 25, { potions: 2 }]);
      return 'done';
    });

    expect(result).toBe('done');
    expect(await test.db.query('SELECT * FROM purses')).toEqual([
      { hero: 'aria', gold: 25, bag: { potions: 2 } },
    ]);
  });

  it('rolls back a transaction that throws, and passes the error on', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO purses VALUES ($1, $2, $3)', ['aria', 25, {}]);
        throw new Error('not enough gold');
      }),
    ).rejects.toThrow('not enough gold');

    expect(await test.db.query('SELECT * FROM purses')).toEqual([]);
  });

  it('runs several statements with exec', async () => {
    await test.db.exec(
      "INSERT INTO purses VALUES ('aria', 1, '{}'); INSERT INTO purses VALUES ('bram', 2, '{}');",
    );

    expect(await test.db.query('SELECT hero FROM purses ORDER BY hero')).toEqual([
      { hero: 'aria' },
      { hero: 'bram' },
    ]);
  });
  it('listen hears a NOTIFY once its transaction commits, never a rolled-back one', async () => {
    const news = hearing();
    const other = test.connectAgain();
    const unlisten = await test.db.listen('purse_news', news.hear);

    await other
      .transaction(async (tx) => {
        await tx.query("SELECT pg_notify('purse_news', 'rolled back')");
        throw new Error('no');
      })
      .catch(() => undefined);
    await other.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('purse_news', 'committed')");
      // Not before the commit: on PostgreSQL a notice sent meanwhile from outside the transaction
      // arrives first (PGlite runs one transaction at a time: nothing else can be sent meanwhile).
      if (database.name === 'postgres') {
        await test.db.query("SELECT pg_notify('purse_news', 'meanwhile')");
        await news.until('meanwhile');
      }
      expect(news.heard).toEqual(database.name === 'postgres' ? ['meanwhile'] : []);
    });
    await news.until('committed');
    expect(news.heard.filter((payload) => payload !== 'meanwhile')).toEqual(['committed']);

    // Another listener, still listening, hears what ours would have heard.
    const witness = hearing();
    const stopWitness = await other.listen('purse_news', witness.hear);
    await unlisten();
    await other.query("SELECT pg_notify('purse_news', 'after unlisten')");
    await witness.until('after unlisten');
    expect(news.heard).not.toContain('after unlisten');
    await stopWitness();
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(test.db.listen('news; DROP TABLE purses', () => undefined)).rejects.toThrow(
      /Not a channel name/,
    );
  });

  it.runIf(database.name === 'postgres')(
    'listens again after its connection is cut, once the pause before reopening is over',
    async () => {
      // The listener's own clock, which says when it sets its pause before reconnecting.
      const clock = createFixedClock();
      let pauseSet: (milliseconds: number) => void = () => undefined;
      const pause = new Promise<number>((resolve) => (pauseSet = resolve));
      const listenerClock: Clock = {
        ...clock,
        after: (milliseconds, callback) => {
          pauseSet(milliseconds);
          return clock.after(milliseconds, callback);
        },
      };
      const listener = openPostgres({
        connectionString: process.env.TEST_DATABASE_URL!,
        max: 1,
        onIdleError: () => undefined,
        clock: listenerClock,
      });
      const news = hearing();
      await listener.listen('purse_news', news.hear);
      const cut = await test.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE query = 'LISTEN purse_news' AND pid <> pg_backend_pid()`,
      );
      expect(cut).toEqual([{ pg_terminate_backend: true }]);

      expect(await pause).toBe(100);
      clock.jump(100);
      // A listen made now waits for the reopened connection, which listens to purse_news again.
      await listener.listen('purse_ready', () => undefined);
      await test.db.query("SELECT pg_notify('purse_news', 'back')");
      await news.until('back');
      await listener.close();
    },
  );
});
