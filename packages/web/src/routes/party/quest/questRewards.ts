// What a won quest gave every participant, for the quest-won dialog: its experience and gold and
// its items, identical entries counted together. Items only the scroll's owner receives are left
// out, since the dialog cannot tell whether the player owned it.
import type { Quest, QuestDropType } from '@questlog/core';
import type { SpriteKind } from '../../../sprites/spriteArt.tsx';

export interface QuestReward {
  kind: SpriteKind;
  itemKey: string;
  count: number;
}

const spriteKinds: Readonly<Record<QuestDropType, SpriteKind>> = {
  quests: 'quest',
  gear: 'gear',
  food: 'food',
  hatchingPotions: 'potion',
  eggs: 'egg',
  mounts: 'mount',
  pets: 'pet',
};

export function questRewardsOf(quest: Quest): QuestReward[] {
  const rewards = new Map<string, QuestReward>();
  for (const item of quest.drop.items) {
    if (item.onlyOwner) continue;
    const id = `${item.type}:${item.key}`;
    const reward = rewards.get(id);
    if (reward) reward.count += 1;
    else rewards.set(id, { kind: spriteKinds[item.type], itemKey: item.key, count: 1 });
  }
  return [...rewards.values()];
}
