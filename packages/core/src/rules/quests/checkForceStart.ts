// Who may start a pending quest before everyone answered (`force-start`): the quest owner or the
// party leader. Undecided members are then dropped by startQuest.
import { NotAuthorized, NotFound } from '../../errors.ts';
import { isQuestOrPartyLeader } from './questLookup.ts';
import type { GroupQuest } from './types.ts';

export interface QuestActorParams {
  quest: GroupQuest;
  actorId: string;
  partyLeaderId: string;
}

export function checkForceStart({ quest, actorId, partyLeaderId }: QuestActorParams): void {
  if (!quest.key) throw new NotFound('questNotPending');
  if (quest.active) throw new NotAuthorized('questAlreadyStarted');
  if (!isQuestOrPartyLeader(quest, actorId, partyLeaderId)) {
    throw new NotAuthorized('questOrGroupLeaderOnlyStartQuest');
  }
}
