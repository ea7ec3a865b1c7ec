// POST /groups/:id/removeMember/:memberId: the leader removes a member (with the same clean-up
// as leaving, which the original skips) or rescinds an invitation.
import { NotAuthorized, NotFound } from '@questlog/core';
import { removeInvitation } from '../../db/repositories/groupInvitations.ts';
import { findMemberRole } from '../../db/repositories/groups.ts';
import { leaveGroupChallengesFor } from '../challenges/challengeMembers.ts';
import { takeOutOfGroup } from './groupLeaver.ts';
import type { PartyChange } from './partyChange.ts';

export interface Removal {
  /** A member went (false: an invitation was rescinded). */
  wasMember: boolean;
}

export async function removeMember(change: PartyChange, memberId: string): Promise<Removal> {
  const { tx, group, user, now } = change;
  if (group.leader_id !== user.row.id) throw new NotAuthorized('onlyLeaderCanRemoveMember');
  if (memberId === user.row.id) throw new NotAuthorized('memberCannotRemoveYourself');
  const quest = group.quest;
  if (quest.key && quest.leader === memberId) throw new NotAuthorized('cannotRemoveQuestOwner');
  const member = change.others.get(memberId);
  if (member && (await findMemberRole(tx, group.id, memberId))) {
    // Like leaving: out of the group's challenges too, keeping their tasks.
    const left = await leaveGroupChallengesFor(change, member, group.id);
    const departure = await takeOutOfGroup(tx, group, member, now);
    const party = departure.party ? { party: departure.party } : {};
    await change.writePlayer(memberId, { ...left, ...party, ...departure.planColumns });
    return { wasMember: true };
  }
  if (await removeInvitation(tx, group.id, memberId)) return { wasMember: false };
  throw new NotFound('groupMemberNotFound');
}
