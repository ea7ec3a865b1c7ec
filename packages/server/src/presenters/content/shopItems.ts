// The two gold purchases the original serves as single items, `potion` and `armoire`. Their
// prices are core's; their English words live here because the catalogue keeps no text for them.
import { ARMOIRE_PRICE, HEALTH_POTION_HEALS, HEALTH_POTION_PRICE } from '@questlog/core';

export interface ContentShopItem {
  key: 'potion' | 'armoire';
  type: 'potion' | 'armoire';
  text: string;
  notes: string;
  /** Price in gold. */
  value: number;
}

export const healthPotion: ContentShopItem = {
  key: 'potion',
  type: 'potion',
  text: 'Health Potion',
  notes: `Restores ${HEALTH_POTION_HEALS} health at once.`,
  value: HEALTH_POTION_PRICE,
};

export const armoire: ContentShopItem = {
  key: 'armoire',
  type: 'armoire',
  text: 'Enchanted Armoire',
  notes: 'Opens on a random reward: a piece of armoire gear, some food or experience.',
  value: ARMOIRE_PRICE,
};
