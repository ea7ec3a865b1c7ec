// Who may own and who may buy a piece of gear (armoire items stay hidden until their release
// month).
import type { PlayerClass } from '../../model/user.ts';
import type { GearItem, Season } from './types.ts';

/** The parts of a player the gear rules read. */
export interface GearOwner {
  stats: { class: PlayerClass };
  items: { gear: { owned: Readonly<Record<string, boolean | undefined>> } };
  backer?: { tier?: number };
  contributor?: { level?: number; critical?: boolean };
}

/** Why a purchase is refused, as the error keys clients match on. */
export type GearRefusal =
  'equipmentAlreadyOwned' | 'cannotBuyItem' | 'previousGearNotOwned' | 'messageNotAvailable';

const PLAYER_CLASSES: readonly string[] = ['warrior', 'rogue', 'wizard', 'healer'];

const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

/** Whether a piece with a release month is out yet (UTC month); pieces without one always are. */
export function isArmoireReleased(item: Pick<GearItem, 'released'>, now: Date): boolean {
  return item.released === undefined || monthOf(now) >= item.released;
}

/** The season by UTC month: winter Dec–Feb, spring Mar–May, summer Jun–Aug, fall Sep–Nov. */
export function seasonOf(now: Date): Season {
  const month = now.getUTCMonth();
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'fall';
}

/** A piece already held (even if lost since: `false`) counts as known to the player. */
const holds = (user: GearOwner, key: string): boolean => user.items.gear.owned[key] === true;

export function canOwnGear(user: GearOwner, item: GearItem): boolean {
  if (holds(user, item.key)) return true;
  const ownership = item.ownership;
  if (ownership === undefined) return true;
  switch (ownership.kind) {
    case 'backer':
      return (user.backer?.tier ?? 0) >= ownership.tier;
    case 'contributor':
      return (user.contributor?.level ?? 0) >= ownership.level;
    case 'critical':
      return user.contributor?.critical === true;
    case 'granted':
      return false;
  }
}

/** The previous tier's key of a class piece, or undefined when none is needed (tiers 0 and 1). */
export function previousTierKey(item: GearItem): string | undefined {
  if (!PLAYER_CLASSES.includes(item.klass) || item.tier === undefined || item.tier <= 1) {
    return undefined;
  }
  return `${item.slot}_${item.klass}_${String(item.tier - 1)}`;
}

export function gearPurchaseRefusal(
  user: GearOwner,
  item: GearItem,
  now: Date,
): GearRefusal | null {
  if (holds(user, item.key)) return 'equipmentAlreadyOwned';
  if (!item.canBuy || !canOwnGear(user, item)) return 'cannotBuyItem';
  // Another class's gear is refused unless it is flagged owned-false (lost earlier).
  const isClassGear = PLAYER_CLASSES.includes(item.klass);
  const lostEarlier = user.items.gear.owned[item.key] === false;
  if (isClassGear && item.klass !== user.stats.class && !lostEarlier) return 'cannotBuyItem';
  if (item.specialClass !== undefined && item.specialClass !== user.stats.class) {
    return 'cannotBuyItem';
  }
  const previous = previousTierKey(item);
  if (previous !== undefined && !holds(user, previous)) return 'previousGearNotOwned';
  if (!isArmoireReleased(item, now)) return 'messageNotAvailable';
  if (item.season !== undefined && seasonOf(now) !== item.season) return 'messageNotAvailable';
  return null;
}

export function canBuyGear(user: GearOwner, item: GearItem, now: Date): boolean {
  return gearPurchaseRefusal(user, item, now) === null;
}
