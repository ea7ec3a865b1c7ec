// What owning a new piece of gear sets off: the purchasedEquipment first step of onboarding (and
// its 100 gold when it completes the set), the ultimate-gear achievement of a class whose every
// last-tier piece is owned, and the armoire once any class has it.
import { GEAR } from '../../content/gear/index.ts';
import type { PlayerState } from '../../model/player.ts';
import { PLAYER_CLASSES, type PlayerClass } from '../../model/user.ts';
import { grantOnboardingAchievement } from '../user/onboarding.ts';
import type { ShopNotification } from './shopResult.ts';

/** The last-tier pieces of a class's market line (weapon, armor, head and shield if any). */
export function lastTierKeysOf(klass: PlayerClass): readonly string[] {
  return GEAR.filter((item) => item.klass === klass && item.last).map((item) => item.key);
}

export interface GearGained {
  player: PlayerState;
  notifications: ShopNotification[];
}

/** Marks `keys` owned and applies the achievements that follow. */
export function gainGear(
  player: PlayerState,
  keys: readonly string[],
  { purchased }: { purchased: boolean },
): GearGained {
  const owned = { ...player.items.gear.owned };
  for (const key of keys) owned[key] = true;
  let next: PlayerState = {
    ...player,
    items: { ...player.items, gear: { ...player.items.gear, owned } },
  };
  const notifications: ShopNotification[] = [];
  if (purchased) {
    const granted = grantOnboardingAchievement(next, 'purchasedEquipment');
    next = { ...next, ...granted.user };
    notifications.push(...granted.userNotifications);
  }
  const ultimate = { ...next.achievements.ultimateGearSets };
  for (const klass of PLAYER_CLASSES) {
    if (ultimate[klass]) continue;
    if (lastTierKeysOf(klass).every((key) => owned[key] === true)) {
      ultimate[klass] = true;
      notifications.push({ type: 'ULTIMATE_GEAR_ACHIEVEMENT', data: { class: klass } });
    }
  }
  const hasUltimate = PLAYER_CLASSES.some((klass) => ultimate[klass]);
  next = {
    ...next,
    achievements: { ...next.achievements, ultimateGearSets: ultimate },
    flags: hasUltimate ? { ...next.flags, armoireEnabled: true } : next.flags,
  };
  return { player: next, notifications };
}
