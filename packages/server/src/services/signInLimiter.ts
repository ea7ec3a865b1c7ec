// Limits password guessing. Every attempt is counted BEFORE the password is checked, by one
// INSERT … ON CONFLICT … RETURNING, so parallel guesses each see their own count and at most the
// limit's worth of passwords are ever checked in a window. Counts live in the database, so every
// server behind a load balancer sees the same ones. An account is keyed by its user id (the same
// budget whether named by username or e-mail, and for the password checks behind a token); a name
// that matches no account by the name itself. Windows are measured on the injectable clock.
import { TooManyRequests, formatMessage } from '@questlog/core';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';

type Limits = Config['signInLimits'];

export interface SignInKeys {
  account: string;
  address: string;
}

/** The keys of one attempt: the account's id when the name matched one, else the name. */
export function signInKeys(
  account: { userId: string } | { unknownName: string },
  address: string,
): SignInKeys {
  const accountKey =
    'userId' in account
      ? accountKeyOf(account.userId)
      : `name:${account.unknownName.trim().toLowerCase()}`;
  return { account: accountKey, address: `address:${address}` };
}

export function accountKeyOf(userId: string): string {
  return `account:${userId}`;
}

/** Counts the attempt on every key, then refuses it with 429 when a key is past its limit. */
export async function countPasswordAttempt(
  db: Queryable,
  keys: Partial<SignInKeys>,
  limits: Limits,
  now: Date,
): Promise<void> {
  const counted: [string | undefined, number][] = [
    [keys.account, limits.perAccount],
    [keys.address, limits.perAddress],
  ];
  let isLimited = false;
  for (const [key, limit] of counted) {
    if (key !== undefined && (await countAttempt(db, key, limits, now)) > limit) isLimited = true;
  }
  if (isLimited) throw new TooManyRequests({ message: formatMessage('tooManySignInFailures') });
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
 * The right password: the account's attempts are forgiven, the address gets back the one attempt
 * (its other failures stand), and windows that have passed are swept so the table stays small.
 */
export async function forgiveAttempts(
  db: Queryable,
  keys: Partial<SignInKeys>,
  limits: Limits,
  now: Date,
) {
  const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
  await db.query('DELETE FROM sign_in_failures WHERE key = $1 OR window_started_at <= $2', [
    keys.account ?? null,
    windowStart,
  ]);
  if (keys.address !== undefined) {
    await db.query(
      'UPDATE sign_in_failures SET failures = GREATEST(failures - 1, 0) WHERE key = $1',
      [keys.address],
    );
  }
}
