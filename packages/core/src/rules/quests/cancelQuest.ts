// Cancelling a quest before it starts. The scroll was never consumed, so nothing is refunded; the
// server party-cleans every member (playerQuestCleaned, progress kept) and posts `quest_cancel`.
import { NotAuthorized, NotFound } from '../../errors.ts';
import type { QuestActorParams } from './checkForceStart.ts';
import { emptyGroupQuest } from './emptyGroupQuest.ts';
import { isQuestOrPartyLeader } from './questLookup.ts';
import type { GroupQuest } from './types.ts';

export function cancelQuest({ quest, actorId, partyLeaderId }: QuestActorParams): {
  quest: GroupQuest;
} {
  if (!quest.key) throw new NotFound('questInvitationDoesNotExist');
  if (!isQuestOrPartyLeader(quest, actorId, partyLeaderId)) {
    throw new NotAuthorized('onlyLeaderCancelQuest');
  }
  if (quest.active) throw new NotAuthorized('cantCancelActiveQuest');
  return { quest: emptyGroupQuest() };
}
