// What a player wears after choosing a class (the original's changeClass does more than grant
// weapon_{class}_0): in the weapon, armor, shield and head slots, a piece of another class comes
// off for the new class's best owned piece of that slot, or its starter piece, or the slot's base
// item. Gear of no class (armoire, special, event) stays worn.
import { GEAR, GEAR_BY_KEY } from '../../content/gear/index.ts';
import type { PlayerState } from '../../model/player.ts';
import { PLAYER_CLASSES, type PlayerClass } from '../../model/user.ts';
import { baseItemOf } from '../inventory/equip.ts';

const CLASS_SLOTS = ['weapon', 'armor', 'shield', 'head'] as const;

function isOtherClassPiece(key: string | undefined, klass: PlayerClass): boolean {
  const worn = key === undefined ? undefined : GEAR_BY_KEY[key];
  if (!worn) return key === undefined;
  if (key === baseItemOf(worn.slot)) return true;
  return (PLAYER_CLASSES as readonly string[]).includes(worn.klass) && worn.klass !== klass;
}

/** The class's highest-tier owned piece of a slot, or the slot's base item. */
function bestOwnedPiece(player: PlayerState, klass: PlayerClass, slot: string): string {
  const { owned } = player.items.gear;
  const line = GEAR.filter((item) => item.klass === klass && item.slot === slot && owned[item.key]);
  const best = line.sort((a, b) => (b.tier ?? 0) - (a.tier ?? 0))[0];
  return best?.key ?? baseItemOf(slot);
}

/** `player` (already owning the class's starter gear) dressed for `klass`. */
export function withClassOutfit(player: PlayerState, klass: PlayerClass): PlayerState {
  const equipped = { ...player.items.gear.equipped };
  for (const slot of CLASS_SLOTS) {
    if (isOtherClassPiece(equipped[slot], klass))
      equipped[slot] = bestOwnedPiece(player, klass, slot);
  }
  // A two-handed weapon leaves no room for a shield
  const weapon = equipped.weapon === undefined ? undefined : GEAR_BY_KEY[equipped.weapon];
  if (weapon?.twoHanded) equipped.shield = baseItemOf('shield');
  return {
    ...player,
    items: { ...player.items, gear: { ...player.items.gear, equipped } },
  };
}
