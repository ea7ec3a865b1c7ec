// Purchases with Mystic Hourglasses (POST /user/purchase-hourglass/:type/:key): time-travel
// backgrounds, time-traveller quests (one hourglass a scroll), time-travel pets and mounts (one
// each), mystery sets (buyMysterySet).
import { catalogueName, type KeyedMessageParam } from '../../messages/keyedMessage.ts';
import { customizationByPath, customizationText } from '../../content/appearance/index.ts';
import { questByKey, questText } from '../../content/quests/index.ts';
import { mountText, petText, TIME_TRAVEL_STABLE } from '../../content/stable/index.ts';
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { buyMysterySet } from './buyMysterySet.ts';
import {
  addItems,
  purchaseQuantity,
  shopMessage,
  spendHourglasses,
  type ShopContext,
  type ShopResult,
} from './shopResult.ts';
import { ownValue } from '../../ownValue.ts';

export const HOURGLASS_PURCHASE_TYPES = [
  'backgrounds',
  'quests',
  'pets',
  'mounts',
  'mystery',
] as const;

/** A time-travel pet starts at 5 feeding points, like a hatched one. */
const TIME_TRAVEL_PET_START = 5;

export interface HourglassPurchase {
  type: string;
  key: string;
  quantity?: unknown;
}

function bought(player: PlayerState, itemText: KeyedMessageParam): ShopResult {
  return { player, ...shopMessage('messageBought', { itemText }), notifications: [] };
}

export function purchaseWithHourglasses(
  player: PlayerState,
  { type, key, quantity: asked }: HourglassPurchase,
  context: ShopContext,
): ShopResult {
  if (!type) throw new BadRequest('typeRequired');
  if (!key) throw new BadRequest('missingKeyParam');
  const quantity = purchaseQuantity(asked);
  switch (type) {
    case 'backgrounds': {
      const background = customizationByPath(`background.${key}`);
      if (background?.currency !== 'hourglasses') throw new NotAuthorized('notAllowedHourglass');
      if (ownValue(player.purchased.background, key))
        throw new NotAuthorized('backgroundAlreadyOwned');
      const paid = spendHourglasses(player, background.price);
      return bought(
        {
          ...paid,
          purchased: {
            ...paid.purchased,
            background: { ...paid.purchased.background, [key]: true },
          },
        },
        customizationText[background.path]?.text ?? key,
      );
    }
    case 'quests': {
      const quest = questByKey(key);
      if (quest?.category !== 'timeTravelers') throw new NotAuthorized('notAllowedHourglass');
      const paid = spendHourglasses(player, quantity);
      return bought(
        addItems(paid, 'quests', key, quantity),
        catalogueName('quests', key, questText[key]?.text ?? key),
      );
    }
    case 'pets':
    case 'mounts': {
      if (!(TIME_TRAVEL_STABLE as readonly string[]).includes(key)) {
        throw new NotAuthorized('notAllowedHourglass');
      }
      if (type === 'pets' && ownValue(player.items.pets, key)) {
        throw new NotAuthorized('petsAlreadyOwned');
      }
      if (type === 'mounts' && ownValue(player.items.mounts, key)) {
        throw new NotAuthorized('mountsAlreadyOwned');
      }
      const paid = spendHourglasses(player, 1);
      const items =
        type === 'pets'
          ? { ...paid.items, pets: { ...paid.items.pets, [key]: TIME_TRAVEL_PET_START } }
          : { ...paid.items, mounts: { ...paid.items.mounts, [key]: true } };
      const text = type === 'pets' ? petText[key]?.text : mountText[key]?.text;
      return bought({ ...paid, items }, text ?? key);
    }
    case 'mystery':
      return buyMysterySet(player, key, context);
    default:
      throw new NotAuthorized('typeNotAllowedHourglass', { params: { type } });
  }
}
