// Avatar customisations and backgrounds (issue 6 point 4).
import type { TextTable } from '../contentText.ts';
import { appearanceText } from './appearanceText.ts';
import { backgroundText } from './backgroundText.ts';
import { backgrounds, monthlyBackgroundSets, specialBackgroundSets } from './backgrounds.ts';
import { chairs, shirts, sizes, skins } from './body.ts';
import {
  hairBangs,
  hairBases,
  hairBeards,
  hairColors,
  hairFlowers,
  hairMustaches,
} from './hair.ts';
import { appearanceSets } from './sets.ts';
import type { Customization, CustomizationSet } from './types.ts';

export * from './prices.ts';
export { customizationKinds, type Customization, type CustomizationCurrency } from './types.ts';
export type { CustomizationKind, CustomizationSet } from './types.ts';
export {
  backgroundSetKey,
  backgrounds,
  checkInOnlyBackgrounds,
  FIRST_BACKGROUND_MONTH,
  LAST_BACKGROUND_MONTH,
  monthlyBackgroundSets,
  releasedBackgroundSets,
  specialBackgroundSets,
  type MonthlyBackgroundSet,
} from './backgrounds.ts';
export { inventedBackgroundKeys } from './monthlyBackgrounds.ts';
export { chairs, shirts, sizes, skins } from './body.ts';
export {
  hairBangs,
  hairBases,
  hairBeards,
  hairColors,
  hairFlowers,
  hairMustaches,
} from './hair.ts';
export { appearanceSets } from './sets.ts';

/** Every customisation option, backgrounds included. */
export const customizations: readonly Customization[] = [
  ...hairColors,
  ...hairBases,
  ...hairBangs,
  ...hairFlowers,
  ...hairBeards,
  ...hairMustaches,
  ...skins,
  ...shirts,
  ...sizes,
  ...chairs,
  ...backgrounds,
];

/** Every customisation set, backgrounds included. */
export const customizationSets: readonly CustomizationSet[] = [
  ...appearanceSets,
  ...monthlyBackgroundSets,
  ...specialBackgroundSets,
];

/** The options of one set, in catalogue order. */
export function customizationsInSet(setKey: string): Customization[] {
  return customizations.filter((item) => item.set === setKey);
}

/** Find an option by its unlock path (`hair.color.rainbow`, `background.beach`). */
export function customizationByPath(path: string): Customization | undefined {
  return customizations.find((item) => item.path === path);
}

/** English text of options (by path) and sets (`set.<key>`). */
export const customizationText: TextTable = { ...appearanceText, ...backgroundText };
