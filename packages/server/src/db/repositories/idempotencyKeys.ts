// The idempotency_keys table: a player's Idempotency-Key, the fingerprint of the request that
// claimed it and, once sent, its answer. The claim is written with the change it guards (a write
// `… FROM bumped` in the player's change statement); the answer is stored afterwards.
import type { Queryable } from '../database.ts';

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyKeyRow {
  fingerprint: string;
  created_at: Date;
  /** Null while the change is committed but its answer not stored yet. */
  answer: StoredAnswer | null;
}

export interface KeyOfPlayer {
  userId: string;
  key: string;
}

/** Expired rows of anyone removed by each look-up, beside the player's own: a bounded sweep. */
const SWEPT_PER_LOOKUP = 20;

/**
 * The live row of a player's key, or undefined. The same statement removes the player's expired
 * rows, so a key past its time may be used again, and a few expired rows of other players, so
 * the keys of players who never come back do not pile up (each look-up may add one row).
 */
export async function findIdempotencyKey(
  db: Queryable,
  { userId, key }: KeyOfPlayer,
  now: Date,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.query<{
    fingerprint: string;
    created_at: Date;
    status: number | null;
    headers: Record<string, string> | null;
    body: string | null;
  }>(
    `WITH expired AS (
       DELETE FROM idempotency_keys
       WHERE (user_id = $1 AND expires_at <= $3)
          OR ctid IN (SELECT ctid FROM idempotency_keys WHERE expires_at <= $3
                      ORDER BY expires_at LIMIT ${SWEPT_PER_LOOKUP}))
     SELECT fingerprint, created_at, status, headers, body FROM idempotency_keys
     WHERE user_id = $1 AND key = $2 AND expires_at > $3`,
    [userId, key, now],
  );
  if (!row) return undefined;
  const answer =
    row.status === null
      ? null
      : { status: row.status, headers: row.headers ?? {}, body: row.body ?? '' };
  return { fingerprint: row.fingerprint, created_at: new Date(row.created_at), answer };
}

/**
 * The claim of a key as a write joined to the player's version bump (`… FROM bumped`): it lands
 * with the change or not at all. A second claim of the same live key fails on the primary key.
 */
export function claimKeyWrite(
  { userId, key }: KeyOfPlayer,
  fingerprint: string,
  now: Date,
  expiresAt: Date,
): { sql: string; params: unknown[] } {
  return {
    sql: `INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at, expires_at)
          SELECT $1::uuid, $2::text, $3::text, $4::timestamptz, $5::timestamptz FROM bumped`,
    params: [userId, key, fingerprint, now, expiresAt],
  };
}

/** The primary key a second claim of a live key breaks (see isClaimConflict). */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_pkey';

/** Stores the answer on the row the change claimed. */
export async function storeClaimedAnswer(
  db: Queryable,
  { userId, key }: KeyOfPlayer,
  answer: StoredAnswer,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET status = $3, headers = $4, body = $5
     WHERE user_id = $1 AND key = $2 AND status IS NULL`,
    [userId, key, answer.status, JSON.stringify(answer.headers), answer.body],
  );
}

/**
 * Stores the answer of a request whose work claimed no key in its own transaction (it changed
 * no player through the change primitive): after the fact, and only if the key is still free.
 */
export async function storeUnclaimedAnswer(
  db: Queryable,
  { userId, key }: KeyOfPlayer,
  fingerprint: string,
  answer: StoredAnswer,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_keys
       (user_id, key, fingerprint, created_at, expires_at, status, headers, body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, key) DO NOTHING`,
    [
      userId,
      key,
      fingerprint,
      now,
      expiresAt,
      answer.status,
      JSON.stringify(answer.headers),
      answer.body,
    ],
  );
}
