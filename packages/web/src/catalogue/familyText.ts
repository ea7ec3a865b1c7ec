// An item's text by its family (`gear`, `pets`, `backgrounds`…) in the current language: the
// family's table is found among core's tables by the English it shares with them. Only for
// modules that hold the whole catalogue already (screens loaded on demand).
import {
  CATALOGUE,
  CATALOGUE_TEXT_TABLES,
  itemsByKey,
  type CatalogueFamily,
  type CatalogueFamilyName,
  type ItemText,
  type TextTable,
} from '@questlog/core';
import { catalogueText } from './catalogueText.ts';

let tableNames: Map<TextTable, string> | undefined;
const familyItems = new Map<string, ReadonlyMap<string, unknown>>();

/** The name of a family's text table (families share some: backgrounds use the customisations'). */
export function tableOfFamily(family: CatalogueFamilyName): string {
  tableNames ??= new Map([...CATALOGUE_TEXT_TABLES].map(([name, table]) => [table, name]));
  return tableNames.get((CATALOGUE[family] as CatalogueFamily<unknown>).text) ?? family;
}

/**
 * The text of an item by the key the player's state uses (its text key may differ), in the current
 * language; undefined when the family has no text for it.
 */
export function familyItemText(family: CatalogueFamilyName, key: string): ItemText | undefined {
  const entry = CATALOGUE[family] as CatalogueFamily<unknown>;
  let items = familyItems.get(family);
  if (!items) {
    items = itemsByKey(entry);
    familyItems.set(family, items);
  }
  const item = items.get(key);
  const textKey = item === undefined ? key : entry.textKeyOf(item);
  return catalogueText(tableOfFamily(family), entry.text, textKey);
}
