// Issues and revokes API tokens. Only the token's SHA-256 is stored, so a token is shown once:
// at registration, at each sign-in, and when the player asks for a new one.
import type { Queryable } from '../db/database.ts';
import { newApiToken, sha256 } from './secrets.ts';

/** Sign-ins on more devices than this push out the oldest token. */
const TOKENS_KEPT = 20;

export async function issueApiToken(tx: Queryable, userId: string, now: Date): Promise<string> {
  const token = newApiToken();
  await tx.query('INSERT INTO api_tokens (token_hash, user_id, created_at) VALUES ($1, $2, $3)', [
    sha256(token),
    userId,
    now,
  ]);
  await tx.query(
    `DELETE FROM api_tokens WHERE user_id = $1 AND token_hash NOT IN (
       SELECT token_hash FROM api_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)`,
    [userId, TOKENS_KEPT],
  );
  return token;
}

/** Every token of the user stops working. */
export async function revokeApiTokens(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM api_tokens WHERE user_id = $1', [userId]);
}
