// What an unlock path names: an avatar customisation or background by its path
// (`hair.color.rainbow`, `background.beach`), or a piece of animal gear by
// `items.gear.owned.<key>`; and the set it belongs to with the set's price in gems.
import {
  customizationByPath,
  customizationSets,
  customizationsInSet,
  type Customization,
} from '../../content/appearance/index.ts';
import { GEAR, gearByKey } from '../../content/gear/index.ts';
import type { PlayerState } from '../../model/player.ts';

export const GEAR_PATH_PREFIX = 'items.gear.owned.';
/** A piece of gear unlocks for 2 gems (0.5 balance); the animal set for 5. */
export const GEAR_UNLOCK_GEMS = 2;
export const ANIMAL_GEAR_SET_GEMS = 5;

export type UnlockTarget =
  | { kind: 'customization'; path: string; item: Customization; gems: number; set?: string }
  | { kind: 'gear'; path: string; key: string; gems: number; set?: string };

export function unlockTargetOf(path: string): UnlockTarget | undefined {
  if (path.startsWith(GEAR_PATH_PREFIX)) {
    const key = path.slice(GEAR_PATH_PREFIX.length);
    const item = gearByKey(key);
    if (!item) return undefined;
    return {
      kind: 'gear',
      path,
      key,
      gems: GEAR_UNLOCK_GEMS,
      ...(item.gearSet ? { set: item.gearSet } : {}),
    };
  }
  const item = customizationByPath(path);
  if (!item) return undefined;
  return {
    kind: 'customization',
    path,
    item,
    gems: item.price,
    ...(item.set ? { set: item.set } : {}),
  };
}

/** Every path of a set, and its price in gems (0: the set is not sold whole). */
export function unlockSetOf(target: UnlockTarget): { paths: string[]; gems: number } | undefined {
  if (target.set === undefined) return undefined;
  if (target.kind === 'gear') {
    const paths = GEAR.filter((item) => item.gearSet === target.set).map(
      (item) => GEAR_PATH_PREFIX + item.key,
    );
    return { paths, gems: target.set === 'animal' ? ANIMAL_GEAR_SET_GEMS : 0 };
  }
  const set = customizationSets.find((entry) => entry.key === target.set);
  if (!set) return undefined;
  return { paths: customizationsInSet(set.key).map((item) => item.path), gems: set.setPrice };
}

/** Whether the player owns the unlock path already. */
export function ownsUnlock(player: PlayerState, target: UnlockTarget): boolean {
  if (target.kind === 'gear') return player.items.gear.owned[target.key] === true;
  const owned = purchasedAt(player.purchased, target.item.kind);
  return owned[target.item.key] === true;
}

type Tree = Record<string, unknown>;

/** The record of unlocked keys of a kind (`hair.color` → purchased.hair.color). */
export function purchasedAt(purchased: object, kind: string): Readonly<Record<string, unknown>> {
  let node: unknown = purchased;
  for (const part of kind.split('.')) {
    node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  }
  return node && typeof node === 'object' ? (node as Tree) : {};
}

/** `purchased` with `<kind>.<key>` set to true, copying only the branch it changes. */
export function withPurchased<T extends object>(purchased: T, kind: string, key: string): T {
  const [head, ...rest] = kind.split('.') as [string, ...string[]];
  const branch = (purchased as Tree)[head];
  const child = branch && typeof branch === 'object' ? (branch as Tree) : {};
  const next =
    rest.length === 0 ? { ...child, [key]: true } : withPurchased(child, rest.join('.'), key);
  return { ...purchased, [head]: next };
}
