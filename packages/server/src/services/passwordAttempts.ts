// One password attempt through the guessing limits (signInLimiter.ts), for the sign-in form and
// the password checks behind a token: the client is named (a device the account knows, else the
// address), the attempt counted before the password is checked, the owner told when their
// account is being guessed at, and a refused attempt answered 429 with Retry-After.
import { TooManyRequests, formatMessage } from '@questlog/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { alertOwnerOfGuessing, type AlertedAccount } from './signInAlert.ts';
import { signInClientOf } from './signInDevices.ts';
import { countPasswordAttempt, signInKeys, type SignInKeys } from './signInLimiter.ts';

export type PasswordAttempter =
  { userId: string; owner?: AlertedAccount } | { unknownName: string };

/** Counts the attempt and answers its keys (to forgive on the right password); 429 past a limit. */
export async function admitPasswordAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  attempter: PasswordAttempter,
): Promise<SignInKeys> {
  const { db, config, clock } = request.server;
  const userId = 'userId' in attempter ? attempter.userId : undefined;
  const keys = signInKeys(attempter, await signInClientOf(db, request, userId));
  const now = clock.now();
  const count = await countPasswordAttempt(db, keys, config.signInLimits, now);
  if (count.isBeingGuessed && 'owner' in attempter && attempter.owner) {
    await alertOwnerOfGuessing(request.server, attempter.owner, request.ip, now);
  }
  if (!count.isAllowed) {
    reply.header('retry-after', Math.max(Math.ceil(count.retryAfterMs / 1000), 1));
    throw new TooManyRequests({ message: formatMessage('tooManySignInFailures') });
  }
  return keys;
}
