// Limits password guessing without locking the owner out. Failures are counted per account AND
// client: the client is a device the account signed in from before (signInDevices.ts), else the
// address. Each account+client pair has its own streak that slows down as it grows
// (signInStreak.ts), so a guesser's failures never cost the owner's known device anything.
// Clients the account does not know also share two window counts: all of them together for the
// account (guesses spread over many addresses) and, across accounts, all of them from one address
// (one address trying many accounts). A known device is kept out of both, so one busy school or
// office network does not lock out everyone behind it.
//
// Every attempt is counted BEFORE the password is checked, no other attempt on its streak decided
// in between, so parallel guesses each see their own count and at most the limit's worth of
// passwords are ever checked. Counts live in the limit store (limits/limitStores.ts: the
// database, or Redis with REDIS_URL), so every server behind a load balancer sees the same ones.
// An account is keyed by its user id (the same streak whether named by username or e-mail, and
// for the password checks behind a token); a name that matches no account by the name itself.
// Time comes from the injectable clock.
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { SignInCounts } from './limits/limitStores.ts';

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
  counts: SignInCounts,
  keys: SignInKeys,
  limits: Limits,
  now: Date,
): Promise<AttemptCount> {
  const windowMs = limits.windowMinutes * 60_000;
  const streak = await counts.countOnStreak(
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
    const counted = await counts.windows.add(key, 1, windowMs, now);
    if (counted.count >= limit && key === keys.newDevices) isBeingGuessed = true;
    if (counted.count > limit) {
      isLimited = true;
      retryAfterMs = Math.max(retryAfterMs, counted.endsAt.getTime() - now.getTime());
    }
  }
  return isLimited
    ? { isAllowed: false, isBeingGuessed, retryAfterMs }
    : { isAllowed: true, isBeingGuessed };
}

/** Adds one to the key's count in the current window and answers the new count. */
export async function countAttempt(counts: SignInCounts, key: string, limits: Limits, now: Date) {
  return (await counts.windows.add(key, 1, limits.windowMinutes * 60_000, now)).count;
}

/**
 * The right password: the account+client streak ends, the shared counts get back the one attempt
 * (their other failures stand: they may be a guesser's). `tx` is the sign-in's transaction.
 */
export async function forgiveAttempts(
  counts: SignInCounts,
  tx: Queryable,
  keys: SignInKeys,
  limits: Limits,
  now: Date,
) {
  const windowKeys = [keys.newDevices, keys.address].filter((key) => key !== undefined);
  const rules = { limit: limits.perAccount, windowMs: limits.windowMinutes * 60_000 };
  await counts.forgive(tx, keys.accountClient, windowKeys, rules, now);
}
