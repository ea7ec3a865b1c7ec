// What the server does with a request that carries an Idempotency-Key, before and after its work:
// a key seen before answers what it answered then (or refuses), a new key goes with the request's
// change, and the answer is kept on the key once sent.
import {
  findIdempotencyKey,
  IDEMPOTENCY_KEY_CONSTRAINT,
  storeClaimedAnswer,
  storeUnclaimedAnswer,
  type StoredAnswer,
} from '../../db/repositories/idempotencyKeys.ts';
import type { Queryable } from '../../db/database.ts';
import type { IdempotencyClaim } from './idempotencyClaim.ts';
import { keyExpiry } from './idempotencyKey.ts';

/**
 * A claim with no answer for this long was made by a process that stopped before answering:
 * the change is committed, its answer lost for good.
 */
export const ANSWER_LOST_AFTER_MS = 60 * 1000;

export type KeyedRequest =
  /** A new key: do the work, with the claim. */
  | { kind: 'fresh' }
  /** The same request again: send the stored answer. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key names another request (another body or address): 422. */
  | { kind: 'mismatch' }
  /** The first request's change committed and its answer is on its way: 409. */
  | { kind: 'inProgress' }
  /** The first request's change committed but its answer never came: 409, resynchronise. */
  | { kind: 'answerLost' };

export async function examineKey(
  db: Queryable,
  claim: Omit<IdempotencyClaim, 'claimed'>,
  now: Date,
): Promise<KeyedRequest> {
  const row = await findIdempotencyKey(db, claim, now);
  if (!row) return { kind: 'fresh' };
  if (row.fingerprint !== claim.fingerprint) return { kind: 'mismatch' };
  if (row.answer) return { kind: 'replay', answer: row.answer };
  const waited = now.getTime() - row.created_at.getTime();
  return waited >= ANSWER_LOST_AFTER_MS ? { kind: 'answerLost' } : { kind: 'inProgress' };
}

/**
 * Keeps the answer of a keyed request. Claimed by its change: on the claimed row, whatever the
 * status (the change is committed either way). Unclaimed (the work changed no player through the
 * change primitive): a success is kept if the key is still free; a failure is not, since nothing
 * was committed and a retry should run again.
 */
export async function keepAnswer(
  db: Queryable,
  claim: IdempotencyClaim,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  if (claim.claimed) return storeClaimedAnswer(db, claim, answer);
  if (answer.status >= 200 && answer.status < 300) {
    await storeUnclaimedAnswer(db, claim, claim.fingerprint, answer, now, keyExpiry(now));
  }
}

/** The error a change fails with when a concurrent request with the same key claimed it first. */
export function isClaimConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return (
    code === '23505' &&
    (constraint === IDEMPOTENCY_KEY_CONSTRAINT ||
      error.message.includes(IDEMPOTENCY_KEY_CONSTRAINT))
  );
}
