// Starting a quest: boss health and rage set, collection counters at 0, members reduced to those
// who accepted and are still in the party.
// The server then: consumes the scroll from `quest.leader` (items.quests[key] -= 1, even when the
// party leader force-started), calls playerQuestStarted for each participant and
// playerQuestCleaned for each non-participant, and posts `quest_start`.
import { NotAuthorized, NotFound } from '../../errors.ts';
import { questOrThrow } from './questLookup.ts';
import type { GroupQuest } from './types.ts';

export interface StartQuestParams {
  quest: GroupQuest;
  /** The party's members now (someone may have left since the invitation). */
  partyMemberIds: readonly string[];
}

export interface StartedQuest {
  quest: GroupQuest;
  participants: string[];
  nonParticipants: string[];
}

export function startQuest({ quest, partyMemberIds }: StartQuestParams): StartedQuest {
  if (!quest.key) throw new NotFound('questNotPending');
  if (quest.active) throw new NotAuthorized('questAlreadyStarted');
  const content = questOrThrow(quest.key);
  const inParty = new Set(partyMemberIds);
  const participants = Object.keys(quest.members).filter(
    (id) => quest.members[id] === true && inParty.has(id),
  );
  const members = Object.fromEntries(participants.map((id) => [id, true]));
  const progress: GroupQuest['progress'] = { collect: {} };
  if (content.boss) {
    progress.hp = content.boss.hp;
    if (content.boss.rage) progress.rage = 0;
  }
  for (const item of Object.keys(content.collect ?? {})) progress.collect[item] = 0;
  const isParticipant = new Set(participants);
  return {
    quest: { ...quest, active: true, members, progress },
    participants,
    nonParticipants: partyMemberIds.filter((id) => !isParticipant.has(id)),
  };
}
