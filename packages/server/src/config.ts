// The server's settings, read once from the environment at start-up.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `DATA_DIR=memory://` keeps the embedded database in memory (nothing is written to disk). */
export const IN_MEMORY = 'memory://';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files, or `memory://`. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, the server uses it instead of PGlite. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** The built web app (`index.html` + `assets/`). */
  webDist: string;
  /** The largest request body accepted, in bytes. */
  bodyLimit: number;
  /** The `version` of the repository's root package.json, sent as `appVersion`. */
  appVersion: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const appVersion = readAppVersion();

export function loadConfig(env: Env = process.env): Config {
  // npm runs workspace scripts inside the package folder; relative paths mean the folder the user ran npm in.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR || resolve(repoRoot, 'data');
  return {
    port: readInteger(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: dataDir === IN_MEMORY || isAbsolute(dataDir) ? dataDir : resolve(baseDir, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: readLogLevel(env),
    webDist: env.WEB_DIST ? resolve(baseDir, env.WEB_DIST) : resolve(repoRoot, 'packages/web/dist'),
    bodyLimit: readInteger(env, 'BODY_LIMIT', 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    appVersion,
  };
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readLogLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

function readAppVersion(): string {
  const manifest = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof manifest.version !== 'string') throw new Error('The root package.json has no version');
  return manifest.version;
}
