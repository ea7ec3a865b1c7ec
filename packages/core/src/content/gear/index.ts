// The gear family of the content catalogue (issue 6 point 1).
export { GEAR, GEAR_BY_KEY, GEAR_FAMILIES, gearByKey } from './catalogue.ts';
export { gearText } from './gearText.ts';
export {
  canBuyGear,
  canOwnGear,
  gearPurchaseRefusal,
  isArmoireReleased,
  previousTierKey,
  seasonOf,
  type GearOwner,
  type GearRefusal,
} from './gearRules.ts';
export { ARMOIRE_SET_RELEASES } from './armoireGear.ts';
export { CLASS_LINES } from './classGear.ts';
export { ANIMALS, COSMETIC_COLOURS } from './cosmeticGear.ts';
export { LAST_MYSTERY_MONTH, TIME_TRAVEL_SETS } from './mysteryGear.ts';
export { MYSTERY_SETS, MYSTERY_SET_BY_KEY, type MysterySet } from './mysterySets.ts';
export { LAST_GALA, galaReleaseMonth, listGalas, type Gala } from './seasonalGear.ts';
export { LOGIN_REWARD_GEAR_KEYS } from './specialGear.ts';
export {
  GEAR_CLASSES,
  GEAR_EVENTS,
  GEAR_SLOTS,
  SEASONS,
  type GearBonuses,
  type GearClass,
  type GearEvent,
  type GearItem,
  type GearOwnership,
  type GearSlot,
  type Season,
} from './types.ts';
