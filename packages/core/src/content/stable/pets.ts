// Pets and mounts. Hatchable animals are every pairing of an egg set with a potion set; a pet grows
// into the mount of the same key. Wacky pets never grow, and special animals are not hatched.
import { dropEggs, questEggs } from './eggs.ts';
import { premiumPotions, standardPotions, wackyPotions } from './hatchingPotions.ts';
import { specialMounts, specialPets } from './specialPets.ts';
import type { Egg, HatchingPotion, Mount, MountType, Pet } from './types.ts';

function pairings<T extends MountType | 'wacky'>(
  type: T,
  eggSet: readonly Egg[],
  potionSet: readonly HatchingPotion[],
): { key: string; type: T; egg: string; potion: string }[] {
  return eggSet.flatMap((egg) =>
    potionSet.map((potion) => ({
      key: `${egg.key}-${potion.key}`,
      type,
      egg: egg.key,
      potion: potion.key,
    })),
  );
}

export const dropPets: readonly Pet[] = pairings('drop', dropEggs, standardPotions);
export const questPets: readonly Pet[] = pairings('quest', questEggs, standardPotions);
export const premiumPets: readonly Pet[] = pairings('premium', dropEggs, premiumPotions);
export const wackyPets: readonly Pet[] = pairings('wacky', dropEggs, wackyPotions);

export const dropMounts: readonly Mount[] = pairings('drop', dropEggs, standardPotions);
export const questMounts: readonly Mount[] = pairings('quest', questEggs, standardPotions);
export const premiumMounts: readonly Mount[] = pairings('premium', dropEggs, premiumPotions);

export const pets: readonly Pet[] = [
  ...dropPets,
  ...questPets,
  ...premiumPets,
  ...wackyPets,
  ...specialPets,
];

export const mounts: readonly Mount[] = [
  ...dropMounts,
  ...questMounts,
  ...premiumMounts,
  ...specialMounts,
];

/** Pets that can be fed: special and wacky pets cannot. */
export function isFeedable(pet: Pet): boolean {
  return pet.type !== 'special' && pet.type !== 'wacky';
}
