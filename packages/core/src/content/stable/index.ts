// The stable's catalogue: eggs, hatching potions, food, pets and mounts, with by-key maps and
// English text tables.
import { eggs } from './eggs.ts';
import { foods } from './food.ts';
import { hatchingPotions } from './hatchingPotions.ts';
import { mounts, pets } from './pets.ts';
import type { Egg, Food, HatchingPotion, Mount, Pet } from './types.ts';

export type * from './types.ts';
export {
  DROP_EGG_KEYS,
  EGG_QUEST_KEYS,
  EGG_VALUE,
  QUEST_EGG_KEYS,
  dropEggs,
  eggs,
  questEggs,
  type DropEggKey,
  type EggKey,
  type QuestEggKey,
} from './eggs.ts';
export {
  POTION_QUEST_KEYS,
  PREMIUM_POTION_VALUE,
  QUEST_POTION_KEYS,
  STANDARD_POTION_KEYS,
  WACKY_POTION_KEYS,
  hatchingPotions,
  premiumPotions,
  standardPotions,
  wackyPotions,
  type PotionKey,
  type PremiumPotionKey,
  type QuestPotionKey,
  type StandardPotionKey,
  type WackyPotionKey,
} from './hatchingPotions.ts';
export {
  FOOD_VALUE,
  REGULAR_FOOD_KEYS,
  SADDLE_VALUE,
  SEASONAL_FOOD_FAMILIES,
  foods,
  isFoodInSeason,
  regularFoods,
  saddle,
  seasonalFoods,
  type RegularFoodKey,
  type SeasonalFoodFamily,
} from './food.ts';
export {
  dropMounts,
  dropPets,
  isFeedable,
  mounts,
  pets,
  premiumMounts,
  premiumPets,
  questMounts,
  questPets,
  wackyPets,
} from './pets.ts';
export {
  TIME_TRAVEL_STABLE,
  specialMounts,
  specialPetOffers,
  specialPets,
  splitAnimalKey,
  type SpecialMountKey,
  type SpecialPetKey,
  type SpecialPetOffer,
} from './specialPets.ts';
import { recordByKey } from '../../ownValue.ts';
export { eggText, eggWords } from './eggText.ts';
export { potionNames, potionText } from './potionText.ts';
export { foodText } from './foodText.ts';
export { mountName, mountText, petName, petText } from './petText.ts';

const byKey = recordByKey;

export const eggsByKey: Readonly<Record<string, Egg>> = byKey(eggs);
export const hatchingPotionsByKey: Readonly<Record<string, HatchingPotion>> =
  byKey(hatchingPotions);
export const foodsByKey: Readonly<Record<string, Food>> = byKey(foods);
export const petsByKey: Readonly<Record<string, Pet>> = byKey(pets);
export const mountsByKey: Readonly<Record<string, Mount>> = byKey(mounts);

/** Quest keys the stable refers to (egg and potion unlocks), for the quest catalogue to cross-check. */
export { STABLE_QUEST_KEYS } from './questKeys.ts';
