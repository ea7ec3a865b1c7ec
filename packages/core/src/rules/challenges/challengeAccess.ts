// Who may join and see a challenge (with guilds kept alive, as in the original's older rules):
// its leader always; anyone for a challenge of the Tavern or a public guild; otherwise only the
// members of its group. Members see the challenges they are in; a challenge flagged twice is
// hidden from everyone but moderators. Failing → 404 challengeNotFound (nothing leaks).
import { CHALLENGE_FLAG_LIMIT_FOR_HIDING } from './constants.ts';

export interface ChallengeAccess {
  leaderId: string | null;
  flagCount: number;
  /** The challenge's group; null once the group is gone. */
  group: { type: 'party' | 'guild' | 'tavern'; privacy: 'private' | 'public' } | null;
}

export interface ChallengeViewer {
  id: string;
  isModerator: boolean;
  isGroupMember: boolean;
  isChallengeMember: boolean;
}

export function canJoinChallenge(challenge: ChallengeAccess, viewer: ChallengeViewer): boolean {
  if (challenge.leaderId === viewer.id) return true;
  const { group } = challenge;
  if (!group) return false;
  if (group.type === 'tavern' || (group.type === 'guild' && group.privacy === 'public')) {
    return true;
  }
  return viewer.isGroupMember;
}

export function canViewChallenge(challenge: ChallengeAccess, viewer: ChallengeViewer): boolean {
  if (isChallengeHidden(challenge, viewer)) return false;
  return viewer.isChallengeMember || canJoinChallenge(challenge, viewer);
}

/** Flagged at least twice and the viewer no moderator. */
export function isChallengeHidden(
  challenge: Pick<ChallengeAccess, 'flagCount'>,
  viewer: Pick<ChallengeViewer, 'isModerator'>,
): boolean {
  return challenge.flagCount >= CHALLENGE_FLAG_LIMIT_FOR_HIDING && !viewer.isModerator;
}
