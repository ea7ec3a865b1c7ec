// Purchases with gems (POST /user/purchase/:type/:key). Prices are in gems; the player's balance
// is gems / 4. Customisations go through unlock instead.
import { catalogueName, type KeyedMessageParam } from '../../messages/keyedMessage.ts';
import { foodSeasonAt } from '../../content/calendar/index.ts';
import { questBundlesByKey, questText } from '../../content/quests/index.ts';
import {
  eggsByKey,
  eggText,
  foodsByKey,
  foodText,
  hatchingPotionsByKey,
  isFoodInSeason,
  potionText,
  type Egg,
  type Food,
  type HatchingPotion,
} from '../../content/stable/index.ts';
import { BadRequest, NotAuthorized, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { isQuestOnSale, isStableItemOnSale } from './availability.ts';
import { buyGemsWithGold } from './buyGemsWithGold.ts';
import { purchaseGearWithGems, purchaseSpecialPet } from './gemOffers.ts';
import { assertQuestPrerequisites, questOrNotFound } from './questPurchase.ts';
import {
  addItems,
  purchaseQuantity,
  shopMessage,
  spendGems,
  type ShopContext,
  type ShopResult,
} from './shopResult.ts';

export const GEM_PURCHASE_TYPES = [
  'gems',
  'eggs',
  'hatchingPotions',
  'premiumHatchingPotions',
  'food',
  'gear',
  'bundles',
  'quests',
  'pets',
] as const;
export type GemPurchaseType = (typeof GEM_PURCHASE_TYPES)[number];

const COSMETIC_TYPES = ['background', 'backgrounds', 'customization', 'customizations'];

export interface GemPurchase {
  type: string;
  key: string;
  quantity?: unknown;
}

function found<T>(table: Readonly<Record<string, T>>, type: string, key: string): T {
  if (!Object.hasOwn(table, key))
    throw new NotFound('contentKeyNotFound', { params: { type, key } });
  return table[key] as T;
}

function bought(player: PlayerState, itemText: KeyedMessageParam): ShopResult {
  return { player, ...shopMessage('messageBought', { itemText }), notifications: [] };
}

export function purchaseWithGems(
  player: PlayerState,
  { type, key, quantity: asked }: GemPurchase,
  context: ShopContext,
): ShopResult {
  if (!type) throw new BadRequest('typeRequired');
  if (!key) throw new BadRequest('missingKeyParam');
  if (COSMETIC_TYPES.includes(type)) throw new BadRequest('useUnlockForCosmetics');
  if (!(GEM_PURCHASE_TYPES as readonly string[]).includes(type)) {
    throw new NotAuthorized('notAccteptedType', { params: { type } });
  }
  const { now } = context;
  const quantity = purchaseQuantity(asked);
  switch (type as GemPurchaseType) {
    case 'gems':
      return buyGemsWithGold(player, { quantity }, context);
    case 'gear':
      return purchaseGearWithGems(player, key, quantity, context);
    case 'pets':
      return purchaseSpecialPet(player, key, quantity, context);
    case 'eggs': {
      const egg = found<Egg>(eggsByKey, type, key);
      if (!isStableItemOnSale(egg.purchase, player, now)) {
        throw new NotAuthorized('messageNotAvailable');
      }
      const paid = spendGems(player, egg.value * quantity);
      return bought(
        addItems(paid, 'eggs', key, quantity),
        catalogueName('eggs', key, eggText[key]?.text ?? key),
      );
    }
    case 'hatchingPotions':
    case 'premiumHatchingPotions': {
      const potion = found<HatchingPotion>(hatchingPotionsByKey, type, key);
      if (!isStableItemOnSale(potion.purchase, player, now)) {
        throw new NotAuthorized('messageNotAvailable');
      }
      const paid = spendGems(player, potion.value * quantity);
      return bought(
        addItems(paid, 'hatchingPotions', key, quantity),
        catalogueName('hatchingPotions', key, potionText[key]?.text ?? key),
      );
    }
    case 'food': {
      const food = found<Food>(foodsByKey, type, key);
      if (!isFoodInSeason(food, foodSeasonAt(now))) throw new NotAuthorized('messageNotAvailable');
      const paid = spendGems(player, food.value * quantity);
      return bought(
        addItems(paid, 'food', key, quantity),
        catalogueName('food', key, foodText[key]?.text ?? key),
      );
    }
    case 'bundles': {
      const bundle = found(questBundlesByKey, type, key);
      let paid = spendGems(player, bundle.value * quantity);
      for (const questKey of bundle.bundleKeys) paid = addItems(paid, 'quests', questKey, quantity);
      return bought(paid, key);
    }
    case 'quests': {
      const quest = questOrNotFound(key);
      if (quest.category === 'gold') {
        throw new NotAuthorized('questNotGemPurchasable', { params: { key } });
      }
      if (!isQuestOnSale(quest, now)) throw new NotAuthorized('messageNotAvailable');
      assertQuestPrerequisites(player, quest);
      const paid = spendGems(player, quest.value * quantity);
      return bought(
        addItems(paid, 'quests', key, quantity),
        catalogueName('quests', key, questText[key]?.text ?? key),
      );
    }
  }
}
