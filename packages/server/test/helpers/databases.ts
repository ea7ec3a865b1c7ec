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

const EMPTY_SCHEMA = 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;';

/**
 * PGlite instances loaded from the template and free for the next test file. A worker runs its
 * files one after another and keeps its modules between them, so a file usually takes the
 * instance the previous one gave back (an empty schema costs ~50 ms; loading ~800 ms).
 */
const idlePglites: Database[] = [];

async function loadTemplatePglite(): Promise<Database> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  return openPglite({ dataDir: 'memory://', loadDataDir: template });
}

async function openTestPglite(): Promise<TestDatabase> {
  const db = idlePglites.pop() ?? (await loadTemplatePglite());
  await db.exec(EMPTY_SCHEMA);
  let givenBack = false;
  return {
    db,
    connectAgain: () => db,
    reset: () => db.exec(EMPTY_SCHEMA),
    async drop() {
      if (givenBack) return;
      givenBack = true;
      // The session's state (listeners, settings, advisory locks) goes with the data.
      await db.exec('DISCARD ALL');
      await db.exec(EMPTY_SCHEMA);
      idlePglites.push(db);
    },
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
