// DATABASE_PREPARED_STATEMENTS=off (issue 33): behind a pooler in transaction mode the next
// transaction may run on another server connection, so nothing may be prepared by name; on (the
// default), each statement is prepared once per connection and reused.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('prepared statements on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await admin?.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin?.end();
  });

  /** Runs a statement with a parameter, then counts this connection's prepared statements. */
  async function preparedAfterWork(preparedStatements: boolean): Promise<number> {
    const db = openPostgres({
      connectionString: postgresUrl ?? '',
      searchPath: schema,
      max: 1,
      preparedStatements,
    });
    try {
      expect(await db.query('SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
      const inTransaction = await db.transaction((tx) => tx.query('SELECT $1::text AS t', ['x']));
      expect(inTransaction).toEqual([{ t: 'x' }]);
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name <> $1',
        [''],
      );
      return row!.count;
    } finally {
      await db.close();
    }
  }

  it('prepares by name by default, and nothing when off', async () => {
    expect(await preparedAfterWork(true)).toBeGreaterThan(0);
    expect(await preparedAfterWork(false)).toBe(0);
  });
});
