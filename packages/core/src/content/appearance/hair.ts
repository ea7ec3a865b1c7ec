// Hair options: colour, base style, bangs, flower, beard and mustache. Free options first, then the
// purchasable ones by set, each at 2 gems.
import { SET_ITEM_PRICE } from './prices.ts';
import { optionsOf, type Customization } from './types.ts';

const paid = (set: string) => ({ price: SET_ITEM_PRICE, set });
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

export const hairColors: readonly Customization[] = [
  ...optionsOf('hair.color', ['white', 'brown', 'blond', 'red', 'black']),
  ...optionsOf(
    'hair.color',
    ['candycane', 'frost', 'winternight', 'holly'],
    paid('winterHairColors'),
  ),
  ...optionsOf(
    'hair.color',
    ['pblue', 'pgreen', 'porange', 'ppink', 'ppurple', 'pyellow'],
    paid('pastelHairColors'),
  ),
  ...optionsOf(
    'hair.color',
    ['rainbow', 'yellow', 'green', 'purple', 'blue', 'TRUred'],
    paid('rainbowHairColors'),
  ),
  ...optionsOf(
    'hair.color',
    ['pblue2', 'pgreen2', 'porange2', 'ppink2', 'ppurple2', 'pyellow2'],
    paid('shimmerHairColors'),
  ),
  ...optionsOf(
    'hair.color',
    ['candycorn', 'ghostwhite', 'halloween', 'midnight', 'pumpkin', 'zombie'],
    paid('hauntedHairColors'),
  ),
  ...optionsOf(
    'hair.color',
    ['aurora', 'festive', 'hollygreen', 'peppermint', 'snowy', 'winterstar'],
    paid('winteryHairColors'),
  ),
];

export const hairBases: readonly Customization[] = [
  ...optionsOf('hair.base', ['0', '1', '3']),
  ...optionsOf('hair.base', ['2', ...numbered(4, 8)], paid('baseHair1')),
  ...optionsOf('hair.base', numbered(9, 14), paid('baseHair2')),
  ...optionsOf('hair.base', numbered(15, 20), paid('baseHair3')),
];

export const hairBangs: readonly Customization[] = optionsOf('hair.bangs', numbered(0, 4));

export const hairFlowers: readonly Customization[] = optionsOf('hair.flower', numbered(0, 16));

export const hairBeards: readonly Customization[] = [
  ...optionsOf('hair.beard', ['0']),
  ...optionsOf('hair.beard', numbered(1, 3), paid('facialHair')),
];

export const hairMustaches: readonly Customization[] = [
  ...optionsOf('hair.mustache', ['0']),
  ...optionsOf('hair.mustache', numbered(1, 2), paid('facialHair')),
];
