// Cosmetic special gear sold for gold at any time: animal ears and tails, headbands and glasses
// (animal tail or ears, body, eyewear and accessory items cost 20).
import { makeGear } from './makeGear.ts';
import type { GearItem } from './types.ts';

export const ANIMALS = ['bear', 'cactus', 'fox', 'lion', 'panda', 'pig', 'tiger', 'wolf'] as const;
export const COSMETIC_COLOURS = [
  'black',
  'blue',
  'green',
  'pink',
  'red',
  'white',
  'yellow',
] as const;

const forSale = { value: 20, canBuy: true } as const;

const animalGear: GearItem[] = ANIMALS.flatMap((animal) => [
  makeGear('headAccessory', 'special', `${animal}Ears`, {
    ...forSale,
    gearSet: 'animal',
    set: 'animal',
  }),
  makeGear('back', 'special', `${animal}Tail`, { ...forSale, gearSet: 'animal', set: 'animal' }),
]);

const headbands: GearItem[] = COSMETIC_COLOURS.map((colour) =>
  makeGear('headAccessory', 'special', `${colour}Headband`, {
    ...forSale,
    gearSet: 'headband',
    set: 'headband',
  }),
);

const glasses: GearItem[] = COSMETIC_COLOURS.flatMap((colour) =>
  ['TopFrame', 'HalfMoon'].map((frame) =>
    makeGear('eyewear', 'special', `${colour}${frame}`, {
      ...forSale,
      gearSet: 'glasses',
      set: 'glasses',
    }),
  ),
);

export const cosmeticGear: readonly GearItem[] = [...animalGear, ...headbands, ...glasses];
