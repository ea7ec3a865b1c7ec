// The user row has one writer: the change primitive (docs/locking.md). Any other source file that
// writes `users` itself (an UPDATE, or the primitive's own statement builders) fails here, so a
// write that skips the locks, the version bump or the gem ledger cannot creep back in.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(import.meta.dirname, '../..');

/** The primitive's own files: the only ones that may write a player's row. */
const PRIMITIVE = new Set([
  'services/players/playerChanger.ts',
  'services/players/bumpStatement.ts',
  'services/players/lockScope.ts',
  'services/players/deferredWrite.ts',
]);

const WRITES = [/\bUPDATE\s+users\b/i, /\bwriteLockedPlayer\b/, /\bbumpStatement\b/];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isTest = /\.test\.ts$|TestKit\.ts$|\.testKit\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !isTest ? [path] : [];
  });
}

/** Files outside the primitive that write the user row, with the line that does. */
export function playerWritersOutsideThePrimitive(): string[] {
  return sourceFiles(SOURCE).flatMap((path) => {
    const name = relative(SOURCE, path).split('\\').join('/');
    if (PRIMITIVE.has(name) || name.startsWith('db/migrations/')) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        WRITES.some((write) => write.test(line)) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
      );
  });
}

describe('writers of the user row', () => {
  it('only the change primitive writes a player', () => {
    expect(playerWritersOutsideThePrimitive()).toEqual([]);
  });
});
