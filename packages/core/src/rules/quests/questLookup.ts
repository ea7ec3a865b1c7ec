// Looking a quest up by key for the quest rules: an unknown key is the client's mistake (404
// `questNotFound`).
import { questByKey } from '../../content/quests/catalogue.ts';
import type { Quest } from '../../content/quests/types.ts';
import { NotFound } from '../../errors.ts';

export function questOrThrow(key: string): Quest {
  const quest = questByKey(key);
  if (!quest) throw new NotFound('questNotFound', { params: { key } });
  return quest;
}

/** Whether `actorId` may run the quest: its owner or the party leader. */
export function isQuestOrPartyLeader(
  quest: { leader: string | null },
  actorId: string,
  partyLeaderId: string,
): boolean {
  return actorId === quest.leader || actorId === partyLeaderId;
}
