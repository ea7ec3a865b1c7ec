// Transformation items and their antidotes: a seasonal item turns the player it is cast on into
// something else, one transformation at a time, until the next day boundary or its antidote.
import type { Antidote, Season, TransformationItem } from './types.ts';

export const TRANSFORMATION_VALUE = 15;
export const ANTIDOTE_VALUE = 5;

// [transformation, season, antidote]
const pairs = [
  ['snowball', 'winter', 'salt'],
  ['spookySparkles', 'fall', 'opaquePotion'],
  ['shinySeed', 'spring', 'petalFreePotion'],
  ['seafoam', 'summer', 'sand'],
] as const satisfies readonly (readonly [string, Season, string])[];

export type TransformationKey = (typeof pairs)[number][0];
export type AntidoteKey = (typeof pairs)[number][2];

export const transformationItems: readonly TransformationItem[] = pairs.map(
  ([key, season, antidote]) => ({
    key,
    value: TRANSFORMATION_VALUE,
    mana: 0,
    target: 'user',
    previousPurchase: true,
    season,
    antidote,
  }),
);

export const antidotes: readonly Antidote[] = pairs.map(([clears, , key]) => ({
  key,
  value: ANTIDOTE_VALUE,
  mana: 0,
  target: 'self',
  immediateUse: true,
  purchaseType: 'debuffPotion',
  clears,
}));
