// The public surface of the shops rules (issue 7): buying with gold, gems and hourglasses, and
// unlocking customisations.
export { buy, buyKindOf, type BuyParams } from './buy.ts';
export { buyGear } from './buyGear.ts';
export { shortOfMoney, type ShopCurrency, type ShortOfMoney } from './affordability.ts';
export { buyHealthPotion, HEALTH_POTION_HEALS, HEALTH_POTION_PRICE } from './buyHealthPotion.ts';
export {
  ARMOIRE_PRICE,
  armoireGearLeft,
  buyArmoire,
  type ArmoireDrop,
  type ArmoireResult,
} from './buyArmoire.ts';
export { buyQuestWithGold, assertQuestPrerequisites } from './questPurchase.ts';
export { buySpecialSpell } from './buySpecialSpell.ts';
export { buyMysterySet, MYSTERY_SET_PRICE } from './buyMysterySet.ts';
export {
  buyGemsWithGold,
  goldToGemsLeft,
  GOLD_PER_GEM,
  GOLD_TO_GEM_BASE_CAP,
} from './buyGemsWithGold.ts';
export {
  GEM_PURCHASE_TYPES,
  purchaseWithGems,
  type GemPurchase,
  type GemPurchaseType,
} from './purchaseWithGems.ts';
export { gemPriceOfGear, purchaseGearWithGems, purchaseSpecialPet } from './gemOffers.ts';
export {
  HOURGLASS_PURCHASE_TYPES,
  purchaseWithHourglasses,
  type HourglassPurchase,
} from './purchaseWithHourglasses.ts';
export { unlock } from './unlock.ts';
export { unlockSetOf, unlockTargetOf, type UnlockTarget } from './unlockTargets.ts';
export { isLimitedSaleOn, isQuestOnSale, isStableItemOnSale } from './availability.ts';
export { gainGear, lastTierKeysOf } from './gearGained.ts';
export {
  hourglassesOf,
  purchaseQuantity,
  type ShopContext,
  type ShopNotification,
  type ShopResult,
} from './shopResult.ts';
