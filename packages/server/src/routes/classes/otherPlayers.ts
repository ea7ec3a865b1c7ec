// The other players a skill or card acts on: the caster's party members, locked in the caster's
// transaction (FOR NO KEY UPDATE, in id order so two casts in one party take the locks alike), and
// written back with their version bumped. Party membership is group_members; a player without a
// party is a party of one.
import { PARTY_MEMBER_IDS, lockPlayerAndParty } from '../../services/parties/partyLocks.ts';
import { writeLockedPlayer } from '../../services/players/playerChanger.ts';
import { NotFound, type PlayerState, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerStateOf } from '../../services/playerState.ts';

/**
 * Locks the caster, their party and the skill's target (if any) in id order, before the caster
 * is loaded (changeUser's `lockFirst`): two members casting at each other then queue instead of
 * deadlocking.
 */
export function lockCastParticipants(targetId: string | undefined) {
  return lockPlayerAndParty([targetId]);
}

/** The caster's party members other than the caster, locked. */
export async function lockPartyMembers(tx: Queryable, caster: UserRow): Promise<UserRow[]> {
  return tx.query<UserRow>(
    `SELECT * FROM users WHERE id IN (${PARTY_MEMBER_IDS}) AND id <> $1 ORDER BY id FOR NO KEY UPDATE`,
    [caster.id],
  );
}

/** One member of the caster's party by id, locked; anyone else is not found. */
export async function lockPartyMember(
  tx: Queryable,
  caster: UserRow,
  userId: string,
): Promise<UserRow> {
  const [row] = isUuid(userId)
    ? await tx.query<UserRow>(
        `SELECT * FROM users WHERE id = $2 AND id IN (${PARTY_MEMBER_IDS}) FOR NO KEY UPDATE`,
        [caster.id, userId],
      )
    : [];
  if (!row) throw new NotFound('userWithIdNotFound', { params: { userId } });
  return row;
}

export interface OtherPlayer {
  row: UserRow;
  player: PlayerState;
}

export function otherPlayerOf(row: UserRow): OtherPlayer {
  return { row, player: playerStateOf(row) };
}

/** Writes what a skill can change on another player, bumping their version. */
export async function saveOtherPlayer(
  tx: Queryable,
  player: PlayerState,
  row: UserRow,
  now: Date,
  notifications: readonly { type: string; data?: unknown }[] = [],
): Promise<void> {
  // What a skill can change on another player; locked by lockCastParticipants already.
  const { stats, items, achievements, flags } = player;
  await writeLockedPlayer(tx, {
    userId: row.id,
    now,
    columns: { stats, items, achievements, flags },
    before: row,
  });
  for (const notification of notifications) {
    await addNotification(tx, row.id, { ...notification, now });
  }
}
