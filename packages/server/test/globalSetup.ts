// Prepares one freshly initialised PGlite data directory, dumped to a file, for all test files.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
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
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
