// The name a sprite is announced by: the item's text from the content catalogue, in the
// interface's language. This module pulls in the whole catalogue, so only lazily loaded screens
// (profile, editor, stable) use it.
import type { CatalogueFamilyName } from '@questlog/core';
import { familyItemText } from '../catalogue/familyText.ts';
import type { SpriteKind } from './spriteArt.tsx';

const familyOf: Partial<Record<SpriteKind, CatalogueFamilyName>> = {
  pet: 'pets',
  mount: 'mounts',
  gear: 'gear',
  egg: 'eggs',
  potion: 'hatchingPotions',
  food: 'food',
  quest: 'quests',
  background: 'backgrounds',
  customization: 'customizations',
  card: 'cards',
  special: 'special',
};

/** The catalogue's name of an item, or undefined when the family has no such key. */
export function spriteText(kind: SpriteKind, key: string): string | undefined {
  const family = familyOf[kind];
  return family === undefined ? undefined : familyItemText(family, key)?.text;
}
