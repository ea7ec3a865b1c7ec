// Items an import adds to what the player owns: eggs, potions and food are added to the counts;
// a pet already owned keeps the further of the two feeding progresses; mounts and gear become
// owned; the file's equipped gear and costume are worn.
import type { PlayerItems } from '@questlog/core';

type Items = PlayerItems & Record<string, unknown>;

export function withAddedItems(items: Items, added: Partial<PlayerItems>): Items {
  const sum = (mine: Record<string, number> = {}, theirs: Record<string, number> = {}) => {
    const total = { ...mine };
    for (const [key, count] of Object.entries(theirs)) total[key] = (total[key] ?? 0) + count;
    return total;
  };
  const pets = { ...items.pets };
  for (const [key, progress] of Object.entries(added.pets ?? {})) {
    pets[key] = Math.max(pets[key] ?? progress, progress);
  }
  const gear = items.gear ?? { owned: {}, equipped: {}, costume: {} };
  return {
    ...items,
    pets,
    mounts: { ...items.mounts, ...added.mounts },
    eggs: sum(items.eggs, added.eggs),
    hatchingPotions: sum(items.hatchingPotions, added.hatchingPotions),
    food: sum(items.food, added.food),
    gear: {
      owned: { ...gear.owned, ...added.gear?.owned },
      equipped: { ...gear.equipped, ...added.gear?.equipped },
      costume: { ...gear.costume, ...added.gear?.costume },
    },
  };
}
