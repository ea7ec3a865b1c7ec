// Gold to gems for subscribers: 20 gold a gem, at most 24 + gemCapExtra a month, counted in
// plan.gemsBought (reset by the subscription's monthly refresh).
import { NotAuthorized } from '../../errors.ts';
import { isSubscribed } from '../../model/plan.ts';
import type { PlayerState } from '../../model/player.ts';
import {
  purchaseQuantity,
  shopMessage,
  spendGold,
  type ShopContext,
  type ShopResult,
} from './shopResult.ts';

export const GOLD_PER_GEM = 20;
export const GOLD_TO_GEM_BASE_CAP = 24;

/** Gems the player may still buy with gold this month. */
export function goldToGemsLeft(player: PlayerState): number {
  const plan = player.purchased.plan;
  return GOLD_TO_GEM_BASE_CAP + plan.consecutive.gemCapExtra - plan.gemsBought;
}

export function buyGemsWithGold(
  player: PlayerState,
  params: { quantity?: unknown },
  { now }: ShopContext,
): ShopResult {
  const quantity = purchaseQuantity(params.quantity);
  const plan = player.purchased.plan;
  if (!isSubscribed(plan, now)) throw new NotAuthorized('mustSubscribeToPurchaseGems');
  const left = goldToGemsLeft(player);
  if (left < 1) throw new NotAuthorized('maxBuyGems');
  if (quantity > left) {
    throw new NotAuthorized('reachedGoldToGemCapQuantity', {
      params: { convCap: left, quantity },
    });
  }
  const paid = spendGold(player, GOLD_PER_GEM * quantity);
  return {
    player: {
      ...paid,
      balance: paid.balance + quantity / 4,
      purchased: { ...paid.purchased, plan: { ...plan, gemsBought: plan.gemsBought + quantity } },
    },
    ...shopMessage('gemsBoughtWithGold', { quantity }),
    notifications: [],
  };
}
