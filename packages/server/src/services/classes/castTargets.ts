// The other players a skill or card acts on: the caster's party members (group_members; a player
// without a party is a party of one) or one of them, as the cast's change locked them.
import { NotFound, isUuid, type PlayerState } from '@questlog/core';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerStateOf } from '../playerState.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import { PARTY_MEMBER_IDS } from '../players/lockScope.ts';

export interface OtherPlayer {
  row: UserRow;
  player: PlayerState;
}

async function partyMemberIds(change: PlayerChange): Promise<Set<string>> {
  const rows = await change.tx.query<{ user_id: string }>(PARTY_MEMBER_IDS, [change.user.row.id]);
  return new Set(rows.map((row) => row.user_id));
}

/** The caster's party members other than the caster, in id order. */
export async function partyMembersOf(change: PlayerChange): Promise<OtherPlayer[]> {
  const members = await partyMemberIds(change);
  return [...change.others.values()]
    .filter((row) => members.has(row.id))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((row) => ({ row, player: playerStateOf(row) }));
}

/** One member of the caster's party by id; anyone else is not found. */
export async function castTarget(change: PlayerChange, userId: string): Promise<OtherPlayer> {
  const row = isUuid(userId) ? change.others.get(userId.toLowerCase()) : undefined;
  if (!row || !(await partyMemberIds(change)).has(row.id)) {
    throw new NotFound('userWithIdNotFound', { params: { userId } });
  }
  return { row, player: playerStateOf(row) };
}
