import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from './pglite.ts';

describe('openPglite on disk', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'questlog-data-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates missing parent folders and keeps the data across restarts', async () => {
    const dataDir = join(root, 'nested', 'data');
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const first = await openPglite({ dataDir, loadDataDir: template });
    await first.exec('CREATE TABLE heroes (name text); INSERT INTO heroes VALUES ($$Aria$$);');
    await first.close();

    const reopened = await openPglite({ dataDir });
    try {
      expect(await reopened.query('SELECT name FROM heroes')).toEqual([{ name: 'Aria' }]);
    } finally {
      await reopened.close();
    }
  });
});
