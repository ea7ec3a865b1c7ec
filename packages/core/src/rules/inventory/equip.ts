// Equip: wearing the worn piece takes it off (back to the slot's base item); choosing the current
// pet or mount clears it; a two-handed weapon and a shield push each other out.
import { BadRequest, NotFound } from '../../errors.ts';
import {
  catalogueName,
  keyedMessage,
  type CatalogueNameParam,
  type KeyedMessage,
} from '../../messages/keyedMessage.ts';
import type { PlayerState } from '../../model/player.ts';
import type { GearItems } from '../../model/user.ts';
import { GEAR_BY_KEY, gearText } from '../../content/gear/index.ts';
import type { GearItem } from '../../content/gear/index.ts';
import { type InventoryResult, withItems } from './inventoryResult.ts';
import { ownValue } from '../../ownValue.ts';

export const EQUIP_TYPES = ['equipped', 'pet', 'mount', 'costume'] as const;
export type EquipType = (typeof EQUIP_TYPES)[number];
export type GearOutfit = 'equipped' | 'costume';

export interface EquipParams {
  type: string;
  key: string;
}

/** The base item a slot falls back to (`weapon_base_0`). */
export function baseItemOf(slot: string): string {
  return `${slot}_base_0`;
}

function textOf(key: string): CatalogueNameParam {
  return catalogueName('gear', key, ownValue(gearText, key)?.text ?? key);
}

function wearGear(
  gear: GearItems,
  outfit: GearOutfit,
  item: GearItem,
): { worn: Record<string, string>; message: string; messageKey: KeyedMessage } {
  const worn = { ...gear[outfit] };
  if (worn[item.slot] === item.key) {
    worn[item.slot] = baseItemOf(item.slot);
    return { worn, ...keyedMessage('messageUnEquipped', { item: textOf(item.key) }) };
  }
  worn[item.slot] = item.key;
  let message = keyedMessage('messageEquipped', { item: textOf(item.key) });
  const weapon = worn.weapon === undefined ? undefined : GEAR_BY_KEY[worn.weapon];
  if (item.twoHanded && worn.shield && worn.shield !== baseItemOf('shield')) {
    message = keyedMessage('messageTwoHandedEquip', {
      twoHanded: textOf(item.key),
      offHand: textOf(worn.shield),
    });
    worn.shield = baseItemOf('shield');
  } else if (item.slot === 'shield' && weapon?.twoHanded) {
    message = keyedMessage('messageTwoHandedUnequip', {
      twoHanded: textOf(weapon.key),
      offHand: textOf(item.key),
    });
    worn.weapon = baseItemOf('weapon');
  }
  return { worn, ...message };
}

export function equip(player: PlayerState, { type, key }: EquipParams): InventoryResult {
  if (!(EQUIP_TYPES as readonly string[]).includes(type)) throw new BadRequest('invalidEquipType');
  if (!key) throw new BadRequest('missingKeyParam');
  const { items } = player;
  switch (type as EquipType) {
    case 'mount': {
      if (!ownValue(items.mounts, key)) throw new NotFound('mountNotOwned');
      return { player: withItems(player, { currentMount: items.currentMount === key ? '' : key }) };
    }
    case 'pet': {
      if ((ownValue(items.pets, key) ?? 0) <= 0) throw new NotFound('petNotOwned');
      return { player: withItems(player, { currentPet: items.currentPet === key ? '' : key }) };
    }
    case 'equipped':
    case 'costume': {
      const outfit = type as GearOutfit;
      if (!ownValue(items.gear.owned, key)) throw new NotFound('gearNotOwned');
      const item = ownValue(GEAR_BY_KEY, key);
      if (!item) throw new NotFound('itemNotFound', { params: { key } });
      const { worn, message, messageKey } = wearGear(items.gear, outfit, item);
      return {
        player: withItems(player, { gear: { ...items.gear, [outfit]: worn } }),
        message,
        messageKey,
      };
    }
  }
}
