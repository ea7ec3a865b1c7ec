// A past mystery set for one Mystic Hourglass, from the time travellers: every piece of the set not
// yet owned. Sets of the current or a later month, the wondercon set and sets the player owns
// entirely are not sold (mysterySetNotFound).
import { MYSTERY_SET_BY_KEY } from '../../content/gear/index.ts';
import { NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { gainGear } from './gearGained.ts';
import { shopMessage, spendHourglasses, type ShopContext, type ShopResult } from './shopResult.ts';

export const MYSTERY_SET_PRICE = 1;

export function buyMysterySet(player: PlayerState, key: string, { now }: ShopContext): ShopResult {
  const set = Object.hasOwn(MYSTERY_SET_BY_KEY, key) ? MYSTERY_SET_BY_KEY[key] : undefined;
  const today = now.toISOString().slice(0, 10);
  const isPast = set?.start === undefined || set.end === undefined || set.end < today;
  const missing = set?.items.filter((item) => player.items.gear.owned[item] !== true) ?? [];
  if (!set || key === 'wondercon' || !isPast || missing.length === 0) {
    throw new NotFound('mysterySetNotFound');
  }
  const paid = spendHourglasses(player, MYSTERY_SET_PRICE);
  const gained = gainGear(paid, set.items, { purchased: false });
  return {
    player: gained.player,
    ...shopMessage('messageBought', { itemText: `mystery set ${key}` }),
    notifications: gained.notifications,
  };
}
