import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../test/helpers/databases.ts';

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
    const heard: string[] = [];
    const other = test.connectAgain();
    const unlisten = await test.db.listen('purse_news', (payload) => heard.push(payload));

    await other
      .transaction(async (tx) => {
        await tx.query("SELECT pg_notify('purse_news', 'rolled back')");
        throw new Error('no');
      })
      .catch(() => undefined);
    await other.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('purse_news', 'committed')");
      // Not before the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
    await vi.waitFor(() => expect(heard).toEqual(['committed']));

    await unlisten();
    await other.query("SELECT pg_notify('purse_news', 'after unlisten')");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['committed']);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(test.db.listen('news; DROP TABLE purses', () => undefined)).rejects.toThrow(
      /Not a channel name/,
    );
  });

  it.runIf(database.name === 'postgres')('listens again after its connection is cut', async () => {
    const heard: string[] = [];
    const listener = test.connectAgain();
    const unlisten = await listener.listen('purse_news', (payload) => heard.push(payload));
    const cut = await test.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE query = 'LISTEN purse_news' AND pid <> pg_backend_pid()`,
    );
    expect(cut).toEqual([{ pg_terminate_backend: true }]);

    await vi.waitFor(
      async () => {
        await test.db.query("SELECT pg_notify('purse_news', 'back')");
        expect(heard).toContain('back');
      },
      { timeout: 5_000, interval: 200 },
    );
    await unlisten();
  });
});
