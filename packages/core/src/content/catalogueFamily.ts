// The shape every family of the content catalogue shares: its items in catalogue order, how each
// is named, and where its English text lives. Families differ in their item types only.
import type { TextTable } from './contentText.ts';

export interface CatalogueFamily<T> {
  /** The items in catalogue order (shop order, quests by level). */
  items: readonly T[];
  /** The key other families and the player's state name the item by; unique in the family. */
  keyOf: (item: T) => string;
  /** Where the item's text is found in `text` and in translations (its key unless told). */
  textKeyOf: (item: T) => string;
  /** English name (`text`) and description (`notes`), by text key. */
  text: TextTable;
  /**
   * Further strings some items carry (a boss's name, a card's message variants), by name; each
   * table is keyed like `text`, and an item without an entry simply has no such string.
   */
  extraText: Readonly<Record<string, TextTable>>;
}

export interface FamilyOptions<T> {
  keyOf?: (item: T) => string;
  textKeyOf?: (item: T) => string;
  extraText?: Readonly<Record<string, TextTable>>;
}

/** A family of keyed items; `keyOf` and `textKeyOf` default to the item's `key`. */
export function family<T extends { key: string }>(
  items: readonly T[],
  text: TextTable,
  options: FamilyOptions<T> = {},
): CatalogueFamily<T> {
  const keyOf = options.keyOf ?? ((item: T) => item.key);
  return {
    items,
    keyOf,
    textKeyOf: options.textKeyOf ?? keyOf,
    text,
    extraText: options.extraText ?? {},
  };
}

/** The items of a family by key (a later duplicate would win: the invariant tests forbid them). */
export function itemsByKey<T>(entry: CatalogueFamily<T>): ReadonlyMap<string, T> {
  return new Map(entry.items.map((item) => [entry.keyOf(item), item]));
}
