// One password attempt through the guessing limits (signInLimiter.ts), for the sign-in form and
// the password checks behind a token: the client is named (a device the account knows, else the
// address), the attempt counted before the password is checked, the owner told when their
// account is being guessed at, and a refused attempt answered 429 with when to try again.
import { TooManyRequests, formatMessage } from '@questlog/core';
import type { AppResources } from './appResources.ts';
import { alertOwnerOfGuessing, type AlertedAccount } from './signInAlert.ts';
import { signInClientOf, type AttemptOrigin } from './signInDevices.ts';
import { countPasswordAttempt, signInKeys, type SignInKeys } from './signInLimiter.ts';

export type PasswordAttempter =
  { userId: string; owner?: AlertedAccount } | { unknownName: string };

/** Too many attempts: the error handler answers it with a Retry-After header. */
export class PasswordAttemptsRefused extends TooManyRequests {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: formatMessage('tooManySignInFailures') });
  }
}

/** Counts the attempt and answers its keys (to forgive on the right password); 429 past a limit. */
export async function admitPasswordAttempt(
  app: Pick<AppResources, 'db' | 'clock' | 'config' | 'mailer' | 'log' | 'limits'>,
  origin: AttemptOrigin,
  attempter: PasswordAttempter,
): Promise<SignInKeys> {
  const { db, config, clock } = app;
  const userId = 'userId' in attempter ? attempter.userId : undefined;
  const keys = signInKeys(attempter, await signInClientOf(db, origin, userId));
  const now = clock.now();
  const count = await countPasswordAttempt(app.limits.signIns, keys, config.signInLimits, now);
  if (count.isBeingGuessed && 'owner' in attempter && attempter.owner) {
    await alertOwnerOfGuessing(app, attempter.owner, origin.address, now);
  }
  if (!count.isAllowed) {
    throw new PasswordAttemptsRefused(Math.max(Math.ceil(count.retryAfterMs / 1000), 1));
  }
  return keys;
}
