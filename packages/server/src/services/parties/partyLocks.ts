// Locks a player together with their whole party, in id order, in one statement: the lockFirst
// of every change that may touch other members (party skills, the day boundary's boss damage).
// Changes that lock the same players this way queue instead of deadlocking.
import { isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';

/** The ids of the party members of player $1 (them included), through group_members' indexes. */
export const PARTY_MEMBER_IDS = `SELECT m.user_id FROM group_members me
  JOIN group_members m ON m.group_id = me.group_id
  WHERE me.user_id = $1 AND me.group_type = 'party'`;

/** lockFirst for the player, their party and any other players named (invalid ids ignored). */
export function lockPlayerAndParty(alsoIds: readonly (string | undefined)[] = []) {
  return (tx: Queryable, userId: string) =>
    tx.query(
      `SELECT id FROM users
        WHERE id IN (SELECT unnest($2::uuid[]) UNION ${PARTY_MEMBER_IDS})
        ORDER BY id FOR NO KEY UPDATE`,
      [userId, [userId, ...alsoIds.filter((id): id is string => !!id && isUuid(id))]],
    );
}
