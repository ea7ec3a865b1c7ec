// Gem purchases of one-off things: a piece of gear (1 gem, 2 if two-handed or of the animal set)
// and the gift-shop special pet (Gryphatrice-Jubilant, 60 gems, during birthday10 only, not if
// owned).
import { catalogueName } from '../../messages/keyedMessage.ts';
import { gearByKey, gearPurchaseRefusal, gearText } from '../../content/gear/index.ts';
import { petText, specialPetOffers } from '../../content/stable/index.ts';
import { BadRequest, NotAuthorized, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { isLimitedSaleOn } from './availability.ts';
import { gainGear } from './gearGained.ts';
import { shopMessage, spendGems, type ShopContext, type ShopResult } from './shopResult.ts';
import { ownValue } from '../../ownValue.ts';

export const SPECIAL_PET_START = 5;

export function gemPriceOfGear(item: { twoHanded: boolean; gearSet?: string }): number {
  return item.twoHanded || item.gearSet === 'animal' ? 2 : 1;
}

export function purchaseGearWithGems(
  player: PlayerState,
  key: string,
  quantity: number,
  { now }: ShopContext,
): ShopResult {
  const item = gearByKey(key);
  if (!item) throw new NotFound('contentKeyNotFound', { params: { type: 'gear', key } });
  if (quantity > 1) throw new BadRequest('messageNotAbleToBuyInBulk');
  const refusal = gearPurchaseRefusal(player, item, now);
  if (refusal === 'equipmentAlreadyOwned') throw new NotAuthorized('alreadyHave');
  if (refusal) throw new NotAuthorized(refusal);
  const paid = spendGems(player, gemPriceOfGear(item));
  const gained = gainGear(paid, [key], { purchased: true });
  return {
    player: gained.player,
    ...shopMessage('messageBought', {
      itemText: catalogueName('gear', key, gearText[key]?.text ?? key),
    }),
    notifications: gained.notifications,
  };
}

export function purchaseSpecialPet(
  player: PlayerState,
  key: string,
  quantity: number,
  { now }: ShopContext,
): ShopResult {
  const offer = specialPetOffers.find((entry) => entry.key === key);
  if (!offer) throw new NotFound('petNotFound', { params: { key } });
  if (quantity > 1) throw new BadRequest('messageNotAbleToBuyInBulk');
  if (ownValue(player.items.pets, key)) throw new NotAuthorized('petsAlreadyOwned');
  if (!isLimitedSaleOn(now, offer.event)) throw new NotAuthorized('messageNotAvailable');
  const paid = spendGems(player, offer.value);
  return {
    player: {
      ...paid,
      items: { ...paid.items, pets: { ...paid.items.pets, [key]: SPECIAL_PET_START } },
    },
    ...shopMessage('messageBought', {
      itemText: catalogueName('pets', key, petText[key]?.text ?? key),
    }),
    notifications: [],
  };
}
