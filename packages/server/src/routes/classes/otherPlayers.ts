// The other players a skill or card acts on: the caster's party members, locked in the caster's
// transaction (FOR UPDATE, in id order so two casts in one party take the locks alike), and
// written back with their version bumped. Until parties exist a player has no party and every
// skill acts on the caster alone.
import { NotFound, type PlayerState } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerStateOf } from '../../services/playerState.ts';

export function partyIdOf(row: UserRow): string | undefined {
  const id = (row.party as { _id?: unknown })._id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Locks the caster, their party and the skill's target (if any) in id order, before the caster
 * is loaded (changeUser's `lockFirst`): two members casting at each other then queue instead of
 * deadlocking.
 */
export function lockCastParticipants(targetId: string | undefined) {
  return (tx: Queryable, casterId: string) =>
    tx.query(
      `SELECT id FROM users
        WHERE id = $1 OR id::text = $2
           OR (party->>'_id' <> '' AND party->>'_id' =
                (SELECT party->>'_id' FROM users WHERE id = $1))
        ORDER BY id FOR UPDATE`,
      [casterId, targetId ?? ''],
    );
}

/** The caster's party members other than the caster, locked. */
export async function lockPartyMembers(tx: Queryable, caster: UserRow): Promise<UserRow[]> {
  const partyId = partyIdOf(caster);
  if (!partyId) return [];
  return tx.query<UserRow>(
    `SELECT * FROM users WHERE party->>'_id' = $1 AND id <> $2 ORDER BY id FOR UPDATE`,
    [partyId, caster.id],
  );
}

/** One member of the caster's party by id, locked; anyone else is not found. */
export async function lockPartyMember(
  tx: Queryable,
  caster: UserRow,
  userId: string,
): Promise<UserRow> {
  const partyId = partyIdOf(caster);
  const [row] = partyId
    ? await tx.query<UserRow>(
        `SELECT * FROM users WHERE id::text = $1 AND party->>'_id' = $2 FOR UPDATE`,
        [userId, partyId],
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
  await tx.query(
    `UPDATE users SET version = version + 1, updated_at = $2, stats = $3, items = $4,
       achievements = $5, flags = $6 WHERE id = $1`,
    [row.id, now, player.stats, player.items, player.achievements, player.flags],
  );
  for (const notification of notifications) {
    await addNotification(tx, row.id, { ...notification, now });
  }
}
