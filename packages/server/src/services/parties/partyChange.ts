// One change to a group and the players in it, in one transaction. Lock order (see groups.ts):
// the acting player and every member of the group in id order first (changeUser's lockFirst, one
// statement), then the group row. Two changes to one party therefore queue on the same locks in
// the same order and cannot deadlock; a member's day boundary locks the same set (cronRunner).
import { NotFound, isUuid } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import {
  findMemberRole,
  findPartyId,
  lockGroup,
  type GroupRow,
} from '../../db/repositories/groups.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import type { LedgerMove } from '../gems/gemLedger.ts';
import { writeLockedPlayer } from '../players/playerChanger.ts';
import { changeUser, type PlayerChange } from '../../routes/changeUser.ts';
import { postSystemMessage } from '../chat/systemMessagePoster.ts';

export interface PartyChange extends PlayerChange {
  group: GroupRow;
  /** The acting player is a member of the group. */
  isMember: boolean;
  /** The other locked players' rows by id: a party's members and `alsoLock` (the actor's is `user.row`). */
  others: Map<string, UserRow>;
  /**
   * Writes another member's changed columns (version bumped, unchanged values skipped), with the
   * gem-ledger moves of the write if it changes their gems (see PlayerChange.recordGems).
   */
  writeMember(
    userId: string,
    columns: Record<string, unknown>,
    ledger?: readonly LedgerMove[],
  ): Promise<void>;
  /** Any locked player of the change, the actor included, as changed so far. */
  playerRow(userId: string): UserRow | undefined;
  /** Changes any locked player: the actor through setUserColumns, the others written now. */
  writePlayer(
    userId: string,
    columns: Record<string, unknown>,
    ledger?: readonly LedgerMove[],
  ): Promise<void>;
  /** Posts a system message (quest started, boss damage, …) to the group's chat. */
  postSystemMessage(text: string, info: Record<string, unknown>): Promise<void>;
}

/**
 * The players a group change locks besides the actor: a party's members (at most 30, and quest
 * calls write them all), never a guild's or the Tavern's (thousands), plus any named players.
 */
const LOCKED_PLAYERS = `SELECT user_id FROM group_members WHERE group_id = $2 AND group_type = 'party'
  UNION SELECT unnest($3::uuid[])`;

/** Locks the player, a party's members and the named players, in id order. */
export function lockPlayerAndMembers(groupId: string, alsoIds: readonly string[] = []) {
  return (tx: Queryable, userId: string) =>
    tx.query(
      `SELECT id FROM users WHERE id = $1 OR id IN (${LOCKED_PLAYERS}) ORDER BY id FOR NO KEY UPDATE`,
      [userId, groupId, alsoIds],
    );
}

/**
 * The group a route's `:groupId` names: `party` is the player's own party.
 * Unknown or unreachable → 404 groupNotFound.
 */
export async function resolveGroupId(
  db: Queryable,
  userId: string,
  groupParam: string,
): Promise<string> {
  const id = groupParam === 'party' ? await findPartyId(db, userId) : groupParam;
  if (!id || !isUuid(id)) throw new NotFound('groupNotFound');
  return id.toLowerCase();
}

export interface PartyChangeOptions {
  /** Refuse (404 groupNotFound) unless the player is a member; default true. */
  mustBeMember?: boolean;
  /** Other players the change writes (e.g. the member a leader removes), locked with the rest. */
  alsoLock?: readonly string[];
}

export async function changeGroup<T>(
  request: FastifyRequest,
  groupParam: string,
  work: (change: PartyChange) => Promise<T>,
  { mustBeMember = true, alsoLock = [] }: PartyChangeOptions = {},
): Promise<T> {
  const userId = request.user!.id;
  const alsoIds = alsoLock.filter((id) => isUuid(id));
  const groupId = await resolveGroupId(request.server.db, userId, groupParam);
  return changeUser(
    request,
    async (change) => {
      const { tx, now } = change;
      const group = await lockGroup(tx, groupId);
      if (!group) throw new NotFound('groupNotFound');
      const isMember = (await findMemberRole(tx, groupId, userId)) !== undefined;
      // Someone else's party is never visible.
      if (mustBeMember && !isMember) throw new NotFound('groupNotFound');
      const others = new Map(
        (
          await tx.query<UserRow>(
            `SELECT * FROM users WHERE id IN (${LOCKED_PLAYERS}) AND id <> $1
             ORDER BY id FOR NO KEY UPDATE`,
            [userId, groupId, alsoIds],
          )
        ).map((row) => [row.id, row]),
      );
      let actorRow = change.user.row;
      const writeMember = async (
        memberId: string,
        columns: Record<string, unknown>,
        ledger: readonly LedgerMove[] = [],
      ) => {
        const before = others.get(memberId);
        await writeLockedPlayer(tx, { userId: memberId, now, columns, before, ledger });
        if (before) others.set(memberId, { ...before, ...columns } as UserRow);
      };
      return work({
        ...change,
        setUserColumns: (columns) => {
          actorRow = { ...actorRow, ...columns } as UserRow;
          change.setUserColumns(columns);
        },
        group,
        isMember,
        others,
        writeMember,
        playerRow: (id) => (id === userId ? actorRow : others.get(id)),
        writePlayer: async (id, columns, ledger = []) => {
          if (id !== userId) return writeMember(id, columns, ledger);
          actorRow = { ...actorRow, ...columns } as UserRow;
          change.setUserColumns(columns);
          for (const move of ledger) change.recordGems(move);
        },
        postSystemMessage: async (text, info) => {
          await postSystemMessage(tx, group, { text, info, now });
        },
      });
    },
    { lockFirst: lockPlayerAndMembers(groupId, alsoIds) },
  );
}
