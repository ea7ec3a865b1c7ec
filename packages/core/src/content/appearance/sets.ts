// Customisation sets other than backgrounds: each hair, skin and shirt set costs 5. Limited sets
// carry the dates they were sold between, as in the original.
import { APPEARANCE_SET_PRICE } from './prices.ts';
import type { CustomizationKind, CustomizationSet } from './types.ts';

function set(
  key: string,
  kind: CustomizationKind,
  window: { availableFrom?: string; availableUntil?: string } = {},
): CustomizationSet {
  return { key, kind, setPrice: APPEARANCE_SET_PRICE, ...window };
}

export const appearanceSets: readonly CustomizationSet[] = [
  set('baseHair1', 'hair.base'),
  set('baseHair2', 'hair.base'),
  set('baseHair3', 'hair.base'),
  set('facialHair', 'hair.beard'),
  set('specialShirts', 'shirt'),
  set('winterHairColors', 'hair.color', { availableUntil: '2016-01-01' }),
  set('pastelHairColors', 'hair.color', { availableUntil: '2016-01-01' }),
  set('rainbowHairColors', 'hair.color'),
  set('shimmerHairColors', 'hair.color', { availableUntil: '2016-05-02' }),
  set('hauntedHairColors', 'hair.color', { availableUntil: '2016-11-01' }),
  set('winteryHairColors', 'hair.color', {
    availableFrom: '2015-12-18',
    availableUntil: '2016-02-02',
  }),
  set('rainbowSkins', 'skin'),
  set('animalSkins', 'skin'),
  set('pastelSkins', 'skin', { availableUntil: '2016-05-02' }),
  set('spookySkins', 'skin', { availableUntil: '2016-01-01' }),
  set('supernaturalSkins', 'skin', { availableUntil: '2016-11-01' }),
  set('splashySkins', 'skin', { availableUntil: '2016-01-01' }),
  set('winterySkins', 'skin', { availableFrom: '2015-12-18', availableUntil: '2016-02-02' }),
];
