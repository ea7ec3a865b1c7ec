import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
});
