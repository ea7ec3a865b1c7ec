// POST /groups/:groupId/leave, inside changeGroup: a party's quest may keep the player in
// (groupLeaver's checkMayLeaveParty); the player's challenges of the group are left or kept as
// asked; then the player leaves the group, their party and plan columns following.
import { leaveGroupChallenges } from '../challenges/challengeMembers.ts';
import { checkMayLeaveParty, takeOutOfGroup } from './groupLeaver.ts';
import type { PartyChange } from './partyChange.ts';

export async function leaveGroup(
  change: PartyChange,
  choice: { keepChallenges?: unknown; keep?: unknown },
): Promise<void> {
  const { tx, group, user, now } = change;
  if (group.type === 'party') checkMayLeaveParty(group, user.row.id);
  await leaveGroupChallenges(change, group.id, choice);
  const departure = await takeOutOfGroup(tx, group, user.row, now);
  if (departure.party) change.setUserColumns({ party: departure.party });
  change.setUserColumns(departure.planColumns);
}
