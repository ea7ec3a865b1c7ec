// Counts failed sign-ins per account and per address in the database, so every server behind a
// load balancer sees the same counts. A key over its limit within the window gets 429 until the
// window (measured on the injectable clock) has passed.
import { TooManyRequests, formatMessage } from '@questlog/core';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';

type Limits = Config['signInLimits'];

export interface SignInKeys {
  account: string;
  address: string;
}

export function signInKeys(identifier: string, address: string): SignInKeys {
  return { account: `account:${identifier.trim().toLowerCase()}`, address: `address:${address}` };
}

export async function refuseWhenLimited(
  db: Queryable,
  keys: SignInKeys,
  limits: Limits,
  now: Date,
) {
  const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const rows = await db.query<{ key: string; failures: number }>(
    'SELECT key, failures FROM sign_in_failures WHERE key IN ($1, $2) AND window_started_at > $3',
    [keys.account, keys.address, windowStart],
  );
  const isLimited = rows.some(
    (row) => row.failures >= (row.key === keys.account ? limits.perAccount : limits.perAddress),
  );
  if (isLimited) throw new TooManyRequests({ message: formatMessage('tooManySignInFailures') });
}

export async function recordFailure(db: Queryable, keys: SignInKeys, limits: Limits, now: Date) {
  for (const key of [keys.account, keys.address]) await countAttempt(db, key, limits, now);
}

/** Adds one to the key's count in the current window and answers the new count. */
export async function countAttempt(db: Queryable, key: string, limits: Limits, now: Date) {
  const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO sign_in_failures AS f (key, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN f.window_started_at <= $3 THEN 1 ELSE f.failures + 1 END,
       window_started_at = CASE WHEN f.window_started_at <= $3 THEN $2 ELSE f.window_started_at END
     RETURNING failures`,
    [key, now, windowStart],
  );
  return row!.failures;
}

/**
 * A successful sign-in forgives the account's failures (not the address's), and sweeps windows
 * that have passed so the table holds only live counts.
 */
export async function clearFailures(db: Queryable, keys: SignInKeys, limits: Limits, now: Date) {
  const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
  await db.query('DELETE FROM sign_in_failures WHERE key = $1 OR window_started_at <= $2', [
    keys.account,
    windowStart,
  ]);
}
