// Account changes need the current password (issue 3 server 4). Each check counts against the
// same sign-in limits as the sign-in form (signInLimiter), so a stolen token cannot be used to
// guess the password faster than the form allows.
import { NotAuthorized } from '@questlog/core';
import type { Queryable } from '../db/database.ts';
import type { CredentialsRow } from '../db/repositories/users.ts';
import type { AppResources } from './appResources.ts';
import { admitPasswordAttempt } from './passwordAttempts.ts';
import { isPasswordRight } from './passwordHasher.ts';
import type { AttemptOrigin } from './signInDevices.ts';
import { forgiveAttempts, type SignInKeys } from './signInLimiter.ts';

/**
 * Counts the coming password check against the signed-in account's limits; 429 past them. Call it
 * before the transaction that checks: a wrong password rolls that back, and the count must stay.
 * Answers the keys to forgive when the password is right.
 */
export async function countPasswordCheck(
  app: Pick<AppResources, 'db' | 'clock' | 'config' | 'mailer' | 'log' | 'limits'>,
  origin: AttemptOrigin,
  userId: string | undefined,
): Promise<SignInKeys | undefined> {
  if (!userId) return undefined;
  return admitPasswordAttempt(app, origin, { userId });
}

/** An account without a password (social sign-in only) confirms with the word `DELETE` instead. */
export async function requirePassword(
  credentials: CredentialsRow | undefined,
  password: string | undefined,
  { socialConfirmation }: { socialConfirmation?: string } = {},
): Promise<void> {
  if (credentials?.password_hash == null) {
    if (socialConfirmation === undefined || password === socialConfirmation) return;
    throw new NotAuthorized('wrongPassword');
  }
  if (password === undefined || !(await isPasswordRight(password, credentials.password_hash))) {
    throw new NotAuthorized('wrongPassword');
  }
}

/** The right password forgives the counted attempts (inside the change's transaction). */
export async function forgivePasswordChecks(
  tx: Queryable,
  app: Pick<AppResources, 'config' | 'limits'>,
  keys: SignInKeys | undefined,
  now: Date,
) {
  if (keys) await forgiveAttempts(app.limits.signIns, tx, keys, app.config.signInLimits, now);
}
