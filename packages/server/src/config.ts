// The server's settings, read once from the environment at start-up.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `DATA_DIR=memory://` keeps the embedded database in memory (nothing is written to disk). */
export const IN_MEMORY = 'memory://';

/**
 * What this process does (SERVER_ROLE): `all` (the default, `npm start`) serves HTTP and runs the
 * background work; `web` serves HTTP and live streams only; `worker` runs the background work
 * (the event outbox and everything delivered through it: webhooks, world-boss rewards, the
 * audit trail, pruning) with no HTTP. Any number of each share one PostgreSQL.
 */
export const SERVER_ROLES = ['all', 'web', 'worker'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

export interface Config {
  role: ServerRole;
  port: number;
  host: string;
  /** Where PGlite keeps its files, or `memory://`. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, the server uses it instead of PGlite. */
  databaseUrl: string | undefined;
  /**
   * Connections to PostgreSQL (DATABASE_POOL_SIZE, default 10). On a small machine fewer
   * connections than concurrent requests do more work: PostgreSQL and the server share the cores.
   */
  databasePoolSize: number;
  /**
   * DATABASE_LISTEN_URL: where LISTEN connects (default DATABASE_URL). Behind a pooler in
   * transaction mode LISTEN needs a direct connection to PostgreSQL, named here.
   */
  databaseListenUrl: string | undefined;
  /**
   * DATABASE_PREPARED_STATEMENTS (default on): statements are prepared by name once per
   * connection. Off for a pooler in transaction mode that cannot keep them (PgBouncer < 1.21).
   */
  databasePreparedStatements: boolean;
  /**
   * REDIS_URL (`redis://host:6379`): the rate limit and the sign-in limits count in Redis instead
   * of PostgreSQL, for installations whose request rate the database should not carry too.
   */
  redisUrl: string | undefined;
  logLevel: LogLevel;
  /** The built web app (`index.html` + `assets/`). */
  webDist: string;
  /** The largest request body accepted, in bytes. */
  bodyLimit: number;
  /** The `version` of the repository's root package.json, sent as `appVersion`. */
  appVersion: string;
  /** Where links in e-mails point, e.g. `https://questlog.example` (no trailing slash). */
  publicUrl: string;
  /** Named in the suspended-account message. */
  supportEmail: string;
  /** `smtp://user:pass@host:587`: mail goes out over SMTP; unset, it is written to `outboxDir`. */
  smtpUrl: string | undefined;
  /** Where unsent mail lands as `.eml` files: DATA_DIR/outbox, or OUTBOX_DIR. */
  outboxDir: string;
  mailFrom: string;
  /**
   * `TRUST_PROXY=127.0.0.1,10.0.0.0/8`: the reverse proxies (addresses or CIDR ranges) whose
   * X-Forwarded-For is believed, so the limits see the real client address. Empty: none is; a
   * client could otherwise name any address it likes and escape every per-address limit.
   */
  trustProxy: string[];
  /**
   * The general rate limit (RATE_LIMIT_REQUESTS per RATE_LIMIT_WINDOW_SECONDS); 0 is off. With
   * NODE_ENV=production it defaults to PRODUCTION_RATE_LIMIT per minute, elsewhere to off.
   */
  rateLimit: { points: number; windowSeconds: number };
  /** `DEBUG_ROUTES=1` serves /debug/* (development and tests only). */
  debugRoutes: boolean;
  /** argon2id cost (OWASP: 19 MiB, 2 passes, 1 lane). Tests lower it to stay fast. */
  passwordHashing: { memoryCost: number; timeCost: number; parallelism: number };
  /** How long a password reset link works, in minutes. */
  passwordResetMinutes: number;
  /** An API token unused for this many days stops working (API_TOKEN_IDLE_DAYS). */
  apiTokenIdleDays: number;
  /** Deliver recorded events to their handlers in this process (EVENT_WORKER, default on). */
  eventWorker: boolean;
  /**
   * Failed sign-ins: `perAccount` per account and client before each further one waits longer,
   * `perAccountNewDevices` per account from clients it does not know together, `perAddress` per
   * address across accounts (known devices exempt); the last two per window.
   */
  signInLimits: {
    perAccount: number;
    perAccountNewDevices: number;
    perAddress: number;
    windowMinutes: number;
  };
  /** Sign-in with Google and Apple; a network is off while its client id is unset. */
  socialSignIn: SocialSignInConfig;
  /** Webhook delivery. */
  webhooks: WebhookConfig;
  /** Public chat's rules: banned words, banned slurs and the minimum account age. */
  chatRules: ChatRulesConfig;
  /**
   * USER_HISTORY_LENGTH: entries kept in each list of a player's admin history (armoire, quest
   * invitation answers, day boundaries), newest first. The original's default: 20.
   */
  userHistoryLength: number;
  /** CHAT_MESSAGES_KEPT: each group's newest messages the retention jobs keep; 0 keeps all. */
  chatMessagesKept: number;
}

export interface WebhookConfig {
  /**
   * WEBHOOK_ALLOW_PRIVATE=1 lets hooks reach private, loopback and link-local addresses (tests,
   * a private installation). Off, such a target is refused, checked on the resolved address.
   */
  allowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS: one attempt gives up after this long (the original: 30 s). */
  timeoutMs: number;
  /** WEBHOOK_RETRIES: attempts after the first before a delivery counts as failed (3). */
  retries: number;
  /** WEBHOOK_RETRY_BASE_MS: the wait before the first retry; each next one waits twice as long. */
  retryBaseMs: number;
}

export interface ChatRulesConfig {
  /**
   * Words refused in public guilds and the Tavern unless the guild allows them
   * (CHAT_BANNED_WORDS_FILE: one word or phrase a line, `#` starts a comment). Empty: none.
   */
  bannedWords: string[];
  /** Words whose use in any non-private group revokes the poster's chat (CHAT_BANNED_SLURS_FILE). */
  bannedSlurs: string[];
  /** ACCOUNT_MIN_CHAT_AGE: minutes an account waits before posting in group chat; 0 is off. */
  minChatAgeMinutes: number;
}

export interface SocialNetworkConfig {
  /** The OAuth client id: the audience of the provider's ID tokens. Unset: the network is off. */
  clientId: string | undefined;
  /** Accepted `iss` values (GOOGLE_ISSUER / APPLE_ISSUER, comma-separated). */
  issuers: string[];
  /** The provider's published signing keys (JWKS). */
  jwksUrl: string;
}

export interface AppleSignInConfig extends SocialNetworkConfig {
  /** Where the web app sends the browser to sign in. */
  authorizationUrl: string;
  /** Where an authorization code is redeemed for an ID token. */
  tokenUrl: string;
  /** Team id, key id and .p8 private key (PEM) sign the client secret that redeems a code. */
  teamId: string | undefined;
  keyId: string | undefined;
  privateKey: string | undefined;
}

export interface SocialSignInConfig {
  google: SocialNetworkConfig;
  apple: AppleSignInConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const appVersion = readAppVersion();

export function loadConfig(env: Env = process.env): Config {
  // npm runs workspace scripts inside the package folder; relative paths mean the folder the user ran npm in.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const rawDataDir = env.DATA_DIR || resolve(repoRoot, 'data');
  const dataDir =
    rawDataDir === IN_MEMORY || isAbsolute(rawDataDir) ? rawDataDir : resolve(baseDir, rawDataDir);
  const databaseUrl = env.DATABASE_URL || undefined;
  const role = readRole(env, databaseUrl);
  return {
    role,
    port: readInteger(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    databasePoolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    databaseListenUrl: env.DATABASE_LISTEN_URL || databaseUrl,
    databasePreparedStatements: !isOff(env.DATABASE_PREPARED_STATEMENTS),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: readLogLevel(env),
    webDist: env.WEB_DIST ? resolve(baseDir, env.WEB_DIST) : resolve(repoRoot, 'packages/web/dist'),
    bodyLimit: readInteger(env, 'BODY_LIMIT', 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    appVersion,
    ...accountSettings(env, baseDir, dataDir),
    socialSignIn: socialSignInSettings(env),
    webhooks: {
      allowPrivate: ['1', 'true'].includes(env.WEBHOOK_ALLOW_PRIVATE ?? ''),
      timeoutMs: readInteger(env, 'WEBHOOK_TIMEOUT_MS', 30_000, 100, 600_000),
      retries: readInteger(env, 'WEBHOOK_RETRIES', 3, 0, 20),
      retryBaseMs: readInteger(env, 'WEBHOOK_RETRY_BASE_MS', 5_000, 1, 3_600_000),
    },
    chatRules: {
      bannedWords: readWordList(env, 'CHAT_BANNED_WORDS_FILE', baseDir),
      bannedSlurs: readWordList(env, 'CHAT_BANNED_SLURS_FILE', baseDir),
      minChatAgeMinutes: readInteger(env, 'ACCOUNT_MIN_CHAT_AGE', 0, 0, 525_600),
    },
    userHistoryLength: readInteger(env, 'USER_HISTORY_LENGTH', 20, 1, 1000),
    chatMessagesKept: readInteger(env, 'CHAT_MESSAGES_KEPT', 1000, 0, 1_000_000),
  };
}

/** A word list file: one entry a line; blank lines and `#` comments skipped. */
function readWordList(env: Env, name: string, baseDir: string): string[] {
  const path = env[name];
  if (!path) return [];
  return readFileSync(resolve(baseDir, path), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

function socialSignInSettings(env: Env): SocialSignInConfig {
  const list = (raw: string | undefined, fallback: string) =>
    (raw || fallback)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      // Google signs with either form of its issuer.
      issuers: list(env.GOOGLE_ISSUER, 'https://accounts.google.com,accounts.google.com'),
      jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    },
    apple: {
      clientId: env.APPLE_CLIENT_ID || undefined,
      issuers: list(env.APPLE_ISSUER, 'https://appleid.apple.com'),
      jwksUrl: env.APPLE_JWKS_URL || 'https://appleid.apple.com/auth/keys',
      authorizationUrl: env.APPLE_AUTHORIZATION_URL || 'https://appleid.apple.com/auth/authorize',
      tokenUrl: env.APPLE_TOKEN_URL || 'https://appleid.apple.com/auth/token',
      teamId: env.APPLE_TEAM_ID || undefined,
      keyId: env.APPLE_KEY_ID || undefined,
      privateKey: env.APPLE_PRIVATE_KEY?.replace(/\\n/g, '\n') || undefined,
    },
  };
}

function accountSettings(env: Env, baseDir: string, dataDir: string) {
  const port = readInteger(env, 'PORT', 3000, 0, 65535);
  const defaultOutbox =
    dataDir === IN_MEMORY ? join(tmpdir(), 'questlog-outbox') : join(dataDir, 'outbox');
  return {
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    supportEmail: env.SUPPORT_EMAIL || 'admin@questlog.example',
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.OUTBOX_DIR ? resolve(baseDir, env.OUTBOX_DIR) : defaultOutbox,
    mailFrom: env.MAIL_FROM || 'Questlog <no-reply@questlog.example>',
    debugRoutes: env.DEBUG_ROUTES === '1' || env.DEBUG_ROUTES === 'true',
    trustProxy: readProxyList(env),
    rateLimit: {
      points: readInteger(
        env,
        'RATE_LIMIT_REQUESTS',
        env.NODE_ENV === 'production' ? PRODUCTION_RATE_LIMIT : 0,
        0,
        1_000_000,
      ),
      windowSeconds: readInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    },
    passwordHashing: {
      memoryCost: readInteger(env, 'ARGON2_MEMORY_KIB', 19_456, 64, 4_194_304),
      timeCost: readInteger(env, 'ARGON2_ITERATIONS', 2, 1, 100),
      parallelism: 1,
    },
    passwordResetMinutes: readInteger(env, 'PASSWORD_RESET_MINUTES', 60, 1, 10_080),
    apiTokenIdleDays: readInteger(env, 'API_TOKEN_IDLE_DAYS', 365, 1, 36_500),
    eventWorker: !isOff(env.EVENT_WORKER),
    signInLimits: {
      perAccount: readInteger(env, 'SIGN_IN_MAX_FAILURES', 10, 1, 1_000_000),
      perAccountNewDevices: readInteger(env, 'SIGN_IN_MAX_FAILURES_NEW_DEVICES', 100, 1, 1_000_000),
      perAddress: readInteger(env, 'SIGN_IN_MAX_FAILURES_PER_ADDRESS', 100, 1, 1_000_000),
      windowMinutes: readInteger(env, 'SIGN_IN_FAILURE_WINDOW_MINUTES', 15, 1, 10_080),
    },
  };
}

/**
 * The general limit's default in production: requests per principal per minute. Generous (the
 * web app sends a few a second while a player works through a list); an installation tightens it.
 */
export const PRODUCTION_RATE_LIMIT = 600;

function isOff(raw: string | undefined): boolean {
  return ['off', '0', 'false'].includes(raw ?? '');
}

/** The split roles share state through PostgreSQL: PGlite is one process's own database. */
function readRole(env: Env, databaseUrl: string | undefined): ServerRole {
  const raw = env.SERVER_ROLE || 'all';
  if (!(SERVER_ROLES as readonly string[]).includes(raw)) {
    throw new Error(`SERVER_ROLE must be one of ${SERVER_ROLES.join(', ')}, got "${raw}"`);
  }
  if (raw !== 'all' && !databaseUrl) {
    throw new Error(
      `SERVER_ROLE=${raw} needs DATABASE_URL: web and worker processes share one PostgreSQL ` +
        '(the embedded PGlite serves a single process; use `npm start` for that)',
    );
  }
  return raw as ServerRole;
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

/** TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (IPv4 or IPv6). */
function readProxyList(env: Env): string[] {
  const entries = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const isRange = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !isRange || rest.length > 0) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), got "${entry}"`,
      );
    }
  }
  return entries;
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
