// Reporting a challenge: once per player (twice → 404 messageChallengeFlagAlreadyReported); a
// moderator's report sets the count to 5, anyone else's adds one. A moderator clears the count.
import { NotAuthorized, NotFound } from '../../errors.ts';
import { CHALLENGE_FLAG_FROM_MOD } from './constants.ts';

export interface ChallengeFlags {
  flags: Readonly<Record<string, boolean>>;
  flagCount: number;
}

export function flagChallenge(
  challenge: ChallengeFlags,
  reporter: { id: string; isModerator: boolean },
): ChallengeFlags {
  if (challenge.flags[reporter.id]) throw new NotFound('messageChallengeFlagAlreadyReported');
  const flags = { ...challenge.flags, [reporter.id]: true };
  return {
    flags,
    flagCount: reporter.isModerator ? CHALLENGE_FLAG_FROM_MOD : challenge.flagCount + 1,
  };
}

/** 401 messageGroupChatAdminClearFlagCount unless a moderator; the flags stay on record. */
export function clearChallengeFlags(
  challenge: ChallengeFlags,
  clearer: { isModerator: boolean },
): ChallengeFlags {
  if (!clearer.isModerator) throw new NotAuthorized('messageGroupChatAdminClearFlagCount');
  return { flags: challenge.flags, flagCount: 0 };
}
