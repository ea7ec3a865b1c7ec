// Joining a group: a party needs an invitation, a public guild none. A player in another party
// leaves it first (refused when alone there with a quest). Runs inside changeGroup with the joiner
// and the group's members locked, then the group row.
import { hasLivePlan, NotAuthorized, playerQuestInvited } from '@questlog/core';
import {
  addGroupMember,
  findPartyId,
  lockGroup,
  updateGroup,
} from '../../db/repositories/groups.ts';
import {
  findInvitation,
  removeInvitation,
  removePartyInvitations,
} from '../../db/repositories/groupInvitations.ts';
import type { Queryable } from '../../db/database.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import { guildJoinedAchievement } from '../guilds/guildAchievement.ts';
import { planColumnsOnJoining } from '../groupTasks/planMemberships.ts';
import { checkMayLeaveParty, takeOutOfGroup } from './groupLeaver.ts';
import { partyQuestOf, partyWithQuest } from './memberQuest.ts';
import type { PartyChange } from './partyChange.ts';
import { partyAchievements } from './partyAchievements.ts';

export async function joinGroup(change: PartyChange): Promise<void> {
  const { tx, group, user, now } = change;
  const joiner = user.row;
  if (change.isMember) throw new NotAuthorized('youAreAlreadyInGroup');
  const invitation = await findInvitation(tx, group.id, joiner.id);
  const isOpen = group.type !== 'party' && group.privacy === 'public';
  if (!invitation && !isOpen) throw new NotAuthorized('messageGroupRequiresInvite');

  let party: Record<string, unknown> = joiner.party;
  if (group.type === 'party') {
    party = await leaveFormerParty(change);
    await removePartyInvitations(tx, joiner.id);
    const { seeking: _seeking, ...rest } = party;
    party = rest;
  } else if (invitation) {
    await removeInvitation(tx, group.id, joiner.id);
  }
  await addGroupMember(tx, group.id, joiner.id, { now });

  // A pending quest now waits for the newcomer's answer too.
  const quest = group.quest;
  const changes: Parameters<typeof updateGroup>[2] = {};
  if (group.type === 'party' && quest.key && !quest.active) {
    changes.quest = { ...quest, members: { ...quest.members, [joiner.id]: null } } as never;
    party = partyWithQuest({ party }, playerQuestInvited(partyQuestOf({ party }), quest.key, true));
  }
  // An empty group gets its joiner as leader.
  if (group.member_count === 0) changes.leader_id = joiner.id;
  if (Object.keys(changes).length > 0) await updateGroup(tx, group.id, changes, now);
  change.setUserColumns({ party, ...planColumnsOnJoining(group, joiner, now) });
  if (group.type === 'guild') {
    const achievements = await guildJoinedAchievement(tx, joiner, now);
    if (achievements) change.setUserColumns({ achievements });
  }

  if (invitation?.inviter_id) await thankInviter(change, invitation.inviter_id);
  if (group.type === 'party') await partyAchievements(change, group.member_count + 1);
}

/** Leaves the joiner's current party, if any; the joiner's `party` column after it. */
async function leaveFormerParty(change: PartyChange): Promise<Record<string, unknown>> {
  const { tx, user, now } = change;
  const formerId = await findPartyId(tx, user.row.id);
  if (!formerId) return user.row.party;
  const former = await lockGroup(tx, formerId);
  if (!former) return user.row.party;
  const quest = former.quest;
  if (former.member_count <= 1 && quest.key) {
    throw new NotAuthorized('messageCannotLeaveWhileQuesting');
  }
  checkMayLeaveParty(former, user.row.id);
  const departure = await takeOutOfGroup(tx, former, user.row, now);
  return departure.party ?? user.row.party;
}

/**
 * The inviter hears of it; a party invite earns them a Basi-List scroll. A party's inviter is
 * locked with its members (one who left it meanwhile gets nothing); a guild's is not, and only
 * needs to still have an account for the notification.
 */
async function thankInviter(change: PartyChange, inviterId: string): Promise<void> {
  const { tx, group, user, now } = change;
  const inviter = change.others.get(inviterId);
  if (group.type === 'party' ? !inviter : !(await accountExists(tx, inviterId))) return;
  const name = (user.row.profile as { name?: string }).name ?? '';
  await addNotification(tx, inviterId, {
    type: 'GROUP_INVITE_ACCEPTED',
    data: {
      headerText: `${name} accepted your invitation`,
      bodyText: `${name} joined ${group.name}.`,
      // Beyond the original's texts: the parts, for a client's own words and a link.
      user: { id: user.row.id, name },
      group: {
        id: group.id,
        name: group.name,
        type: group.type,
        groupPlan: hasLivePlan(group.purchased, now),
      },
    },
    now,
  });
  if (group.type !== 'party' || !inviter) return;
  const items = inviter.items as { quests?: Record<string, number> };
  const quests = items.quests ?? {};
  await change.writePlayer(inviterId, {
    items: { ...inviter.items, quests: { ...quests, basilist: (quests.basilist ?? 0) + 1 } },
  });
}

async function accountExists(tx: Queryable, userId: string): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM users WHERE id = $1', [userId])).length > 0;
}
