// The health potion: 25 gold and 15 health each, health capped at 50, refused at full health or
// none.
import { NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { MAX_HEALTH } from '../user/levels.ts';
import {
  purchaseQuantity,
  shopMessage,
  spendGold,
  type ShopContext,
  type ShopResult,
} from './shopResult.ts';

export const HEALTH_POTION_PRICE = 25;
export const HEALTH_POTION_HEALS = 15;

export function buyHealthPotion(
  player: PlayerState,
  params: { quantity?: unknown },
  _context?: ShopContext,
): ShopResult {
  const quantity = purchaseQuantity(params.quantity);
  if (player.stats.hp >= MAX_HEALTH) throw new NotAuthorized('messageHealthAlreadyMax');
  if (player.stats.hp <= 0) throw new NotAuthorized('messageHealthAlreadyMin');
  const paid = spendGold(player, HEALTH_POTION_PRICE * quantity);
  const hp = Math.min(MAX_HEALTH, paid.stats.hp + HEALTH_POTION_HEALS * quantity);
  return {
    player: { ...paid, stats: { ...paid.stats, hp } },
    ...shopMessage('messageHealthPotion', { quantity }),
    notifications: [],
  };
}
