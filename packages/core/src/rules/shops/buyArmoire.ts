// The Enchanted Armoire, 100 gold: the first opening always gives gear while any is left; after
// that gear below 0.6, food below 0.8 (0.5 once the gear is gone), otherwise 10 to 49 experience. A
// random source decides; the server holds it.
import { catalogueName } from '../../messages/keyedMessage.ts';
import { foodSeasonAt } from '../../content/calendar/index.ts';
import { GEAR, gearText, isArmoireReleased } from '../../content/gear/index.ts';
import { foods, foodText, isFoodInSeason } from '../../content/stable/index.ts';
import { BadRequest } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { updateStats } from '../stats/updateStats.ts';
import { gainGear } from './gearGained.ts';
import {
  addItems,
  purchaseQuantity,
  shopMessage,
  spendGold,
  type ShopContext,
  type ShopNotification,
  type ShopResult,
} from './shopResult.ts';

export const ARMOIRE_PRICE = 100;
const GEAR_CHANCE = 0.6;
const FOOD_CHANCE_WITH_GEAR = 0.8;
const FOOD_CHANCE_WITHOUT_GEAR = 0.5;

export interface ArmoireDrop {
  type: 'gear' | 'food' | 'experience';
  /** The gear or food key, or the experience gained. */
  dropKey: string | number;
  dropText: string;
  /** The last piece of armoire gear was just taken. */
  emptied?: boolean;
}

export interface ArmoireResult extends ShopResult {
  armoire: ArmoireDrop;
}

function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Armoire pieces the player does not hold that are out already. */
export function armoireGearLeft(player: PlayerState, now: Date) {
  return GEAR.filter(
    (item) =>
      item.klass === 'armoire' &&
      player.items.gear.owned[item.key] !== true &&
      isArmoireReleased(item, now),
  );
}

export function buyArmoire(
  player: PlayerState,
  params: { quantity?: unknown },
  { now, random = () => 0.5 }: ShopContext,
): ArmoireResult {
  if (purchaseQuantity(params.quantity) > 1) throw new BadRequest('messageNotAbleToBuyInBulk');
  const paid = spendGold(player, ARMOIRE_PRICE);
  const gearLeft = armoireGearLeft(paid, now);
  const roll = random();
  const hasGear = gearLeft.length > 0;

  if (hasGear && (!paid.flags.armoireOpened || roll < GEAR_CHANCE)) {
    const item = pick(gearLeft, random);
    const gained = gainGear(paid, [item.key], { purchased: false });
    const emptied = gearLeft.length === 1;
    const dropText = gearText[item.key]?.text ?? item.key;
    return {
      player: {
        ...gained.player,
        flags: { ...gained.player.flags, armoireOpened: true, armoireEmpty: emptied },
      },
      ...shopMessage('armoireEquipment', {
        dropText: catalogueName('gear', item.key, dropText),
      }),
      notifications: gained.notifications,
      armoire: { type: 'gear', dropKey: item.key, dropText, emptied },
    };
  }

  const foodChance = hasGear ? FOOD_CHANCE_WITH_GEAR : FOOD_CHANCE_WITHOUT_GEAR;
  const flags = { ...paid.flags, armoireOpened: true, armoireEmpty: !hasGear };
  if (roll < foodChance) {
    const season = foodSeasonAt(now);
    const food = pick(
      foods.filter((f) => f.canDrop && isFoodInSeason(f, season)),
      random,
    );
    const dropText = foodText[food.key]?.text ?? food.key;
    return {
      player: { ...addItems(paid, 'food', food.key, 1), flags },
      ...shopMessage('armoireFood', { dropText: catalogueName('food', food.key, dropText) }),
      notifications: [],
      armoire: { type: 'food', dropKey: food.key, dropText },
    };
  }

  const experience = Math.floor(random() * 40 + 10);
  const updated = updateStats(
    { ...paid, flags },
    { hp: paid.stats.hp, gp: paid.stats.gp, exp: paid.stats.exp + experience },
  );
  const notifications: ShopNotification[] = updated.userNotifications.map((n) => ({ ...n }));
  return {
    player: { ...paid, ...updated.user },
    ...shopMessage('armoireExp', { dropKey: experience }),
    notifications,
    armoire: { type: 'experience', dropKey: experience, dropText: String(experience) },
  };
}
