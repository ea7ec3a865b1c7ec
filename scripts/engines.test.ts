// The README and package.json promise a minimum Node version; every installed package must run
// on it, or `npm ci` warns EBADENGINE on a machine that has just that version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './appProcess.ts';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (file: string) => JSON.parse(readFileSync(join(repositoryRoot, file), 'utf8'));
const rootPackage = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };

describe('the stated Node version', () => {
  const minimum = semver.minVersion(rootPackage.engines.node)?.version ?? '';

  it('is what the README says', () => {
    const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
    const [major, minor] = minimum.split('.');
    expect(readme).toContain(`Node.js ${major}.${minor} or newer`);
  });

  it('satisfies every installed package', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return range && !semver.satisfies(minimum, range)
        ? [`${path}@${locked.version}: ${range}`]
        : [];
    });
    expect(refusing).toEqual([]);
  });
});
