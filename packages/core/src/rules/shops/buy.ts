// POST /user/buy/:key: one door to every buy, chosen by the key (`armoire`, `potion`) or the body's
// type (`quest` for gold quests, `mystery` for mystery sets, `special` for transformation items and
// antidotes, a gem purchase type); market gear otherwise.
import { BadRequest } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { buyArmoire, type ArmoireResult } from './buyArmoire.ts';
import { buyGear } from './buyGear.ts';
import { buyHealthPotion } from './buyHealthPotion.ts';
import { buyMysterySet } from './buyMysterySet.ts';
import { buySpecialSpell } from './buySpecialSpell.ts';
import { GEM_PURCHASE_TYPES, purchaseWithGems } from './purchaseWithGems.ts';
import { buyQuestWithGold } from './questPurchase.ts';
import type { ShopContext, ShopResult } from './shopResult.ts';

export interface BuyParams {
  key: string;
  type?: string;
  quantity?: unknown;
}

const COSMETIC_TYPES = ['background', 'backgrounds', 'customization', 'customizations'];

/** Which buy a call means: the key `armoire` or `potion`, else the type, else market gear. */
export function buyKindOf({ key, type }: Pick<BuyParams, 'key' | 'type'>): string {
  return key === 'armoire' || key === 'potion' ? key : (type ?? 'marketGear');
}

export function buy(
  player: PlayerState,
  { key, type, quantity }: BuyParams,
  context: ShopContext,
): ShopResult | ArmoireResult {
  if (!key) throw new BadRequest('missingKeyParam');
  const kind = buyKindOf({ key, ...(type === undefined ? {} : { type }) });
  if (COSMETIC_TYPES.includes(kind)) throw new BadRequest('useUnlockForCosmetics');
  switch (kind) {
    case 'armoire':
      return buyArmoire(player, { quantity }, context);
    case 'potion':
      return buyHealthPotion(player, { quantity }, context);
    case 'mystery':
      return buyMysterySet(player, key, context);
    case 'quest':
      return buyQuestWithGold(player, { key, quantity }, context);
    case 'special':
      return buySpecialSpell(player, { key, quantity }, context);
    case 'marketGear':
      return buyGear(player, key, context);
    default:
      if ((GEM_PURCHASE_TYPES as readonly string[]).includes(kind)) {
        return purchaseWithGems(player, { type: kind, key, quantity }, context);
      }
      throw new BadRequest('wrongItemType', { params: { type: kind } });
  }
}
