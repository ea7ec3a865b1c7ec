// `food` as the original's clients read it: every food by key with its price in gems, the potion
// colour that likes it and whether it drops.
import type { Food, LocalizedCatalogue, LocalizedItem } from '@questlog/core';
import { keyedBy, present } from './keyed.ts';

export interface ContentFood {
  key: string;
  text: string;
  notes: string;
  /** Price in gems. */
  value: number;
  /** The standard potion colour that likes it; absent for the Saddle. */
  target?: string;
  /** Whether it can drop (in its season, for seasonal food). */
  canDrop: boolean;
}

function presentFood(food: LocalizedItem<Food>): ContentFood {
  return {
    key: food.key,
    text: food.text,
    notes: food.notes ?? '',
    value: food.value,
    ...present('target', food.target),
    canDrop: food.canDrop,
  };
}

export function presentFoods(catalogue: LocalizedCatalogue): Record<string, ContentFood> {
  return keyedBy(Object.values(catalogue.food).map(presentFood), (food) => food.key);
}
