// The public surface of the inventory and stable rules (issue 7).
export { type InventoryResult, type StableAchievements } from './inventoryResult.ts';
export { HATCHED_PET_POINTS, hatch, type HatchParams } from './hatch.ts';
export {
  LIKED_FOOD_GAIN,
  MOUNT_POINTS,
  OTHER_FOOD_GAIN,
  feed,
  type FeedParams,
  type FeedResult,
} from './feed.ts';
export { EQUIP_TYPES, baseItemOf, equip, type EquipParams, type EquipType } from './equip.ts';
export { UNEQUIP_TYPES, unequip, type UnequipType } from './unequip.ts';
export {
  FULL_COLLECTION,
  RELEASE_PRICE,
  mountsCollected,
  petsCollected,
  releaseBoth,
  releaseMounts,
  releasePets,
} from './release.ts';
export { FORTIFY_PRICE, fortify, type FortifyResult } from './fortify.ts';
export { openMysteryItem, type OpenMysteryItemResult } from './openMysteryItem.ts';
export { SELLABLE_TYPES, sell, type SellParams, type SellableType } from './sell.ts';
export {
  movePinnedItem,
  togglePinnedItem,
  type TogglePinParams,
  type TogglePinResult,
} from './pinnedItems.ts';
