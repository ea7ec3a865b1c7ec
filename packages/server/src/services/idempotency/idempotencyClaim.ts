// The key a request carries into its changes (ServiceContext.idempotencyKey). The first player
// change of the request writes the claim in its own statement, so the key is taken exactly when
// the change commits: a change whose answer is lost is never applied again, and a change that
// failed left the key free for the retry.
import { claimKeyWrite, type KeyOfPlayer } from '../../db/repositories/idempotencyKeys.ts';
import { keyExpiry } from './idempotencyKey.ts';

export interface IdempotencyClaim extends KeyOfPlayer {
  fingerprint: string;
  /** A change of this request committed the claim: its later changes write none. */
  claimed: boolean;
}

/** The claim's write for a change about to run, or none (no key, or already claimed). */
export function claimWrites(claim: IdempotencyClaim | undefined, now: Date) {
  if (!claim || claim.claimed) return [];
  return [claimKeyWrite(claim, claim.fingerprint, now, keyExpiry(now))];
}

/** Called once the change that carried claimWrites has committed. */
export function markClaimed(claim: IdempotencyClaim | undefined): void {
  if (claim) claim.claimed = true;
}
