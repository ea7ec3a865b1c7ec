// One change to a challenge and the players it touches, in one transaction. Lock order (see
// docs/locking.md and challenges.ts): the acting player, the challenge's leader, any named players
// and (for changes that rewrite the members' copies) every member, all in id order in one
// statement; then the group row; then the challenge row. Closing and task edits lock the members
// because a member's score writes their copy back whole: without the member's lock it could
// overwrite the change. A member who joined between the member list and the challenge's lock makes
// the transaction run again (serialization failure, retried by changePlayer).
import { NotFound, isUuid } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import {
  findChallenge,
  listChallengeMemberIds,
  lockChallenge,
  type ChallengeRow,
} from '../../db/repositories/challenges.ts';
import { lockGroup, type GroupRow } from '../../db/repositories/groups.ts';
import type { LedgerMove } from '../gems/gemLedger.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { isModerator } from '../chat/chatReaders.ts';
import { writeLockedPlayer } from '../players/playerChanger.ts';
import { changeUser, type PlayerChange } from '../../routes/changeUser.ts';

export interface ChallengeChange extends PlayerChange {
  challenge: ChallengeRow;
  /** The challenge's group, locked (only with `withGroup`, and only while the group exists). */
  group: GroupRow | undefined;
  /** The members, each locked (only with `withMembers`). */
  memberIds: string[];
  /** Any locked player as changed so far, the actor included. */
  playerRow(userId: string): UserRow | undefined;
  /** Changes any locked player: the actor through setUserColumns, the others written now. */
  /** Writes a locked player; `ledger` says why their gems move (services/gems/gemLedger.ts). */
  writePlayer(
    userId: string,
    columns: Record<string, unknown>,
    ledger?: readonly LedgerMove[],
  ): Promise<void>;
}

export interface ChallengeChangeOptions {
  /** Other players the change writes (a winner), locked with the rest. */
  alsoLock?: readonly string[];
  /** Lock every member (the change rewrites their copies). */
  withMembers?: boolean;
  /** Lock the group row (the change moves its bank or challenge count). */
  withGroup?: boolean;
}

/** The challenge a route names; unknown or malformed → 404 challengeNotFound. */
export async function findNamedChallenge(db: Queryable, challengeId: string) {
  const challenge = isUuid(challengeId) ? await findChallenge(db, challengeId) : undefined;
  if (!challenge) throw new NotFound('challengeNotFound');
  return challenge;
}

/** Moderators, challenge admins and full access may act on any challenge. */
export function isChallengeAdmin(permissions: Record<string, unknown>): boolean {
  return permissions.challengeAdmin === true || permissions.fullAccess === true;
}

export { isModerator };

class MembersChanged extends Error {
  readonly code = '40001';
}

export async function changeChallenge<T>(
  request: FastifyRequest,
  challengeId: string,
  work: (change: ChallengeChange) => Promise<T>,
  { alsoLock = [], withMembers = false, withGroup = false }: ChallengeChangeOptions = {},
): Promise<T> {
  const seen = await findNamedChallenge(request.server.db, challengeId);
  const named = [seen.leader_id, ...alsoLock].filter((id): id is string => !!id && isUuid(id));
  let locked = new Set<string>();
  return changeUser(
    request,
    async (change) => {
      const { tx, now, user } = change;
      const group = withGroup && seen.group_id ? await lockGroup(tx, seen.group_id) : undefined;
      const challenge = await lockChallenge(tx, seen.id);
      if (!challenge) throw new NotFound('challengeNotFound');
      const memberIds = withMembers ? await listChallengeMemberIds(tx, challenge.id) : [];
      if (memberIds.some((id) => !locked.has(id))) throw new MembersChanged('members changed');
      const others = new Map(
        (
          await tx.query<UserRow>('SELECT * FROM users WHERE id = ANY ($1::uuid[]) AND id <> $2', [
            [...locked],
            user.row.id,
          ])
        ).map((row) => [row.id, row]),
      );
      let actorRow = change.user.row;
      return work({
        ...change,
        setUserColumns: (columns) => {
          actorRow = { ...actorRow, ...columns } as UserRow;
          change.setUserColumns(columns);
        },
        challenge,
        group,
        memberIds,
        playerRow: (id) => (id === user.row.id ? actorRow : others.get(id)),
        writePlayer: async (id, columns, ledger = []) => {
          if (id === user.row.id) {
            actorRow = { ...actorRow, ...columns } as UserRow;
            change.setUserColumns(columns);
            for (const move of ledger) change.recordGems(move);
            return;
          }
          const before = others.get(id);
          await writeLockedPlayer(tx, { userId: id, now, columns, before, ledger });
          if (before) others.set(id, { ...before, ...columns } as UserRow);
        },
      });
    },
    {
      lockFirst: async (tx, userId) => {
        const rows = await tx.query<{ id: string }>(
          `SELECT id FROM users WHERE id = $1 OR id = ANY ($2::uuid[])
             OR ($3::boolean AND id IN (SELECT user_id FROM challenge_members WHERE challenge_id = $4))
           ORDER BY id FOR NO KEY UPDATE`,
          [userId, named, withMembers, seen.id],
        );
        locked = new Set(rows.map((row) => row.id));
      },
    },
  );
}

/** The actor may lead the challenge: its leader or a challenge admin. */
export function isChallengeLeader(change: Pick<ChallengeChange, 'challenge' | 'user'>): boolean {
  return (
    change.challenge.leader_id === change.user.row.id ||
    isChallengeAdmin(change.user.row.permissions)
  );
}
