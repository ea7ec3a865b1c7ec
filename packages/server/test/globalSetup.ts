// Prepares one freshly initialised PGlite data directory, dumped to a file, for all test files,
// and names the run: the PostgreSQL schemas its workers keep between files carry the name, and
// the teardown drops them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Lower-case hex naming this run's PostgreSQL schemas (`t_<tag>_…`). */
    testRunTag: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'questlog-pglite-'));
  const file = join(dir, 'template.tar');
  const pglite = await PGlite.create('memory://');
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const runTag = randomBytes(4).toString('hex');
  project.provide('testRunTag', runTag);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await dropRunSchemas(runTag);
  };
}

/** Drops the PostgreSQL schemas the run's workers kept for reuse. */
async function dropRunSchemas(runTag: string) {
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) return;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)',
      [`t_${runTag}_`],
    );
    for (const { name } of rows) await admin.query(`DROP SCHEMA ${name} CASCADE`);
  } finally {
    await admin.end();
  }
}
