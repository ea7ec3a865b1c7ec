// How a hatching potion colours a creature: a palette per standard potion, a colour and a
// pattern per premium, quest and wacky potion; potions of special animals not listed here get
// tones hashed from their key.
import { hashKey, tonesOfHex, tonesOfKey, type Tones } from './palette.ts';

/**
 * d dots · x stripes · s sparkles · g glow · h hearts · f flowers · w waves · m marble veins ·
 * c glass panes · r rainbow bands · t stars · l leaves · b bubbles · k cracks · o bones ·
 * p patches · v pixels · n none.
 */
export type PatternCode = 'd' | 'x' | 's' | 'g' | 'h' | 'f' | 'w' | 'm' | 'c' | 'r' | 't' | 'l';
export type Pattern = PatternCode | 'b' | 'k' | 'o' | 'p' | 'v' | 'n';

export interface PotionLook {
  tones: Tones;
  pattern: Pattern;
  /** Wacky potions add a prop (a leaf, a cherry, a cup, a cap…). */
  isWacky: boolean;
}

// potion → colour (hex) and pattern; the standard ten first (in the order of the standard food).
const looks: Readonly<Record<string, string>> = {
  Base: 'b88a5a n',
  White: 'ecebf2 n',
  Desert: 'e3c07e d',
  Red: 'd8413a n',
  Shade: '4b4a5a n',
  Skeleton: 'ecead8 o',
  Zombie: '8fae6a p',
  CottonCandyPink: 'f6a8cf n',
  CottonCandyBlue: '8ccbf2 n',
  Golden: 'f2c230 s',
  RoyalPurple: '6b3fa0 t',
  Cupid: 'f07fa5 h',
  Shimmer: 'c9b8f0 s',
  Fairy: 'f5c6ec g',
  Floral: '9bd77a f',
  Aquatic: '2fb4c8 b',
  Ember: 'e8632a g',
  Thunderstorm: '5d6b8a x',
  Spooky: '3a3347 g',
  Ghost: 'dfe8f2 g',
  Holly: '2d8a4e d',
  Peppermint: 'f4f4f4 x',
  StarryNight: '1f2a5c t',
  Rainbow: 'e95e5e r',
  Glass: 'bfe6f0 c',
  Glow: 'c8f06a g',
  Frost: 'a8d8f0 s',
  IcySnow: 'e4f4fb d',
  RoseQuartz: 'f2b8c6 m',
  Celestial: '3b3f8f t',
  Sunshine: 'ffd84a g',
  Watery: '4aa3df w',
  Shadow: '26222e g',
  Aurora: '4fd1a5 r',
  BirchBark: 'efe9dc x',
  SandSculpture: 'd9b77c w',
  Vampire: '8a1c2b v',
  AutumnLeaf: 'c8641e l',
  StainedGlass: '4a76c8 c',
  PolkaDot: 'f26f8f d',
  Sunset: 'f28a4a r',
  Moonglow: '8fa0d8 g',
  Porcelain: 'f7f7fb k',
  Koi: 'f08a3c d',
  RoseGold: 'e8a99a s',
  Bronze: 'a8672c m',
  Silver: 'c4c9cf s',
  Amber: 'e89b2a g',
  Ruby: 'b3123a c',
  Fluorite: '8f6fd8 c',
  Windup: 'b5a37a x',
  Turquoise: '37b6a8 m',
  BlackPearl: '2a2d38 s',
  MossyStone: '6f8a5a p',
  SolarSystem: '1c2246 t',
  Onyx: '1e1e22 m',
  PinkMarble: 'efc3d0 m',
  Jade: '3f9e6e m',
  Opal: 'e6f0f4 r',
  Veggie: '7cc04f l',
  Dessert: 'f5d0a0 d',
  VirtualPet: '7ad6b0 v',
  TeaShop: 'c89a6a w',
  Fungi: 'c85a4a d',
  Cryptid: '4f5b3a k',
  Veteran: '7a6a4a x',
  Polar: 'f8fbff n',
  Gilded: 'd9a21f s',
  Invisible: 'e8f0f8 g',
  Ethereal: 'c8c0f8 g',
};

export const WACKY_POTIONS: ReadonlySet<string> = new Set([
  'Veggie',
  'Dessert',
  'VirtualPet',
  'TeaShop',
  'Fungi',
  'Cryptid',
]);

const hashedPatterns: readonly Pattern[] = ['g', 's', 'd', 'x', 't', 'm'];

export function potionLook(potion: string): PotionLook {
  const entry = looks[potion];
  const isWacky = WACKY_POTIONS.has(potion);
  if (!entry) {
    const pattern = hashedPatterns[hashKey(potion) % hashedPatterns.length] ?? 'n';
    return { tones: tonesOfKey(potion), pattern, isWacky };
  }
  const [hex = '999999', pattern = 'n'] = entry.split(' ');
  return { tones: tonesOfHex(hex), pattern: pattern as Pattern, isWacky };
}
