// Every piece of gear, in one list and by key.
import { armoireGear } from './armoireGear.ts';
import { baseGear, classGear } from './classGear.ts';
import { cosmeticGear } from './cosmeticGear.ts';
import { eventGear } from './eventGear.ts';
import { mysteryGear } from './mysteryGear.ts';
import { seasonalGear } from './seasonalGear.ts';
import { loginRewardGear, questRewardGear, restrictedGear } from './specialGear.ts';
import type { GearItem } from './types.ts';
import { recordByKey } from '../../ownValue.ts';

/** The gear families, for counts and for shops that list one family. */
export const GEAR_FAMILIES = {
  base: baseGear,
  class: classGear,
  restricted: restrictedGear,
  questRewards: questRewardGear,
  loginRewards: loginRewardGear,
  seasonal: seasonalGear,
  events: eventGear,
  cosmetic: cosmeticGear,
  mystery: mysteryGear,
  armoire: armoireGear,
} as const satisfies Record<string, readonly GearItem[]>;

export const GEAR: readonly GearItem[] = Object.values(GEAR_FAMILIES).flat();

export const GEAR_BY_KEY: Readonly<Record<string, GearItem>> = recordByKey(GEAR);

export function gearByKey(key: string): GearItem | undefined {
  return Object.hasOwn(GEAR_BY_KEY, key) ? GEAR_BY_KEY[key] : undefined;
}
