// Builds the web app when its build is missing or older than any of its sources,
// so `npm start` on a fresh clone (or after a pull) always serves the current client.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const builtIndex = join(root, 'packages/web/dist/index.html');
const sources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/public',
  'packages/web/vite.config.ts',
  'packages/web/package.json',
  'packages/core/src',
].map((path) => join(root, path));

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

function buildReason(): string | undefined {
  if (!existsSync(builtIndex)) return 'no build found';
  const builtAt = statSync(builtIndex).mtimeMs;
  const sourcesChangedAt = Math.max(...sources.map(newestChange));
  return sourcesChangedAt > builtAt ? 'sources changed since the last build' : undefined;
}

// WEB_DIST names a build made elsewhere (an operator's, or a test run's own): leave it alone.
const reason = process.env.WEB_DIST ? undefined : buildReason();
if (reason) {
  console.log(`Building the web app (${reason})…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@questlog/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
