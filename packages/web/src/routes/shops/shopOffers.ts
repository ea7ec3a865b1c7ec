// What each shop shows: offers read from the content catalogue, with what core's rules say about
// them (owned, locked and why). The prices are the catalogue's.
import {
  ARMOIRE_PRICE,
  GEAR,
  HEALTH_POTION_PRICE,
  eggs,
  foodSeasonAt,
  foods,
  hatchingPotions,
  isFoodInSeason,
  type CatalogueFamilyName,
  type ItemText,
  type PlayerState,
} from '@questlog/core';
import { familyItemText } from '../../catalogue/familyText.ts';
import type { SpriteKind } from '../../sprites/spriteArt.tsx';
import type { ShopAction } from '../../store/shopRules.ts';
import { gearPurchaseRefusal, isStableItemOnSale } from '../../store/shopRules.ts';

export type Currency = 'gold' | 'gems' | 'hourglasses';

export interface Offer {
  /** Unique on the page. */
  id: string;
  name: string;
  notes?: string;
  picture: { kind: SpriteKind; key: string };
  price: number;
  currency: Currency;
  action: ShopAction;
  /** The rewards column place when pinned (/user/toggle-pinned-item/:type/:path). */
  pin?: { type: string; path: string };
  /** Bought already; nothing to buy. */
  isOwned?: boolean;
  /** Why it cannot be bought yet (shown beside it); the buy button is then disabled. */
  lockedBy?: { key: LockKey; params?: Record<string, string | number> };
  /** Attribute bonuses of gear. */
  bonuses?: { str: number; con: number; int: number; per: number };
}

export type LockKey = 'previousTier' | 'level' | 'previousQuest' | 'notAvailable';

/**
 * The catalogue's name and notes of an item in the interface's language, by the key the player's
 * state uses. A screen showing them renders again as tables arrive (useCatalogueText).
 */
export function textOf(familyName: CatalogueFamilyName, key: string): ItemText {
  return familyItemText(familyName, key) ?? { text: key };
}

export function gearOffer(player: PlayerState, key: string, now: Date): Offer | null {
  const item = GEAR.find((gear) => gear.key === key);
  if (!item) return null;
  const refusal = gearPurchaseRefusal(player, item, now);
  const { text, notes } = textOf('gear', key);
  return {
    id: `gear:${key}`,
    name: text,
    notes,
    picture: { kind: 'gear', key },
    price: item.value,
    currency: 'gold',
    action: { kind: 'buyGear', key },
    pin: { type: 'marketGear', path: `gear.flat.${key}` },
    isOwned: refusal === 'equipmentAlreadyOwned',
    ...(refusal === 'previousGearNotOwned' ? { lockedBy: { key: 'previousTier' as const } } : {}),
    bonuses: { str: item.str, con: item.con, int: item.int, per: item.per },
  };
}

/** The class line of the market by tier, tier 1 first. */
export function marketGearByTier(player: PlayerState, now: Date): [number, Offer[]][] {
  const klass = player.stats.class;
  const tiers = new Map<number, Offer[]>();
  for (const item of GEAR) {
    if (item.klass !== klass || !item.canBuy || item.tier === undefined) continue;
    const offer = gearOffer(player, item.key, now);
    if (!offer) continue;
    tiers.set(item.tier, [...(tiers.get(item.tier) ?? []), offer]);
  }
  return [...tiers.entries()].sort(([a], [b]) => a - b);
}

/** The health potion and the armoire have no catalogue entry: the screen names them. */
export function healthPotionOffer(name: string, notes: string): Offer {
  return {
    id: 'potion',
    name,
    notes,
    picture: { kind: 'special', key: 'potion' },
    price: HEALTH_POTION_PRICE,
    currency: 'gold',
    action: { kind: 'buyHealthPotion' },
    // always in the rewards column: it cannot be unpinned
  };
}

export function armoireOffer(name: string, notes: string): Offer {
  return {
    id: 'armoire',
    name,
    notes,
    picture: { kind: 'special', key: 'armoire' },
    price: ARMOIRE_PRICE,
    currency: 'gold',
    action: { kind: 'buyArmoire' },
  };
}

/** Eggs, hatching potions and food sold for gems now. */
export function stableOffers(player: PlayerState, now: Date) {
  const eggOffers = eggs
    .filter((egg) => isStableItemOnSale(egg.purchase, player, now))
    .map((egg): Offer => ({
      id: `egg:${egg.key}`,
      name: textOf('eggs', egg.key).text,
      picture: { kind: 'egg', key: egg.key },
      price: egg.value,
      currency: 'gems',
      action: { kind: 'purchase', type: 'eggs', key: egg.key },
      pin: { type: 'eggs', path: `eggs.${egg.key}` },
    }));
  const potionOffers = hatchingPotions
    .filter((potion) => isStableItemOnSale(potion.purchase, player, now))
    .map((potion): Offer => {
      const type = potion.set === 'standard' ? 'hatchingPotions' : 'premiumHatchingPotions';
      return {
        id: `potion:${potion.key}`,
        name: textOf('hatchingPotions', potion.key).text,
        picture: { kind: 'potion', key: potion.key },
        price: potion.value,
        currency: 'gems',
        action: { kind: 'purchase', type, key: potion.key },
        pin: { type: 'hatchingPotions', path: `hatchingPotions.${potion.key}` },
      };
    });
  const season = foodSeasonAt(now);
  const foodOffers = foods
    .filter((food) => isFoodInSeason(food, season))
    .map((food): Offer => ({
      id: `food:${food.key}`,
      name: textOf('food', food.key).text,
      picture: { kind: 'food', key: food.key },
      price: food.value,
      currency: 'gems',
      action: { kind: 'purchase', type: 'food', key: food.key },
      pin: { type: 'food', path: `food.${food.key}` },
    }));
  return { eggOffers, potionOffers, foodOffers };
}
