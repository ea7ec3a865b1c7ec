// A folder of the describe's own in the system's temporary folder (an outbox to read mails from,
// a data folder), made before its tests and removed after them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** Registers the hooks in the calling describe; `path` is set before its tests run. */
export function useTempDir(prefix: string): { readonly path: string } {
  const folder = { path: '' };
  beforeAll(async () => {
    folder.path = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(folder.path, { recursive: true, force: true }));
  return folder;
}
