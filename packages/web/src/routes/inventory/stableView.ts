// Every pet and mount of the catalogue as the stable shows it: owned (with its points towards the
// mount at 50), hatchable (its egg and potion are owned and core's hatch rule would take them), or
// missing.
import {
  MOUNT_POINTS,
  isFeedable,
  mounts,
  pets,
  splitAnimalKey,
  type PlayerState,
} from '@questlog/core';
import { applyLocally } from '../../store/shopRules.ts';
import { textOf } from '../shops/shopOffers.ts';

export type PetState = 'owned' | 'grown' | 'hatchable' | 'missing';

export interface StablePet {
  key: string;
  name: string;
  egg: string;
  potion: string;
  state: PetState;
  /** Feeding points, 0–50, for an owned pet. */
  points: number;
  isFeedable: boolean;
}

/** The stable shows one kind of animal at a time. */
export const PET_GROUPS = ['drop', 'quest', 'premium', 'wacky', 'special'] as const;
export type PetGroup = (typeof PET_GROUPS)[number];

export function stablePets(player: PlayerState, group: PetGroup, now: Date): StablePet[] {
  return pets
    .filter((pet) => pet.type === group)
    .map((pet) => {
      const value = player.items.pets[pet.key] ?? 0;
      const isHatchable =
        value <= 0 &&
        (player.items.eggs[pet.egg] ?? 0) > 0 &&
        (player.items.hatchingPotions[pet.potion] ?? 0) > 0 &&
        applyLocally(player, { kind: 'hatch', egg: pet.egg, potion: pet.potion }, now) !== null;
      const state: PetState =
        value > 0 ? 'owned' : isHatchable ? 'hatchable' : value === -1 ? 'grown' : 'missing';
      return {
        key: pet.key,
        name: textOf('pets', pet.key).text,
        egg: pet.egg,
        potion: pet.potion,
        state,
        points: Math.max(0, Math.min(value, MOUNT_POINTS)),
        isFeedable: isFeedable(pet),
      };
    });
}

export function stableMounts(player: PlayerState, group: PetGroup) {
  return mounts
    .filter((mount) => mount.type === group)
    .map((mount) => ({
      key: mount.key,
      name: textOf('mounts', mount.key).text,
      isOwned: player.items.mounts[mount.key] === true,
    }));
}

export { MOUNT_POINTS };

/** One row of the stable (issue 19.6): the animals hatched from one kind of egg, potion by potion. */
export interface Species<T> {
  egg: string;
  name: string;
  animals: T[];
  found: number;
}

export function bySpecies<T extends { key: string }>(
  animals: readonly T[],
  isFound: (animal: T) => boolean,
): Species<T>[] {
  const rows = new Map<string, Species<T>>();
  for (const animal of animals) {
    const { egg } = splitAnimalKey(animal.key);
    let row = rows.get(egg);
    if (!row) {
      row = { egg, name: textOf('eggs', egg).text, animals: [], found: 0 };
      rows.set(egg, row);
    }
    row.animals.push(animal);
    if (isFound(animal)) row.found += 1;
  }
  return [...rows.values()];
}

export const potionName = (potion: string) => textOf('hatchingPotions', potion).text;
export const isPetFound = (pet: StablePet) => pet.state === 'owned' || pet.state === 'grown';
