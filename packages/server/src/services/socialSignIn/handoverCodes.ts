// Hands a browser sign-in (Apple's form-post callback) over to the web app without putting an
// API token in a URL: the server redirects with a one-time code, kept only as its SHA-256, that
// the web app exchanges within a few minutes for a fresh token. A code works once.
import { NotAuthorized } from '@questlog/core';
import type { Database, Queryable } from '../../db/database.ts';
import { issueApiToken, revokeApiToken } from '../apiTokens.ts';
import { newOneTimeCode, sha256 } from '../secrets.ts';
import type { SocialSignIn } from './socialAccounts.ts';

export const HANDOVER_MINUTES = 2;

/** Replaces the sign-in's API token (never shown) with a one-time code. */
export async function createHandoverCode(tx: Queryable, signIn: SocialSignIn, now: Date) {
  await revokeApiToken(tx, signIn.userId, signIn.apiToken);
  await tx.query('DELETE FROM social_handover_codes WHERE expires_at <= $1', [now]);
  const code = newOneTimeCode();
  const expiresAt = new Date(now.getTime() + HANDOVER_MINUTES * 60_000);
  await tx.query(
    'INSERT INTO social_handover_codes (code_hash, user_id, new_user, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(code), signIn.userId, signIn.newUser, expiresAt],
  );
  return code;
}

export async function redeemHandoverCode(
  tx: Queryable,
  code: string,
  now: Date,
): Promise<SocialSignIn> {
  const [handover] = await tx.query<{ user_id: string; new_user: boolean; username: string }>(
    `DELETE FROM social_handover_codes h USING credentials c
     WHERE h.code_hash = $1 AND h.expires_at > $2 AND c.user_id = h.user_id
     RETURNING h.user_id, h.new_user, c.username`,
    [sha256(code), now],
  );
  if (!handover) {
    throw new NotAuthorized('socialCodeInvalid', {
      message: 'This sign-in link has expired or was already used. Please sign in again.',
    });
  }
  return {
    userId: handover.user_id,
    username: handover.username,
    newUser: handover.new_user,
    apiToken: await issueApiToken(tx, handover.user_id, now),
  };
}

/** createHandoverCode in a transaction of its own. */
export function handOverSignIn(db: Database, signIn: SocialSignIn, now: Date): Promise<string> {
  return db.transaction((tx) => createHandoverCode(tx, signIn, now));
}

/** redeemHandoverCode in a transaction of its own. */
export function exchangeHandoverCode(db: Database, code: string, now: Date) {
  return db.transaction((tx) => redeemHandoverCode(tx, code, now));
}
