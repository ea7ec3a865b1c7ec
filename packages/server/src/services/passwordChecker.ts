// Account changes need the current password (issue 3 server 4). Each check spends the account's
// sign-in budget (signInLimiter), so a stolen token cannot be used to guess the password faster
// than the sign-in form allows.
import { NotAuthorized } from '@questlog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { CredentialsRow } from '../db/repositories/users.ts';
import { isPasswordRight } from './passwordHasher.ts';
import { accountKeyOf, countPasswordAttempt, forgiveAttempts } from './signInLimiter.ts';

/**
 * Counts the coming password check against the signed-in account's budget; 429 past it. Call it
 * before the transaction that checks: a wrong password rolls that back, and the count must stay.
 */
export async function countPasswordCheck(app: FastifyInstance, request: FastifyRequest) {
  if (!request.user) return;
  const keys = { account: accountKeyOf(request.user.id) };
  await countPasswordAttempt(app.db, keys, app.config.signInLimits, app.clock.now());
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

/** The right password forgives the account's counted attempts (inside the change's transaction). */
export async function forgivePasswordChecks(
  tx: Queryable,
  app: FastifyInstance,
  userId: string,
  now: Date,
) {
  await forgiveAttempts(tx, { account: accountKeyOf(userId) }, app.config.signInLimits, now);
}
