// The English names of the items a drop can be (eggs, hatching potions, food), from their own
// text tables: the notices that name a drop come with every screen, and so must not bring the
// whole catalogue that spriteText.ts reads (issue 19.10).
import { eggText, foodText, potionText, type TextTable } from '@questlog/core';

const tables = {
  egg: eggText,
  potion: potionText,
  food: foodText,
} as const satisfies Record<string, TextTable>;

export type StableItemKind = keyof typeof tables;

/** The item's name, or undefined when the family has no such key. */
export function stableItemText(kind: StableItemKind, key: string): string | undefined {
  const table = tables[kind];
  return Object.hasOwn(table, key) ? table[key]?.text : undefined;
}
