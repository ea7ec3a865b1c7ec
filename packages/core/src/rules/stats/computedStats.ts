// Computed attributes (game-rules.md §5.2): base + gear + class bonus + buffs + level bonus.
import type { Attribute } from '../../model/task.ts';
import { ATTRIBUTES } from '../../model/task.ts';
import type { AttributeValues, UserState } from '../../model/user.ts';
import { MAX_HEALTH, levelBonus } from '../user/levels.ts';

export interface ComputedStats extends AttributeValues {
  maxHealth: number;
  maxMP: number;
}

/**
 * Gear and class bonuses are 0 until the equipment catalogue exists (the equipment issue adds
 * them here: the one place every rule reads attributes from).
 */
function gearBonus(_user: UserState, _attribute: Attribute): number {
  return 0;
}

function classBonus(_user: UserState, _attribute: Attribute): number {
  return 0;
}

export function computedStats(user: UserState): ComputedStats {
  const { stats } = user;
  const values = Object.fromEntries(
    ATTRIBUTES.map((attribute) => [
      attribute,
      stats[attribute] +
        gearBonus(user, attribute) +
        classBonus(user, attribute) +
        stats.buffs[attribute] +
        levelBonus(stats.lvl),
    ]),
  ) as AttributeValues;
  return { ...values, maxHealth: MAX_HEALTH, maxMP: 2 * values.int + 30 };
}
