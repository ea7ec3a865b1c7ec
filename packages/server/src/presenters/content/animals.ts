// Pets and mounts in the original's families: the sets a stable counts (`pets`, `questPets`,
// `premiumPets`, `wackyPets`, `mounts`, …) map each `Egg-Potion` key to true, the special ones to
// their name, and `petInfo` / `mountInfo` describe every animal; `timeTravelStable` lists the
// hourglass animals by name.
import type { LocalizedCatalogue, LocalizedItem, Mount, Pet, PetType } from '@questlog/core';
import { keyedBy, present } from './keyed.ts';

export interface ContentAnimalInfo {
  key: string;
  type: PetType;
  egg: string;
  potion: string;
  text: string;
  /** Special animals: whether a player can still come by one. */
  canFind?: boolean;
}

export interface ContentAnimals {
  pets: Record<string, true>;
  questPets: Record<string, true>;
  premiumPets: Record<string, true>;
  wackyPets: Record<string, true>;
  specialPets: Record<string, string>;
  mounts: Record<string, true>;
  questMounts: Record<string, true>;
  premiumMounts: Record<string, true>;
  specialMounts: Record<string, string>;
  petInfo: Record<string, ContentAnimalInfo>;
  mountInfo: Record<string, ContentAnimalInfo>;
  timeTravelStable: { pets: Record<string, string>; mounts: Record<string, string> };
}

type Animal = LocalizedItem<Pet> | LocalizedItem<Mount>;

function presentInfo(animal: Animal): ContentAnimalInfo {
  return {
    key: animal.key,
    type: animal.type,
    egg: animal.egg,
    potion: animal.potion,
    text: animal.text,
    ...present('canFind', animal.canFind),
  };
}

/** The keys of one type, each mapped to true (the original's shape for a stable set). */
function keysOfType(animals: readonly Animal[], type: PetType): Record<string, true> {
  return Object.fromEntries(
    animals.filter((animal) => animal.type === type).map((animal) => [animal.key, true]),
  ) as Record<string, true>;
}

/** Special animals by key, each mapped to its name. */
function namesOfSpecial(animals: readonly Animal[]): Record<string, string> {
  return Object.fromEntries(
    animals
      .filter((animal) => animal.type === 'special')
      .map((animal) => [animal.key, animal.text]),
  );
}

export function presentAnimals(catalogue: LocalizedCatalogue): ContentAnimals {
  const pets = Object.values(catalogue.pets);
  const mounts = Object.values(catalogue.mounts);
  const timeTravel = Object.values(catalogue.timeTravelStable);
  return {
    pets: keysOfType(pets, 'drop'),
    questPets: keysOfType(pets, 'quest'),
    premiumPets: keysOfType(pets, 'premium'),
    wackyPets: keysOfType(pets, 'wacky'),
    specialPets: namesOfSpecial(pets),
    mounts: keysOfType(mounts, 'drop'),
    questMounts: keysOfType(mounts, 'quest'),
    premiumMounts: keysOfType(mounts, 'premium'),
    specialMounts: namesOfSpecial(mounts),
    petInfo: keyedBy(pets.map(presentInfo), (info) => info.key),
    mountInfo: keyedBy(mounts.map(presentInfo), (info) => info.key),
    timeTravelStable: {
      pets: Object.fromEntries(
        timeTravel.map((entry) => [entry.pet, catalogue.pets[entry.pet]?.text ?? entry.text]),
      ),
      mounts: Object.fromEntries(
        timeTravel.map((entry) => [entry.mount, catalogue.mounts[entry.mount]?.text ?? entry.text]),
      ),
    },
  };
}
