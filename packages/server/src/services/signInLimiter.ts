// Limits password guessing without locking the owner out. Failures are counted per account AND
// client: the client is a device the account signed in from before (signInDevices.ts), else the
// address. Each account+client pair has its own streak that slows down as it grows
// (signInStreak.ts), so a guesser's failures never cost the owner's known device anything.
// Clients the account does not know also share two window counts: all of them together for the
// account (guesses spread over many addresses) and, across accounts, all of them from one address
// (one address trying many accounts). A known device is kept out of both, so one busy school or
// office network does not lock out everyone behind it.
//
// Every attempt is counted BEFORE the password is checked, with the streak's row locked, so
// parallel guesses each see their own count and at most the limit's worth of passwords are ever
// checked. Counts live in the database, so every server behind a load balancer sees the same
// ones. An account is keyed by its user id (the same streak whether named by username or e-mail,
// and for the password checks behind a token); a name that matches no account by the name
// itself. Time comes from the injectable clock.
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { countOnStreak, longestLockMs, type Streak } from './signInStreak.ts';

type Limits = Config['signInLimits'];

export interface SignInKeys {
  /** The account (or unknown name) with the client: its own slowing streak. */
  accountClient: string;
  /** The account's clients it does not know, together (absent for a known device). */
  newDevices?: string;
  /** The address across accounts, for clients the account does not know. */
  address?: string;
}

export type SignInClient = { deviceHash: string } | { address: string };

export type AttemptCount =
  | { isAllowed: true; isBeingGuessed: boolean }
  | { isAllowed: false; isBeingGuessed: boolean; retryAfterMs: number };

/** The keys of one attempt: the account's id when the name matched one, else the name. */
export function signInKeys(
  account: { userId: string } | { unknownName: string },
  client: SignInClient,
): SignInKeys {
  const owner =
    'userId' in account
      ? accountKeyOf(account.userId)
      : `name:${account.unknownName.trim().toLowerCase()}`;
  if ('deviceHash' in client) return { accountClient: `${owner}|device:${client.deviceHash}` };
  return {
    accountClient: `${owner}|address:${client.address}`,
    newDevices: `${owner}|new-devices`,
    address: `address:${client.address}`,
  };
}

export function accountKeyOf(userId: string): string {
  return `account:${userId}`;
}

/**
 * Counts the attempt: first on the account+client streak (a locked streak refuses it uncounted),
 * then on the shared window counts. `isBeingGuessed` says the attempt reached a limit.
 */
export async function countPasswordAttempt(
  db: Database,
  keys: SignInKeys,
  limits: Limits,
  now: Date,
): Promise<AttemptCount> {
  const windowMs = limits.windowMinutes * 60_000;
  const streak = await countOnStreakKey(
    db,
    keys.accountClient,
    { limit: limits.perAccount, windowMs },
    now,
  );
  if (streak.isRefused) {
    return { isAllowed: false, isBeingGuessed: false, retryAfterMs: streak.retryAfterMs };
  }
  let isBeingGuessed = streak.isLockedNow;
  let isLimited = false;
  let retryAfterMs = 0;
  const shared: [string | undefined, number][] = [
    [keys.newDevices, limits.perAccountNewDevices],
    [keys.address, limits.perAddress],
  ];
  for (const [key, limit] of shared) {
    if (key === undefined) continue;
    const counted = await countInWindow(db, key, limits, now);
    if (counted.failures >= limit && key === keys.newDevices) isBeingGuessed = true;
    if (counted.failures > limit) {
      isLimited = true;
      retryAfterMs = Math.max(
        retryAfterMs,
        counted.windowStartedAt.getTime() + windowMs - now.getTime(),
      );
    }
  }
  return isLimited
    ? { isAllowed: false, isBeingGuessed, retryAfterMs }
    : { isAllowed: true, isBeingGuessed };
}

/** One more attempt on a streak, its row locked while the outcome is decided. */
async function countOnStreakKey(
  db: Database,
  key: string,
  rules: { limit: number; windowMs: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sign_in_failures (key, failures, window_started_at) VALUES ($1, 0, $2)
       ON CONFLICT (key) DO NOTHING`,
      [key, now],
    );
    const [row] = await tx.query<{
      failures: number;
      window_started_at: Date;
      locked_until: Date | null;
    }>(
      'SELECT failures, window_started_at, locked_until FROM sign_in_failures WHERE key = $1 FOR UPDATE',
      [key],
    );
    const before: Streak | undefined =
      row && row.failures > 0
        ? {
            failures: row.failures,
            windowStartedAt: row.window_started_at,
            lockedUntil: row.locked_until,
          }
        : undefined;
    const outcome = countOnStreak(before, now, rules);
    if (!outcome.isRefused) {
      const { failures, windowStartedAt, lockedUntil } = outcome.streak;
      await tx.query(
        `UPDATE sign_in_failures SET failures = $2, window_started_at = $3, locked_until = $4
         WHERE key = $1`,
        [key, failures, windowStartedAt, lockedUntil],
      );
    }
    return outcome;
  });
}

/** Adds one to the key's count in the current window and answers the new count. */
export async function countAttempt(db: Queryable, key: string, limits: Limits, now: Date) {
  return (await countInWindow(db, key, limits, now)).failures;
}

async function countInWindow(db: Queryable, key: string, limits: Limits, now: Date) {
  const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const [row] = await db.query<{ failures: number; window_started_at: Date }>(
    `INSERT INTO sign_in_failures AS f (key, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN f.window_started_at <= $3 THEN 1 ELSE f.failures + 1 END,
       window_started_at = CASE WHEN f.window_started_at <= $3 THEN $2 ELSE f.window_started_at END
     RETURNING failures, window_started_at`,
    [key, now, windowStart],
  );
  return { failures: row!.failures, windowStartedAt: row!.window_started_at };
}

/**
 * The right password: the account+client streak ends, the shared counts get back the one attempt
 * (their other failures stand: they may be a guesser's), and counts that nobody needs any more
 * are swept so the table stays small.
 */
export async function forgiveAttempts(tx: Queryable, keys: SignInKeys, limits: Limits, now: Date) {
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = new Date(now.getTime() - windowMs);
  const lockForgotten = new Date(
    now.getTime() - longestLockMs({ limit: limits.perAccount, windowMs }),
  );
  await tx.query(
    `DELETE FROM sign_in_failures WHERE key = $1
       OR (window_started_at <= $2 AND (locked_until IS NULL OR locked_until <= $3))`,
    [keys.accountClient, windowStart, lockForgotten],
  );
  await tx.query(
    'UPDATE sign_in_failures SET failures = GREATEST(failures - 1, 0) WHERE key = ANY($1::text[])',
    [[keys.newDevices, keys.address].filter((key) => key !== undefined)],
  );
}
