// Whether the player's purse holds a price (the same comparisons spendGold, spendGems and
// spendHourglasses refuse by), so a shop can show a buy button as unaffordable, with the reason,
// before the player tries.
import type { PlayerState } from '../../model/player.ts';
import { gemsOf } from '../../model/player.ts';
import { hourglassesOf } from './shopResult.ts';

export type ShopCurrency = 'gold' | 'gems' | 'hourglasses';

export type ShortOfMoney = 'messageNotEnoughGold' | 'notEnoughGems' | 'notEnoughHourglasses';

/** The refusal a purchase of `price` would meet for want of money, or null when it is held. */
export function shortOfMoney(
  player: PlayerState,
  price: number,
  currency: ShopCurrency,
): ShortOfMoney | null {
  switch (currency) {
    case 'gold':
      return player.stats.gp < price ? 'messageNotEnoughGold' : null;
    case 'gems':
      return gemsOf(player) < price ? 'notEnoughGems' : null;
    case 'hourglasses':
      // spendHourglasses refuses below one hourglass whatever the price
      return hourglassesOf(player) < Math.max(price, 1) ? 'notEnoughHourglasses' : null;
  }
}
