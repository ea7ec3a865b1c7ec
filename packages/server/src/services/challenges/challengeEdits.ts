// Changes to a challenge's own row, each run inside changeChallenge: the leader edits its texts
// and categories; a player reports it (flags, an event for the moderators' queue — the original
// e-mails them); a moderator clears the reports.
import {
  checkChallengeEdit,
  clearChallengeFlags,
  flagChallenge,
  NotAuthorized,
} from '@questlog/core';
import { recordEvent } from '../../db/repositories/events.ts';
import { updateChallenge, type ChallengeRow } from '../../db/repositories/challenges.ts';
import { guildCategories } from '../guilds/guildCategories.ts';
import { isChallengeLeader, isModerator, type ChallengeChange } from './challengeChange.ts';

export type ChallengeTextEdit = Parameters<typeof checkChallengeEdit>[1] & {
  categories?: { slug: string }[];
};

/** PUT /challenges/:challengeId: the leader only (401 onlyLeaderUpdateChal). */
export async function editChallenge(
  change: ChallengeChange,
  edit: ChallengeTextEdit,
): Promise<ChallengeRow> {
  if (!isChallengeLeader(change)) throw new NotAuthorized('onlyLeaderUpdateChal');
  const { challenge, tx, now } = change;
  const text = checkChallengeEdit(
    {
      name: challenge.name,
      shortName: challenge.short_name,
      summary: challenge.summary,
      description: challenge.description,
    },
    edit,
  );
  return updateChallenge(
    tx,
    challenge.id,
    {
      name: text.name,
      short_name: text.shortName,
      summary: text.summary,
      description: text.description,
      categories: edit.categories && guildCategories(edit.categories),
    },
    now,
  );
}

/** POST /challenges/:challengeId/flag: answers the flags as they are now. */
export async function reportChallenge(change: ChallengeChange, comment: unknown) {
  const { challenge, tx, now, user } = change;
  const flagged = flagChallenge(
    { flags: challenge.flags, flagCount: challenge.flag_count },
    { id: user.row.id, isModerator: isModerator(user.row.permissions) },
  );
  await updateChallenge(
    tx,
    challenge.id,
    { flags: flagged.flags, flag_count: flagged.flagCount },
    now,
  );
  // For the moderators' queue (the original e-mails them).
  await recordEvent(tx, {
    type: 'challenge.reported',
    userId: user.row.id,
    groupId: challenge.group_id ?? undefined,
    payload: {
      challengeId: challenge.id,
      comment: typeof comment === 'string' ? comment.slice(0, 3000) : '',
    },
  });
  return flagged;
}

/** POST /challenges/:challengeId/clearflags: moderators only (core's rule). */
export async function clearChallengeReports(change: ChallengeChange) {
  const { challenge, tx, now, user } = change;
  const cleared = clearChallengeFlags(
    { flags: challenge.flags, flagCount: challenge.flag_count },
    { isModerator: isModerator(user.row.permissions) },
  );
  await updateChallenge(tx, challenge.id, { flag_count: cleared.flagCount }, now);
  return cleared;
}
