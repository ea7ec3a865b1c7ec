// Builds the app for `inject` tests: silent, no web app unless a test points WEB_DIST at one.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }),
    webDist: join(tmpdir(), 'questlog-no-web-app-here'),
    ...overrides,
  };
}

export function buildTestApp(db: Database, overrides: Partial<Config> = {}) {
  return buildApp({ db, config: testConfig(overrides), logger: false });
}
