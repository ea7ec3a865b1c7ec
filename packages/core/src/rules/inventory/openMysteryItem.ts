// Opening a mystery item: the first item of the subscription's list becomes owned; once the list is
// empty the NEW_MYSTERY_ITEMS notification goes away.
import { catalogueName, keyedMessage } from '../../messages/keyedMessage.ts';
import { BadRequest } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { gearText } from '../../content/gear/index.ts';
import type { InventoryResult } from './inventoryResult.ts';

export interface OpenMysteryItemResult extends InventoryResult {
  /** The gear key now owned. */
  item: string;
  /** True when that was the last one: the caller removes NEW_MYSTERY_ITEMS notifications. */
  isListEmpty: boolean;
}

export function openMysteryItem(player: PlayerState): OpenMysteryItemResult {
  const [item, ...rest] = player.purchased.plan.mysteryItems;
  if (!item) throw new BadRequest('mysteryItemIsEmpty');
  const { items, purchased } = player;
  return {
    player: {
      ...player,
      items: { ...items, gear: { ...items.gear, owned: { ...items.gear.owned, [item]: true } } },
      purchased: { ...purchased, plan: { ...purchased.plan, mysteryItems: rest } },
    },
    item,
    isListEmpty: rest.length === 0,
    ...keyedMessage('mysteryItemOpened', {
      item: catalogueName('gear', item, gearText[item]?.text ?? item),
    }),
  };
}
