// Applying one participant's snapshot of progress to the party quest at their day boundary (the
// original's `processQuestProgress`). Skipped (nothing changes) when the quest is not under way or
// the user is not an accepted participant.
import { collectProgress } from './collectProgress.ts';
import { bossProgress } from './bossProgress.ts';
import { questOrThrow } from './questLookup.ts';
import { unchangedOutcome, type QuestProgressOutcome } from './questProgressOutcome.ts';
import type { GroupQuest, QuestContribution } from './types.ts';

export interface ApplyQuestProgressParams {
  quest: GroupQuest;
  contribution: QuestContribution;
  /** A number in [0, 1): shuffles the collection bag. */
  random: () => number;
}

export function applyQuestProgress({
  quest,
  contribution,
  random,
}: ApplyQuestProgressParams): QuestProgressOutcome {
  const { key } = quest;
  if (!key || !quest.active || quest.members[contribution.userId] !== true) {
    return unchangedOutcome(quest);
  }
  const content = questOrThrow(key);
  const keyed = { ...quest, key };
  if (content.boss) return bossProgress(keyed, content.boss, contribution);
  if (content.collect) return collectProgress(keyed, content.collect, contribution, random);
  return unchangedOutcome(quest);
}
