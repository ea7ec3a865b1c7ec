import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useTempDir } from '../../test/helpers/tempDir.ts';
import { openPglite } from './pglite.ts';

describe('openPglite on disk', () => {
  const root = useTempDir('questlog-data-');

  it('creates missing parent folders and keeps the data across restarts', async () => {
    const dataDir = join(root.path, 'nested', 'data');
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
