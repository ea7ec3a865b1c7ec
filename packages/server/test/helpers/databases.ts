// The databases the server's tests run against: PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set. Suites use `describe.each(databasesUnderTest())`.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';

export interface TestDatabase {
  db: Database;
  /** Another, independent connection to the same database (PGlite: the same instance). */
  connectAgain(): Database;
  /** Empties the database (drops and recreates its schema) for the next test of the file. */
  reset(): Promise<void>;
  /** Closes every connection and removes what the test created. */
  drop(): Promise<void>;
}

export interface DatabaseUnderTest {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database; with `migrated` (the default) the migrations are applied. */
  open(options?: { migrated?: boolean }): Promise<TestDatabase>;
}

export function databasesUnderTest(): DatabaseUnderTest[] {
  const url = process.env.TEST_DATABASE_URL;
  const pglite: DatabaseUnderTest = { name: 'pglite', open: withMigrations(openTestPglite) };
  if (!url) return [pglite];
  return [pglite, { name: 'postgres', open: withMigrations(() => openTestSchema(url)) }];
}

function withMigrations(open: () => Promise<TestDatabase>): DatabaseUnderTest['open'] {
  return async ({ migrated = true } = {}) => {
    const test = await open();
    if (migrated) await migrate(test.db);
    return test;
  };
}

async function openTestPglite(): Promise<TestDatabase> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const db = await openPglite({ dataDir: 'memory://', loadDataDir: template });
  return {
    db,
    connectAgain: () => db,
    reset: () => db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'),
    drop: () => db.close(),
  };
}

/** A schema of its own per test file, so files running in parallel never meet. */
async function openTestSchema(connectionString: string): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const connections: Database[] = [];
  const connect = () => {
    const db = openPostgres({ connectionString, searchPath: schema, max: 4 });
    connections.push(db);
    return db;
  };
  return {
    db: connect(),
    connectAgain: connect,
    async reset() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    },
    async drop() {
      await Promise.all(connections.map((db) => db.close()));
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
