// Applies the SQL files in ./migrations in name order, each exactly once, at start-up.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Arbitrary constant: every server applying migrations takes this advisory lock first. */
export const MIGRATION_LOCK = 7_274_385_012;

const MIGRATION_NAME = /^\d{14}_[a-z0-9_]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const misnamed = names.filter((name) => !MIGRATION_NAME.test(name));
  if (misnamed.length > 0) {
    throw new Error(`Migrations must be named YYYYMMDDHHMMSS_purpose.sql: ${misnamed.join(', ')}`);
  }
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })),
  );
}

/**
 * Applies the pending migrations in one transaction and returns their names.
 * The advisory lock makes servers starting together against one database take turns:
 * the second waits, then finds everything applied.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = all.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    }
    return pending.map((migration) => migration.name);
  });
}
