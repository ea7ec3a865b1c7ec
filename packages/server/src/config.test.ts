import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_RATE_LIMIT } from './config.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const rootVersion = (
  JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

describe('loadConfig', () => {
  it('has defaults for a plain `npm start`', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve(repoRoot, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDist: resolve(repoRoot, 'packages/web/dist'),
      bodyLimit: 1024 * 1024,
      appVersion: rootVersion,
      publicUrl: 'http://localhost:3000',
      supportEmail: 'admin@questlog.example',
      smtpUrl: undefined,
      outboxDir: resolve(repoRoot, 'data/outbox'),
      mailFrom: 'Questlog <no-reply@questlog.example>',
      debugRoutes: false,
      trustProxy: [],
      rateLimit: { points: 0, windowSeconds: 60 },
      passwordHashing: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
      passwordResetMinutes: 60,
      signInLimits: {
        perAccount: 10,
        perAccountNewDevices: 100,
        perAddress: 100,
        windowMinutes: 15,
      },
    });
  });

  it('reads the account settings from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://questlog.example/',
      SUPPORT_EMAIL: 'help@questlog.example',
      SMTP_URL: 'smtp://mail.example:587',
      OUTBOX_DIR: 'mail',
      INIT_CWD: '/srv',
      DEBUG_ROUTES: '1',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8',
      RATE_LIMIT_REQUESTS: '100',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      ARGON2_MEMORY_KIB: '65536',
      ARGON2_ITERATIONS: '3',
      PASSWORD_RESET_MINUTES: '30',
      SIGN_IN_MAX_FAILURES: '5',
      SIGN_IN_MAX_FAILURES_NEW_DEVICES: '40',
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: '50',
      SIGN_IN_FAILURE_WINDOW_MINUTES: '10',
    });

    expect(config).toMatchObject({
      publicUrl: 'https://questlog.example',
      supportEmail: 'help@questlog.example',
      smtpUrl: 'smtp://mail.example:587',
      outboxDir: '/srv/mail',
      debugRoutes: true,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
      rateLimit: { points: 100, windowSeconds: 30 },
      passwordHashing: { memoryCost: 65_536, timeCost: 3 },
      passwordResetMinutes: 30,
      signInLimits: { perAccount: 5, perAccountNewDevices: 40, perAddress: 50, windowMinutes: 10 },
    });
  });

  it('keeps the outbox in the temporary folder when the database lives in memory', () => {
    const config = loadConfig({ DATA_DIR: 'memory://', PORT: '4000' });
    expect(config.outboxDir).toMatch(/questlog-outbox$/);
    expect(config.outboxDir.startsWith('/')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:4000');
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
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
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
    // "Trust any forwarded address" is gone: the proxies are named.
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'proxy.example' }, /TRUST_PROXY/],
    [{ RATE_LIMIT_REQUESTS: '-1' }, /RATE_LIMIT_REQUESTS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
  it('reads the token idle limit and the event worker switch', () => {
    expect(loadConfig({})).toMatchObject({ apiTokenIdleDays: 365, eventWorker: true });
    expect(loadConfig({ API_TOKEN_IDLE_DAYS: '30', EVENT_WORKER: 'off' })).toMatchObject({
      apiTokenIdleDays: 30,
      eventWorker: false,
    });
    expect(loadConfig({ EVENT_WORKER: 'on' }).eventWorker).toBe(true);
    expect(() => loadConfig({ API_TOKEN_IDLE_DAYS: '0' })).toThrow(/API_TOKEN_IDLE_DAYS/);
  });
});

describe('loadConfig: roles and the pooler (issue 33)', () => {
  it('runs everything in one process by default', () => {
    expect(loadConfig({})).toMatchObject({
      role: 'all',
      databaseListenUrl: undefined,
      databasePreparedStatements: true,
    });
  });

  it('needs PostgreSQL for the web and worker roles', () => {
    expect(() => loadConfig({ SERVER_ROLE: 'web' })).toThrow(/SERVER_ROLE=web needs DATABASE_URL/);
    expect(() => loadConfig({ SERVER_ROLE: 'worker' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ SERVER_ROLE: 'cook' })).toThrow(/SERVER_ROLE must be one of/);
    const url = 'postgres://db.example/questlog';
    expect(loadConfig({ SERVER_ROLE: 'worker', DATABASE_URL: url }).role).toBe('worker');
  });

  it('listens on DATABASE_LISTEN_URL, else DATABASE_URL', () => {
    const pooled = 'postgres://pooler.example:6432/questlog';
    const direct = 'postgres://db.example:5432/questlog';
    expect(loadConfig({ DATABASE_URL: pooled }).databaseListenUrl).toBe(pooled);
    expect(
      loadConfig({
        DATABASE_URL: pooled,
        DATABASE_LISTEN_URL: direct,
        DATABASE_PREPARED_STATEMENTS: 'off',
      }),
    ).toMatchObject({ databaseListenUrl: direct, databasePreparedStatements: false });
  });

  it('turns the general rate limit on by default in production only', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimit).toEqual({
      points: PRODUCTION_RATE_LIMIT,
      windowSeconds: 60,
    });
    expect(loadConfig({ NODE_ENV: 'production', RATE_LIMIT_REQUESTS: '0' }).rateLimit.points).toBe(
      0,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimit.points).toBe(0);
  });
});
