// One change to a group and the players in it, in one transaction. Lock order (docs/locking.md):
// the acting player and every member of a party in id order first (one statement), then the group
// row. Two changes to one party therefore queue on the same locks in the same order and cannot
// deadlock; a member's day boundary locks the same set (cronRunner).
import { NotAuthorized, NotFound, isUuid } from '@questlog/core';
import { findMemberRole, type GroupRow } from '../../db/repositories/groups.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { postSystemMessage } from '../chat/systemMessagePoster.ts';
import { resolveGroupId } from './groupIds.ts';

export { resolveGroupId };

export interface PartyChange extends PlayerChange {
  group: GroupRow;
  /** The acting player is a member of the group. */
  isMember: boolean;
  /** Posts a system message (quest started, boss damage, …) to the group's chat. */
  postSystemMessage(text: string, info: Record<string, unknown>): Promise<void>;
}

export interface PartyChangeOptions {
  /** Refuse (404 groupNotFound) unless the player is a member; default true. */
  mustBeMember?: boolean;
  /** Other players the change writes (e.g. the member a leader removes), locked with the rest. */
  alsoLock?: readonly string[];
  /** A team-board task of the group, locked after the group row (services/groupTasks). */
  boardTaskId?: string;
}

/**
 * A change to the group `groupParam` names, as the acting player: they, the party's members (a
 * party's only) and `alsoLock` locked, then the group row (the change primitive's LockScope).
 */
export async function changeGroup<T>(
  context: SignedInContext,
  groupParam: string,
  work: (change: PartyChange) => Promise<T>,
  { mustBeMember = true, alsoLock = [], boardTaskId }: PartyChangeOptions = {},
): Promise<T> {
  const userId = context.actorId;
  if (!userId) throw new NotAuthorized();
  const groupId = await resolveGroupId(context.db, userId, groupParam);
  return context.changeActor(
    async (change) => {
      const { tx, now, group } = change;
      if (!group) throw new NotFound('groupNotFound');
      const isMember = (await findMemberRole(tx, groupId, userId)) !== undefined;
      // Someone else's party is never visible.
      if (mustBeMember && !isMember) throw new NotFound('groupNotFound');
      return work({
        ...change,
        group,
        isMember,
        postSystemMessage: async (text, info) => {
          await postSystemMessage(tx, group, { text, info, now });
        },
      });
    },
    {
      lock: {
        players: alsoLock.filter((id) => isUuid(id)),
        group: { id: groupId, members: true },
        boardTaskId,
      },
    },
  );
}
