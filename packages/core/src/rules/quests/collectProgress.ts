// A collection quest's day of progress: the items found are drawn from a shuffled bag holding one
// entry per still-missing item, so items turn up in proportion to what is still needed.
import type { CollectGoals } from '../../content/quests/types.ts';
import type { QuestProgressOutcome } from './questProgressOutcome.ts';
import type { GroupQuest, QuestChatMessage, QuestContribution } from './types.ts';

/** Fisher–Yates with the caller's random source (core never calls Math.random). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const bag = [...items];
  for (let i = bag.length - 1; i > 0; i--) {
    const j = Math.min(Math.floor(random() * (i + 1)), i);
    [bag[i], bag[j]] = [bag[j] as T, bag[i] as T];
  }
  return bag;
}

export function collectProgress(
  quest: GroupQuest & { key: string },
  goals: CollectGoals,
  { userId, collectedItems }: QuestContribution,
  random: () => number,
): QuestProgressOutcome {
  const collected = quest.progress.collect;
  const missing = Object.entries(goals).flatMap(([item, count]) =>
    Array.from({ length: Math.max(0, count - (collected[item] ?? 0)) }, () => item),
  );
  const taken = shuffled(missing, random).slice(0, Math.max(0, collectedItems));
  const found: Record<string, number> = {};
  for (const item of taken) found[item] = (found[item] ?? 0) + 1;
  const collect = { ...collected };
  for (const [item, count] of Object.entries(found)) collect[item] = (collect[item] ?? 0) + count;
  const finished = taken.length === missing.length;
  const chat: QuestChatMessage[] = [];
  // Unlike the original, no message for a day that found nothing.
  if (taken.length > 0) {
    chat.push({
      type: 'user_found_items',
      params: { user: userId, quest: quest.key, items: found },
    });
  }
  if (finished) chat.push({ type: 'all_items_found', params: { quest: quest.key } });
  return {
    quest: { ...quest, progress: { ...quest.progress, collect } },
    strike: 0,
    bossDamage: 0,
    found,
    finished,
    chat,
  };
}
