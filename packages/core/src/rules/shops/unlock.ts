// Unlocking customisations, backgrounds and animal gear with gems (POST /user/unlock?path=). A
// single path unlocks one item at its price (and wears it); a comma list naming exactly every item
// of a set unlocks the set at the set price, unless all of it is owned or the rest would cost less
// one by one.
import { monthlyBackgroundSets, checkInOnlyBackgrounds } from '../../content/appearance/index.ts';
import { releaseMonth } from '../../content/calendar/index.ts';
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { gainGear } from './gearGained.ts';
import { shopMessage, spendGems, type ShopContext, type ShopResult } from './shopResult.ts';
import {
  ownsUnlock,
  unlockSetOf,
  unlockTargetOf,
  withPurchased,
  type UnlockTarget,
} from './unlockTargets.ts';

function targetOrRefuse(path: string, now: Date): UnlockTarget {
  const target = unlockTargetOf(path);
  if (!target) throw new BadRequest('invalidUnlockSet');
  if (target.kind === 'gear') {
    if (target.set !== 'animal') throw new BadRequest('invalidUnlockSet');
    return target;
  }
  const { item } = target;
  if (item.kind === 'background' && checkInOnlyBackgrounds.includes(item.key)) {
    throw new NotAuthorized('incentiveBackgroundsUnlockedWithCheckins');
  }
  // Free items need no unlock; time-travel backgrounds are bought with hourglasses.
  if (item.price <= 0 || item.currency === 'hourglasses') throw new BadRequest('invalidUnlockSet');
  const monthly = monthlyBackgroundSets.find((set) => set.key === item.set);
  if (monthly) {
    const shown = releaseMonth('backgrounds', now);
    if (monthly.year * 12 + monthly.month > shown.year * 12 + shown.month) {
      throw new NotAuthorized('messageNotAvailable');
    }
  }
  return target;
}

function grant(player: PlayerState, targets: readonly UnlockTarget[]) {
  let purchased = player.purchased;
  const gearKeys: string[] = [];
  for (const target of targets) {
    if (target.kind === 'gear') gearKeys.push(target.key);
    else purchased = withPurchased(purchased, target.item.kind, target.item.key);
  }
  return gainGear({ ...player, purchased }, gearKeys, { purchased: false });
}

/** The player wearing a customisation (`hair.color` → preferences.hair.color). */
function wear(player: PlayerState, target: UnlockTarget): PlayerState {
  if (target.kind === 'gear') return player;
  const [head, sub] = target.item.kind.split('.') as [string, string | undefined];
  const preferences = player.preferences as unknown as Record<string, unknown>;
  const value =
    sub === undefined
      ? target.item.key
      : { ...(preferences[head] as object | undefined), [sub]: target.item.key };
  return {
    ...player,
    preferences: { ...player.preferences, [head]: value } as PlayerState['preferences'],
  };
}

function unlockSet(player: PlayerState, paths: readonly string[], now: Date): ShopResult {
  const targets = paths.map((path) => targetOrRefuse(path, now));
  const set = unlockSetOf(targets[0]!);
  const asked = new Set(paths);
  const isWholeSet =
    set !== undefined &&
    asked.size === paths.length &&
    set.paths.length === asked.size &&
    set.paths.every((path) => asked.has(path)) &&
    targets.every((target) => target.set === targets[0]!.set);
  if (!isWholeSet || set.gems <= 0) throw new BadRequest('invalidUnlockSet');
  const missing = targets.filter((target) => !ownsUnlock(player, target));
  if (missing.length === 0) throw new NotAuthorized('alreadyUnlocked');
  const restOneByOne = missing.reduce((sum, target) => sum + target.gems, 0);
  if (missing.length < targets.length && restOneByOne < set.gems) {
    throw new NotAuthorized('alreadyUnlockedPart');
  }
  const granted = grant(spendGems(player, set.gems), missing);
  return {
    player: granted.player,
    ...shopMessage('unlocked'),
    notifications: granted.notifications,
  };
}

export function unlock(
  player: PlayerState,
  params: { path?: string },
  { now }: ShopContext,
): ShopResult {
  const path = params.path?.trim();
  if (!path) throw new BadRequest('pathRequired');
  const paths = path.split(',').map((part) => part.trim());
  if (paths.length > 1) return unlockSet(player, paths, now);

  const target = targetOrRefuse(path, now);
  if (target.set === undefined) throw new BadRequest('invalidUnlockSet');
  if (ownsUnlock(player, target)) {
    // An unlocked customisation stays owned; unlocking it again only wears it.
    return { player: wear(player, target), ...shopMessage('unlocked'), notifications: [] };
  }
  const granted = grant(spendGems(player, target.gems), [target]);
  return {
    player: wear(granted.player, target),
    ...shopMessage('unlocked'),
    notifications: granted.notifications,
  };
}
