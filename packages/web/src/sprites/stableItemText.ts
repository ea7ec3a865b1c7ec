// The names of the items a drop can be (eggs, hatching potions, food), in the interface's
// language, from their own text tables: the notices that name a drop come with every screen, and
// so must not bring the whole catalogue that spriteText.ts reads (issue 19.10).
import { eggText, foodText, potionText, type TextTable } from '@questlog/core';
import { catalogueName } from '../catalogue/catalogueText.ts';

const tables = {
  egg: ['eggs', eggText],
  potion: ['hatchingPotions', potionText],
  food: ['food', foodText],
} as const satisfies Record<string, readonly [table: string, english: TextTable]>;

export type StableItemKind = keyof typeof tables;

/** The item's name, or undefined when the family has no such key. */
export function stableItemText(kind: StableItemKind, key: string): string | undefined {
  const [table, english] = tables[kind];
  return catalogueName(table, english, key);
}
