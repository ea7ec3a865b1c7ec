// Transformation items and antidotes for gold: a transformation item (15 gold) goes into
// items.special, sold only while the gala of its season runs; an antidote (5 gold) is used at once
// and clears its buff. Cards are paid when they are sent (the spells' cast), not bought here.
import { catalogueName } from '../../messages/keyedMessage.ts';
import { activeGala } from '../../content/calendar/index.ts';
import {
  antidoteText,
  antidotesByKey,
  transformationItemsByKey,
  transformationText,
} from '../../content/spells/index.ts';
import { NotAuthorized, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import {
  addItems,
  purchaseQuantity,
  shopMessage,
  spendGold,
  type ShopContext,
  type ShopResult,
} from './shopResult.ts';

export function buySpecialSpell(
  player: PlayerState,
  params: { key: string; quantity?: unknown },
  { now }: ShopContext,
): ShopResult {
  const { key } = params;
  const quantity = purchaseQuantity(params.quantity);
  const transformation = Object.hasOwn(transformationItemsByKey, key)
    ? transformationItemsByKey[key]
    : undefined;
  const antidote = Object.hasOwn(antidotesByKey, key) ? antidotesByKey[key] : undefined;
  if (transformation) {
    if (activeGala(now)?.season !== transformation.season) {
      throw new NotAuthorized('messageNotAvailable');
    }
    const paid = spendGold(player, transformation.value * quantity);
    return {
      player: addItems(paid, 'special', key, quantity),
      ...shopMessage('messageBought', {
        itemText: catalogueName('special', key, transformationText[key]?.text ?? key),
      }),
      notifications: [],
    };
  }
  if (antidote) {
    const paid = spendGold(player, antidote.value * quantity);
    const buffs = { ...paid.stats.buffs, [antidote.clears]: false };
    return {
      player: { ...paid, stats: { ...paid.stats, buffs } },
      ...shopMessage('messageBought', {
        itemText: catalogueName('special', key, antidoteText[key]?.text ?? key),
      }),
      notifications: [],
    };
  }
  throw new NotFound('spellNotFound', { params: { spellId: key } });
}
