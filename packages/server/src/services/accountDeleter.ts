// Deleting an account (DELETE /user by its owner, DELETE /members/:memberId by staff), inside a
// change holding the player's lock: out of its groups and challenges first, so that their member counts stay
// true; credentials, tokens, tasks, tags, notifications, reset codes and gem-ledger entries go
// with the row (ON DELETE CASCADE). Events and the audit trail outlive it.
import type { Queryable } from '../db/database.ts';
import { removeUserFromAllChallenges } from '../db/repositories/challenges.ts';
import { removeUserFromAllGroups } from '../db/repositories/groups.ts';

export async function deleteAccount(tx: Queryable, userId: string, now: Date): Promise<void> {
  await removeUserFromAllGroups(tx, userId, now);
  await removeUserFromAllChallenges(tx, userId);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}
