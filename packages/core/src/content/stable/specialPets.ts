// Special pets and mounts. They are not hatched: events, quests, world bosses and gifts hand them
// out. `canFind` says whether a player can still come by one.
import type { Mount, Pet } from './types.ts';

// Special pet -> canFind.
const specialPetFinds = {
  // Veteran pets, granted on major updates.
  'Wolf-Veteran': false,
  'Tiger-Veteran': false,
  'Lion-Veteran': false,
  'Bear-Veteran': false,
  'Fox-Veteran': false,
  'Dragon-Veteran': false,
  // Seasonal event ladders.
  'Turkey-Base': false,
  'Turkey-Gilded': false,
  'JackOLantern-Base': false,
  'JackOLantern-Glow': false,
  'JackOLantern-Ghost': false,
  'JackOLantern-RoyalPurple': false,
  'Gryphon-RoyalPurple': false,
  'Orca-Base': false,
  // Quest and world-boss pets.
  'BearCub-Polar': true,
  'MantisShrimp-Base': true,
  'Mammoth-Base': true,
  'Phoenix-Base': true,
  'MagicalBee-Base': true,
  'Hippogriff-Hopeful': true,
  // Contributor, backer and subscriber pets.
  'Dragon-Hydra': true,
  'Jackalope-RoyalPurple': true,
  'Wolf-Cerberus': false,
  'Gryphon-Gryphatrice': false,
  // The tenth-birthday gift-shop pet.
  'Gryphatrice-Jubilant': false,
} as const satisfies Record<string, boolean>;

// Special mount -> canFind.
const specialMountFinds = {
  'Turkey-Base': false,
  'Turkey-Gilded': false,
  'JackOLantern-Base': false,
  'JackOLantern-Glow': false,
  'JackOLantern-Ghost': false,
  'JackOLantern-RoyalPurple': false,
  'Gryphon-RoyalPurple': false,
  'Orca-Base': false,
  'BearCub-Polar': true,
  'Aether-Invisible': true,
  'MantisShrimp-Base': true,
  'Mammoth-Base': true,
  'Phoenix-Base': true,
  'MagicalBee-Base': true,
  'Hippogriff-Hopeful': true,
  'LionCub-Ethereal': false,
  'Jackalope-RoyalPurple': true,
  'Gryphon-Gryphatrice': false,
} as const satisfies Record<string, boolean>;

export type SpecialPetKey = keyof typeof specialPetFinds;
export type SpecialMountKey = keyof typeof specialMountFinds;

/** Splits an `Egg-Potion` key into its two halves. */
export function splitAnimalKey(key: string): { egg: string; potion: string } {
  const dash = key.indexOf('-');
  return { egg: key.slice(0, dash), potion: key.slice(dash + 1) };
}

export const specialPets: readonly Pet[] = (Object.keys(specialPetFinds) as SpecialPetKey[]).map(
  (key) => ({ key, type: 'special', ...splitAnimalKey(key), canFind: specialPetFinds[key] }),
);

export const specialMounts: readonly Mount[] = (
  Object.keys(specialMountFinds) as SpecialMountKey[]
).map((key) => ({ key, type: 'special', ...splitAnimalKey(key), canFind: specialMountFinds[key] }));

/** Pets and mounts sold for mystic hourglasses. */
export const TIME_TRAVEL_STABLE = [
  'Mammoth-Base',
  'MantisShrimp-Base',
  'Phoenix-Base',
  'MagicalBee-Base',
  'Hippogriff-Hopeful',
] as const satisfies readonly (SpecialPetKey & SpecialMountKey)[];

/** A special pet sold for gems. */
export interface SpecialPetOffer {
  key: SpecialPetKey;
  currency: 'gems';
  value: number;
  /** Sold only while this event runs, and only to players who do not own the pet. */
  event: string;
}

export const specialPetOffers: readonly SpecialPetOffer[] = [
  { key: 'Gryphatrice-Jubilant', currency: 'gems', value: 60, event: 'birthday10' },
];
