// Aborting a quest under way: the owner gets the scroll back. The server adds 1 to refundTo's
// items.quests[questKey], party-cleans every member and posts `quest_abort`.
import { NotAuthorized, NotFound } from '../../errors.ts';
import type { QuestActorParams } from './checkForceStart.ts';
import { emptyGroupQuest } from './emptyGroupQuest.ts';
import { isQuestOrPartyLeader } from './questLookup.ts';
import type { GroupQuest } from './types.ts';

export interface AbortedQuest {
  quest: GroupQuest;
  /** The quest owner, who gets the scroll back. */
  refundTo: string;
  questKey: string;
}

export function abortQuest({ quest, actorId, partyLeaderId }: QuestActorParams): AbortedQuest {
  if (!quest.active || !quest.key || !quest.leader) throw new NotFound('noActiveQuestToAbort');
  if (!isQuestOrPartyLeader(quest, actorId, partyLeaderId)) {
    throw new NotAuthorized('onlyLeaderAbortQuest');
  }
  return { quest: emptyGroupQuest(), refundTo: quest.leader, questKey: quest.key };
}
