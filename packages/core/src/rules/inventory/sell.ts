// Selling: eggs, hatching potions and food sell for their value in gold each; the Saddle is not for
// sale.
import { BadRequest, NotAuthorized, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { eggsByKey, foodsByKey, hatchingPotionsByKey } from '../../content/stable/index.ts';
import type { InventoryResult } from './inventoryResult.ts';
import { ownValue } from '../../ownValue.ts';

export const SELLABLE_TYPES = ['eggs', 'hatchingPotions', 'food'] as const;
export type SellableType = (typeof SELLABLE_TYPES)[number];

const catalogueOf: Record<SellableType, Readonly<Record<string, { value: number }>>> = {
  eggs: eggsByKey,
  hatchingPotions: hatchingPotionsByKey,
  food: foodsByKey,
};

export interface SellParams {
  type: string;
  key: string;
  amount?: number;
}

export function sell(player: PlayerState, { type, key, amount = 1 }: SellParams): InventoryResult {
  if (!Number.isInteger(amount) || amount < 0) throw new BadRequest('positiveAmountRequired');
  if (!type) throw new BadRequest('typeRequired');
  if (!key) throw new BadRequest('missingKeyParam');
  if (!(SELLABLE_TYPES as readonly string[]).includes(type))
    throw new NotAuthorized('typeNotSellable');
  const kind = type as SellableType;
  const owned = ownValue(player.items[kind], key) ?? 0;
  const item = ownValue(catalogueOf[kind], key);
  if (!owned || !item) throw new NotFound('userItemsKeyNotFound', { params: { type } });
  if (amount > owned) throw new NotFound('userItemsNotEnough', { params: { type } });
  if (kind === 'food' && key === 'Saddle') throw new NotAuthorized('saddleNotSellable');
  return {
    player: {
      ...player,
      items: { ...player.items, [kind]: { ...player.items[kind], [key]: owned - amount } },
      stats: { ...player.stats, gp: player.stats.gp + item.value * amount },
    },
  };
}
