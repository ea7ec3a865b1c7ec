// Leaving a quest, pending or under way (the original's newest behaviour). The server
// then user-cleans the leaver (playerQuestCleaned: progress kept).
// While pending the answer becomes false, as in the original. Once active, `members` holds only
// participants, so the leaver's entry is removed rather than set to false; the leaver is
// then no longer struck by the boss nor counted among those who finish.
import { NotAuthorized } from '../../errors.ts';
import type { GroupQuest } from './types.ts';

export function leaveQuest({ quest, userId }: { quest: GroupQuest; userId: string }): {
  quest: GroupQuest;
} {
  if (quest.key && userId === quest.leader) throw new NotAuthorized('questLeaderCannotLeaveQuest');
  if (!quest.key || quest.members[userId] !== true) throw new NotAuthorized('notPartOfQuest');
  const members = { ...quest.members };
  if (quest.active) delete members[userId];
  else members[userId] = false;
  return { quest: { ...quest, members } };
}
