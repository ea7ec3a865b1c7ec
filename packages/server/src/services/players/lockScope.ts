// What a change locks besides its player, taken in the order of docs/locking.md: every player in
// one id-ordered statement (the player, the named players, their party, a group's party members,
// a challenge's members), then the group row, then the challenge row, then a team-board task row.
// Two changes that need the same rows therefore queue on them in the same order instead of
// deadlocking. The other players' rows come back as read under the lock.
import { isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { lockBoardTask, type BoardTask } from '../../db/repositories/boardTasks.ts';
import { lockChallenge, type ChallengeRow } from '../../db/repositories/challenges.ts';
import { lockGroup, type GroupRow } from '../../db/repositories/groups.ts';
import type { UserRow } from '../../db/repositories/users.ts';

export interface LockScope {
  /** Other players the change reads or writes (ids that are no uuid are left out). */
  players?: readonly (string | undefined)[];
  /** Every member of the player's own party (a party skill, the day boundary's boss damage). */
  ownParty?: boolean;
  /**
   * A group row, locked after the players. `members`: a party's members are locked with the
   * players (at most 30, and quest calls write them all); a guild's or the Tavern's never are.
   */
  group?: { id: string; members?: boolean };
  /**
   * A challenge row, after the group. `members`: every member is locked with the players (the
   * change rewrites their copies).
   */
  challenge?: { id: string; members?: boolean };
  /** A team-board task row, last (two members completing one task queue on it). */
  boardTaskId?: string;
}

export interface LockedRows {
  /** The other players locked, by id, as read under the lock (never the change's own player). */
  others: Map<string, UserRow>;
  /** The scope's group, undefined when none was asked for or it does not exist. */
  group: GroupRow | undefined;
  challenge: ChallengeRow | undefined;
  boardTask: BoardTask | undefined;
}

/** The ids of the party members of player $1 (them included), through group_members' indexes. */
export const PARTY_MEMBER_IDS = `SELECT m.user_id FROM group_members me
  JOIN group_members m ON m.group_id = me.group_id
  WHERE me.user_id = $1 AND me.group_type = 'party'`;

// $1 the player, $2 the named players, $3 with the player's party, $4 a group whose party members
// are locked, $5 a challenge whose members are locked.
const LOCKED_PLAYERS = `SELECT * FROM users WHERE id IN (
    SELECT $1::uuid UNION SELECT unnest($2::uuid[])
    UNION SELECT user_id FROM (${PARTY_MEMBER_IDS}) party WHERE $3::boolean
    UNION SELECT user_id FROM group_members WHERE group_id = $4::uuid AND group_type = 'party'
    UNION SELECT user_id FROM challenge_members WHERE challenge_id = $5::uuid
  ) ORDER BY id FOR NO KEY UPDATE`;

/** Takes the scope's locks for `userId`'s change, in the documented order. */
export async function lockScope(
  tx: Queryable,
  userId: string,
  scope: LockScope,
): Promise<LockedRows> {
  // The player is locked here too (even alone), so no group, challenge or task row is ever
  // locked before them.
  const named = (scope.players ?? []).filter((id): id is string => !!id && isUuid(id));
  const rows = await tx.query<UserRow>(LOCKED_PLAYERS, [
    userId,
    named.map((id) => id.toLowerCase()),
    !!scope.ownParty,
    scope.group?.members && isUuid(scope.group.id) ? scope.group.id : null,
    scope.challenge?.members && isUuid(scope.challenge.id) ? scope.challenge.id : null,
  ]);
  const others = new Map<string, UserRow>();
  for (const row of rows) if (row.id !== userId) others.set(row.id, row);
  const group =
    scope.group && isUuid(scope.group.id) ? await lockGroup(tx, scope.group.id) : undefined;
  const challenge =
    scope.challenge && isUuid(scope.challenge.id)
      ? await lockChallenge(tx, scope.challenge.id)
      : undefined;
  const boardTask = scope.boardTaskId ? await lockBoardTask(tx, scope.boardTaskId) : undefined;
  return { others, group, challenge, boardTask };
}
