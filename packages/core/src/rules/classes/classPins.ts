// The rewards column follows the class: a class change re-pins the class's gear, and an antidote
// is pinned while its transformation buff is on.
import { GEAR, GEAR_BY_KEY, GEAR_SLOTS } from '../../content/gear/index.ts';
import { transformationItemsByKey } from '../../content/spells/index.ts';
import type { PinnedItem, PlayerState } from '../../model/player.ts';
import type { PlayerClass } from '../../model/user.ts';

/** Per slot, the class's next market piece not yet owned (the one the shop offers). */
export function nextClassGearPins(
  owned: Readonly<Record<string, boolean>>,
  klass: PlayerClass,
): PinnedItem[] {
  return GEAR_SLOTS.flatMap((slot) => {
    const line = GEAR.filter((item) => item.klass === klass && item.slot === slot).sort(
      (a, b) => (a.tier ?? 0) - (b.tier ?? 0),
    );
    const next = line.find((item) => !owned[item.key]);
    return next ? [{ type: 'marketGear', path: `gear.flat.${next.key}` }] : [];
  });
}

/** Unpins the old class's next pieces and pins the new class's (no duplicates). */
export function withClassGearPins(before: PlayerState, after: PlayerState): PlayerState {
  const stale = new Set(
    nextClassGearPins(before.items.gear.owned, before.stats.class).map((pin) => pin.path),
  );
  const kept = after.pinnedItems.filter((pin) => !stale.has(pin.path));
  const keptPaths = new Set(kept.map((pin) => pin.path));
  const added = nextClassGearPins(after.items.gear.owned, after.stats.class).filter(
    (pin) => !keptPaths.has(pin.path),
  );
  return { ...after, pinnedItems: [...kept, ...added] };
}

/** The antidotes of the transformations the player wears: shown pinned while the buff lasts. */
export function antidotePinsOf(player: PlayerState): PinnedItem[] {
  return Object.values(transformationItemsByKey)
    .filter((item) => player.stats.buffs[item.key as 'snowball'] === true)
    .map((item) => ({ type: 'debuffPotion', path: `spells.special.${item.antidote}` }));
}

/**
 * A bought piece leaves the rewards column, and when it is of the player's class line the next
 * piece of its slot takes its place (the original's removePinnedGearAddPossibleNewOnes): owned
 * gear never stays pinned.
 */
export function withBoughtGearPins(player: PlayerState, key: string): PlayerState {
  const kept = player.pinnedItems.filter((pin) => pin.path !== `gear.flat.${key}`);
  const item = GEAR_BY_KEY[key];
  if (item?.klass !== player.stats.class) return { ...player, pinnedItems: kept };
  const keptPaths = new Set(kept.map((pin) => pin.path));
  const next = nextClassGearPins(player.items.gear.owned, player.stats.class).filter((pin) => {
    const pinned = GEAR_BY_KEY[pin.path.slice('gear.flat.'.length)];
    return pinned?.slot === item.slot && !keptPaths.has(pin.path);
  });
  return { ...player, pinnedItems: [...kept, ...next] };
}
