// Who the signed-in player is to a challenge: a member (their user lists it), its leader, or a
// challenge admin, who may do what the leader does.
import type { Challenge, ChallengeMember } from '../../api/challengeTypes.ts';
import type { User } from '../../api/types.ts';

export interface ChallengeViewer {
  isMember: boolean;
  isLeader: boolean;
  /** The leader or a challenge admin: edits its tasks, selects a winner, deletes it. */
  canManage: boolean;
}

export function viewerOf(challenge: Challenge, user: User | null): ChallengeViewer {
  const joined = Array.isArray(user?.challenges) ? (user.challenges as unknown[]) : [];
  const isLeader = user !== null && challenge.leader?._id === user.id;
  const permissions = user?.permissions ?? {};
  return {
    isMember: joined.includes(challenge._id),
    isLeader,
    canManage: isLeader || permissions.challengeAdmin === true || permissions.fullAccess === true,
  };
}

export const memberNameOf = (member: ChallengeMember) =>
  member.profile?.name || member.auth?.local?.username || member._id;
