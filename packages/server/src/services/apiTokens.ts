// Issues and revokes API tokens. Only the token's SHA-256 is stored, so a token is shown once:
// at registration, at each sign-in, and when the player asks for a new one.
//
// A token unused for API_TOKEN_IDLE_DAYS stops working. Its idle clock runs on the database's
// time (now()), not the server's game clock, which the debug routes may move by days.
//
// Every revocation records API_TOKENS_REVOKED in its transaction: live streams opened with a token
// that no longer works end when it commits (services/live).
import { API_TOKENS_REVOKED } from '@questlog/core/live';
import type { Queryable } from '../db/database.ts';
import { recordEvent } from '../db/repositories/events.ts';
import { newApiToken, sha256 } from './secrets.ts';

/** Sign-ins on more devices than this push out the least recently used token. */
const TOKENS_KEPT = 20;

/**
 * For the authentication query (parameters: $1 token hash, $2 user id, $3 idle days): a data-
 * modifying WITH clause that moves the token's last use forward, at most once an hour so that
 * ordinary requests write nothing. The query's own reading sees the row as it was before.
 */
export const TOUCH_API_TOKEN = `WITH touched_token AS (
  UPDATE api_tokens SET last_used_at = now()
  WHERE token_hash = $1 AND user_id = $2
    AND last_used_at < now() - interval '1 hour'
    AND last_used_at > now() - make_interval(days => $3))`;

/** The condition on `t` (api_tokens) that the token is still in use ($3: idle days). */
export const API_TOKEN_IN_USE = 't.last_used_at > now() - make_interval(days => $3)';

export async function issueApiToken(tx: Queryable, userId: string, now: Date): Promise<string> {
  const token = newApiToken();
  await tx.query(
    'INSERT INTO api_tokens (token_hash, user_id, created_at, last_used_at) VALUES ($1, $2, $3, now())',
    [sha256(token), userId, now],
  );
  const pushedOut = await tx.query(
    `DELETE FROM api_tokens WHERE user_id = $1 AND token_hash NOT IN (
       SELECT token_hash FROM api_tokens WHERE user_id = $1 ORDER BY last_used_at DESC LIMIT $2)
     RETURNING 1`,
    [userId, TOKENS_KEPT],
  );
  if (pushedOut.length > 0) await recordRevocation(tx, userId);
  return token;
}

/** Every token of the user stops working. */
export async function revokeApiTokens(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM api_tokens WHERE user_id = $1', [userId]);
  await recordRevocation(tx, userId);
}

/** Every token of the user but `keptToken` (the one the request came with) stops working. */
export async function revokeOtherApiTokens(
  tx: Queryable,
  userId: string,
  keptToken: string,
): Promise<void> {
  await tx.query('DELETE FROM api_tokens WHERE user_id = $1 AND token_hash <> $2', [
    userId,
    sha256(keptToken),
  ]);
  await recordRevocation(tx, userId);
}

/** The one token stops working (a sign-in handed over under a one-time code instead). */
export async function revokeApiToken(tx: Queryable, userId: string, token: string): Promise<void> {
  await tx.query('DELETE FROM api_tokens WHERE token_hash = $1', [sha256(token)]);
  await recordRevocation(tx, userId);
}

/** Whether the token still works for the user (a live stream asks when tokens are revoked). */
export async function isApiTokenLive(
  db: Queryable,
  userId: string,
  token: string,
  idleDays: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM api_tokens t WHERE t.token_hash = $1 AND t.user_id = $2 AND ${API_TOKEN_IN_USE}`,
    [sha256(token), userId, idleDays],
  );
  return rows.length > 0;
}

const recordRevocation = (tx: Queryable, userId: string) =>
  recordEvent(tx, { type: API_TOKENS_REVOKED, userId }).then(() => undefined);

/** The API token an authenticated request came with (authentication checked it). */
export function requestApiToken(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['x-api-key'];
  if (typeof value !== 'string') throw new Error('Not an authenticated request');
  return value.trim();
}
