// Market gear for gold (seed 001 §5 "Gear purchase", "Gold purchases"): the gear family's
// purchase rule decides (owned, class, previous tier, season, release month), then the gold.
import { gearByKey, gearPurchaseRefusal, gearText } from '../../content/gear/index.ts';
import { NotAuthorized, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { gainGear } from './gearGained.ts';
import { shopMessage, spendGold, type ShopContext, type ShopResult } from './shopResult.ts';

export function buyGear(player: PlayerState, key: string, { now }: ShopContext): ShopResult {
  const item = gearByKey(key);
  if (!item) throw new NotFound('itemNotFound', { params: { key } });
  const refusal = gearPurchaseRefusal(player, item, now);
  if (refusal) throw new NotAuthorized(refusal);
  const paid = spendGold(player, item.value);
  const gained = gainGear(paid, [key], { purchased: true });
  return {
    player: gained.player,
    message: shopMessage('messageBought', { itemText: gearText[key]?.text ?? key }),
    notifications: gained.notifications,
  };
}
