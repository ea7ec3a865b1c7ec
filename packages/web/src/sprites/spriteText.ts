// The name a sprite is announced by: the item's text from the content catalogue. This module
// pulls in the whole catalogue, so only lazily loaded screens (profile, editor, stable) use it.
import { CATALOGUE, itemsByKey, type CatalogueFamily } from '@questlog/core';
import type { SpriteKind } from './spriteArt.tsx';

const familyOf: Partial<Record<SpriteKind, CatalogueFamily<unknown>>> = {
  pet: CATALOGUE.pets as CatalogueFamily<unknown>,
  mount: CATALOGUE.mounts as CatalogueFamily<unknown>,
  gear: CATALOGUE.gear as CatalogueFamily<unknown>,
  egg: CATALOGUE.eggs as CatalogueFamily<unknown>,
  potion: CATALOGUE.hatchingPotions as CatalogueFamily<unknown>,
  food: CATALOGUE.food as CatalogueFamily<unknown>,
  quest: CATALOGUE.quests as CatalogueFamily<unknown>,
  background: CATALOGUE.backgrounds as CatalogueFamily<unknown>,
  customization: CATALOGUE.customizations as CatalogueFamily<unknown>,
  card: CATALOGUE.cards as CatalogueFamily<unknown>,
  special: CATALOGUE.special as CatalogueFamily<unknown>,
};

const cache = new Map<SpriteKind, ReadonlyMap<string, unknown>>();

/** The catalogue's English name of an item, or undefined when the family has no such key. */
export function spriteText(kind: SpriteKind, key: string): string | undefined {
  const family = familyOf[kind];
  if (!family) return undefined;
  let items = cache.get(kind);
  if (!items) {
    items = itemsByKey(family);
    cache.set(kind, items);
  }
  const item = items.get(key);
  return item === undefined ? undefined : family.text[family.textKeyOf(item)]?.text;
}
