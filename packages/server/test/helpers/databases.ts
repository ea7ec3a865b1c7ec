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
import { imageOf, restoreImage, type MigratedImage, type RunQuery } from './migratedImage.ts';

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
  const pglite: DatabaseUnderTest = { name: 'pglite', open: openTestPglite };
  if (!url) return [pglite];
  return [pglite, { name: 'postgres', open: (options) => openTestSchema(url, options) }];
}

const EMPTY_SCHEMA = 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;';

/** A database whose migrations have just run, and how to put it back to that. */
interface Migrated<T> {
  database: T;
  image: MigratedImage;
}

/**
 * PGlite instances free for the next test file, kept per worker: a worker runs its files one
 * after another and keeps its modules between them, so a file usually takes an instance an earlier
 * one gave back, migrated and put back (~50 ms) or empty; loading the template costs ~800 ms and
 * migrating ~500 ms.
 */
const idleMigratedPglites: Migrated<Database>[] = [];
const idleEmptyPglites: Database[] = [];

async function loadTemplatePglite(): Promise<Database> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  return openPglite({ dataDir: 'memory://', loadDataDir: template });
}

async function emptyPglite(): Promise<Database> {
  const db = idleEmptyPglites.pop() ?? idleMigratedPglites.pop()?.database;
  if (!db) return loadTemplatePglite();
  await db.exec(EMPTY_SCHEMA);
  return db;
}

const pgliteQuery =
  (db: Database): RunQuery =>
  (sql, params) =>
    db.query(sql, params);

async function openTestPglite({ migrated = true } = {}): Promise<TestDatabase> {
  let current: Migrated<Database> | undefined = migrated ? idleMigratedPglites.pop() : undefined;
  const db = current?.database ?? (await emptyPglite());
  if (migrated && !current) {
    await migrate(db);
    current = { database: db, image: await imageOf(pgliteQuery(db), 'public') };
  }
  let givenBack = false;
  return {
    db,
    connectAgain: () => db,
    async reset() {
      current = undefined;
      await db.exec(EMPTY_SCHEMA);
    },
    async drop() {
      if (givenBack) return;
      givenBack = true;
      // The session's state (listeners, settings, advisory locks) goes with the data.
      await db.exec('DISCARD ALL');
      if (current && (await restoreImage(pgliteQuery(db), 'public', current.image))) {
        idleMigratedPglites.push(current);
        return;
      }
      await db.exec(EMPTY_SCHEMA);
      idleEmptyPglites.push(db);
    },
  };
}

/**
 * PostgreSQL schemas free for the next test file, kept per worker like the PGlite instances. A
 * schema is named after the run (`t_<run>_…`), so the run's global teardown drops the ones its
 * workers still kept, and runs beside it are untouched.
 */
const idleSchemas: Migrated<string>[] = [];

/** A schema of its own per test file, so files running in parallel never meet. */
async function openTestSchema(
  connectionString: string,
  { migrated = true } = {},
): Promise<TestDatabase> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  const run: RunQuery = async (sql, params) => (await admin.query(sql, params)).rows;
  let current: Migrated<string> | undefined = migrated ? idleSchemas.pop() : undefined;
  const schema = current?.database ?? `t_${inject('testRunTag')}_${randomBytes(4).toString('hex')}`;
  const connections: Database[] = [];
  const connect = () => {
    const db = openPostgres({ connectionString, searchPath: schema, max: 4 });
    connections.push(db);
    return db;
  };
  if (!current) {
    await admin.query(`CREATE SCHEMA ${schema}`);
    if (migrated) {
      const db = connect();
      await migrate(db);
      current = { database: schema, image: await imageOf(run, schema) };
    }
  }
  return {
    db: connections[0] ?? connect(),
    connectAgain: connect,
    async reset() {
      current = undefined;
      await admin.query(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    },
    async drop() {
      await Promise.all(connections.map((db) => db.close()));
      if (current && (await restoreImage(run, schema, current.image))) {
        idleSchemas.push(current);
      } else {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      }
      await admin.end();
    },
  };
}
