import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const rootVersion = (
  JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

describe('loadConfig', () => {
  it('has defaults for a plain `npm start`', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve(repoRoot, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDist: resolve(repoRoot, 'packages/web/dist'),
      bodyLimit: 1024 * 1024,
      appVersion: rootVersion,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/questlog',
      DATABASE_URL: 'postgres://questlog@db/questlog',
      LOG_LEVEL: 'debug',
      WEB_DIST: '/srv/web',
      BODY_LIMIT: '2048',
    });

    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/questlog',
      databaseUrl: 'postgres://questlog@db/questlog',
      logLevel: 'debug',
      webDist: '/srv/web',
      bodyLimit: 2048,
    });
  });

  it('keeps memory:// as is and resolves relative paths from where npm was run', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(loadConfig({ DATA_DIR: 'db', INIT_CWD: '/home/me/questlog' }).dataDir).toBe(
      '/home/me/questlog/db',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ BODY_LIMIT: '1.5' }, /BODY_LIMIT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
