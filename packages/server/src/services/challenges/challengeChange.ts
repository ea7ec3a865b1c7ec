// One change to a challenge and the players it touches, in one transaction. Lock order (see
// docs/locking.md and challenges.ts): the acting player, the challenge's leader, any named players
// and (for changes that rewrite the members' copies) every member, all in id order in one
// statement; then the group row; then the challenge row. Closing and task edits lock the members
// because a member's score writes their copy back whole: without the member's lock it could
// overwrite the change. A member who joined between the member list and the challenge's lock makes
// the transaction run again (serialization failure, retried by changePlayer). The locks are the
// change primitive's (services/players/lockScope.ts).
import { NotAuthorized, NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  findChallenge,
  listChallengeMemberIds,
  type ChallengeRow,
} from '../../db/repositories/challenges.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { isModerator } from '../chat/chatReaders.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';

export interface ChallengeChange extends PlayerChange {
  challenge: ChallengeRow;
  /** The challenge's group, locked (only with `withGroup`, and only while the group exists). */
  group: GroupRow | undefined;
  /** The members, each locked (only with `withMembers`). */
  memberIds: string[];
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

/** A change to a challenge as the acting player, with the locks of the header above. */
export async function changeChallenge<T>(
  context: SignedInContext,
  challengeId: string,
  work: (change: ChallengeChange) => Promise<T>,
  { alsoLock = [], withMembers = false, withGroup = false }: ChallengeChangeOptions = {},
): Promise<T> {
  if (!context.actorId) throw new NotAuthorized();
  const seen = await findNamedChallenge(context.db, challengeId);
  return context.changeActor(
    async (change) => {
      const { tx, user, challenge } = change;
      if (!challenge) throw new NotFound('challengeNotFound');
      const memberIds = withMembers ? await listChallengeMemberIds(tx, challenge.id) : [];
      const isLocked = (id: string) => id === user.row.id || change.others.has(id);
      if (memberIds.some((id) => !isLocked(id))) throw new MembersChanged('members changed');
      return work({
        ...change,
        challenge,
        group: withGroup ? change.group : undefined,
        memberIds,
      });
    },
    {
      lock: {
        players: [seen.leader_id ?? undefined, ...alsoLock],
        group: withGroup && seen.group_id ? { id: seen.group_id } : undefined,
        challenge: { id: seen.id, members: withMembers },
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
