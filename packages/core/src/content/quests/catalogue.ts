// The whole quest catalogue, ordered by required level; quests without a level count as level 0 and
// keep their catalogue order.
import { campaignQuests } from './campaignQuests.ts';
import { chainQuests } from './chainQuests.ts';
import { earnableQuests, seasonalQuests, timeTravelerQuests } from './otherQuests.ts';
import { petQuests } from './petQuests.ts';
import { potionQuests } from './potionQuests.ts';
import type { Quest, QuestDropType } from './types.ts';
import { worldQuests } from './worldQuests.ts';
import { recordByKey } from '../../ownValue.ts';

const unsorted: readonly Quest[] = [
  ...earnableQuests,
  ...chainQuests,
  ...campaignQuests,
  ...petQuests,
  ...potionQuests,
  ...seasonalQuests,
  ...timeTravelerQuests,
  ...worldQuests,
];

/** Every quest, sorted by level (Array.prototype.sort is stable). */
export const QUESTS: readonly Quest[] = [...unsorted].sort((a, b) => (a.lvl ?? 0) - (b.lvl ?? 0));

export const questsByKey: Readonly<Record<string, Quest>> = recordByKey(QUESTS);

export function questByKey(key: string): Quest | undefined {
  return Object.hasOwn(questsByKey, key) ? questsByKey[key] : undefined;
}

/** The distinct item keys of one drop type across all quests, in catalogue order. */
export function questDropKeys(type: QuestDropType): string[] {
  const keys = QUESTS.flatMap((quest) =>
    quest.drop.items.filter((item) => item.type === type).map((item) => item.key),
  );
  return [...new Set(keys)];
}

/** Egg keys the quests drop: the stable family must define each (cross-check). */
export const questDropEggKeys: readonly string[] = questDropKeys('eggs');

/** Hatching-potion keys the quests drop: the stable family must define each (cross-check). */
export const questDropPotionKeys: readonly string[] = questDropKeys('hatchingPotions');
