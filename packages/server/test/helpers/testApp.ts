// Builds the app for `inject` tests: silent, no web app unless a test points WEB_DIST at one.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { Clock } from '../../src/services/clock.ts';
import type { RandomSource } from '../../src/services/random.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }),
    webDist: join(tmpdir(), 'questlog-no-web-app-here'),
    // The lowest argon2id cost: tests check behaviour, not strength.
    passwordHashing: { memoryCost: 64, timeCost: 1, parallelism: 1 },
    ...overrides,
  };
}

export function buildTestApp(
  db: Database,
  overrides: Partial<Config> = {},
  options: { clock?: Clock; random?: RandomSource } = {},
) {
  return buildApp({ db, config: testConfig(overrides), logger: false, ...options });
}
