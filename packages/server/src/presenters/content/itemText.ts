// The display name of an item another family refers to (a quest's drops, a check-in's rewards),
// looked up in the family the reference's type names.
import type { LocalizedCatalogue } from '@questlog/core';

/** Reference types as the original names them, mapped to our catalogue's families. */
const FAMILY_OF_TYPE = {
  gear: 'gear',
  eggs: 'eggs',
  hatchingPotions: 'hatchingPotions',
  food: 'food',
  quests: 'quests',
  pets: 'pets',
  mounts: 'mounts',
  backgrounds: 'backgrounds',
  achievement: 'achievements',
} as const satisfies Record<string, keyof LocalizedCatalogue>;

/** The item's name in the served language, or its key when the reference is not in the catalogue. */
export function itemTextOf(catalogue: LocalizedCatalogue, type: string, key: string): string {
  const familyName = (FAMILY_OF_TYPE as Record<string, keyof typeof catalogue | undefined>)[type];
  if (familyName === undefined || familyName === 'language') return key;
  const family = catalogue[familyName] as Readonly<Record<string, { text: string } | undefined>>;
  return family[key]?.text ?? key;
}
