// Unequip: pet (pet and mount), background, costume, equipped (battle gear), or all of them. The
// original's v4 name `pet-mount-background` clears pet, mount and background.
import { keyedMessage } from '../../messages/keyedMessage.ts';
import { BadRequest } from '../../errors.ts';
import type { MessageKey } from '../../messages/en.ts';
import type { PlayerState } from '../../model/player.ts';
import type { GearItems, PlayerItems, RulePreferences } from '../../model/user.ts';
import { baseItemOf } from './equip.ts';
import type { InventoryResult } from './inventoryResult.ts';

export const UNEQUIP_TYPES = [
  'pet',
  'background',
  'all',
  'costume',
  'equipped',
  'pet-mount-background',
] as const;
export type UnequipType = (typeof UNEQUIP_TYPES)[number];

const messageOf: Record<UnequipType, MessageKey> = {
  pet: 'unequipPet',
  background: 'unequipBackground',
  all: 'unequipAll',
  costume: 'unequipCostume',
  equipped: 'unequipBattleGear',
  'pet-mount-background': 'unequipPetMountBackground',
};

/** Every slot of an outfit back to its base item. */
function bareOutfit(outfit: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(outfit).map((slot) => [slot, baseItemOf(slot)]));
}

export function unequip(player: PlayerState, { type }: { type: string }): InventoryResult {
  if (!(UNEQUIP_TYPES as readonly string[]).includes(type))
    throw new BadRequest('invalidUnequipType');
  const kind = type as UnequipType;
  const has = (...kinds: UnequipType[]) => kinds.includes(kind);
  const { items } = player;
  const gear: GearItems = {
    ...items.gear,
    ...(has('equipped', 'all') ? { equipped: bareOutfit(items.gear.equipped) } : {}),
    ...(has('costume', 'all') ? { costume: bareOutfit(items.gear.costume) } : {}),
  };
  const nextItems: PlayerItems = {
    ...items,
    gear,
    ...(has('pet', 'all', 'pet-mount-background') ? { currentPet: '', currentMount: '' } : {}),
  };
  // The stored preferences hold the background beside the fields the rules type.
  const preferences: RulePreferences & { background?: string } = has(
    'background',
    'all',
    'pet-mount-background',
  )
    ? { ...player.preferences, background: '' }
    : player.preferences;
  return {
    player: { ...player, items: nextItems, preferences },
    ...keyedMessage(messageOf[kind]),
  };
}
