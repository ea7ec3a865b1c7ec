// Computed attributes: base + gear + class bonus + buffs + level bonus, the one place every rule
// reads attributes from.
import { ATTRIBUTES } from '../../model/task.ts';
import type { AttributeValues, UserState } from '../../model/user.ts';
import { MAX_HEALTH } from '../user/levels.ts';
import { attributeBreakdown } from './attributeBreakdown.ts';

export interface ComputedStats extends AttributeValues {
  maxHealth: number;
  maxMP: number;
}

export function computedStats(user: UserState): ComputedStats {
  const inputs = inputsOf(user);
  if (last && sameInputs(last.inputs, inputs)) return { ...last.stats };
  const parts = attributeBreakdown(user);
  const values = Object.fromEntries(
    ATTRIBUTES.map((attribute) => [attribute, parts[attribute].total]),
  ) as AttributeValues;
  const stats = { ...values, maxHealth: MAX_HEALTH, maxMP: 2 * values.int + 30 };
  last = { inputs, stats };
  return { ...stats };
}

// The day boundary scores up to a hundred missed dailies of one player in a row, and each score
// asks for the attributes again with only health changed: the last answer is given again for the
// same inputs (docs/scaling.md). The inputs are copied, so a later change to the player is seen.
let last: { inputs: Inputs; stats: ComputedStats } | undefined;

interface Inputs {
  scalars: readonly unknown[];
  equipped: readonly (readonly [string, string])[];
}

function inputsOf({ stats, items }: UserState): Inputs {
  const { buffs } = stats;
  return {
    scalars: [
      stats.lvl,
      stats.class,
      stats.str,
      stats.int,
      stats.per,
      stats.con,
      buffs.str,
      buffs.int,
      buffs.per,
      buffs.con,
    ],
    equipped: Object.entries(items.gear.equipped),
  };
}

function sameInputs(before: Inputs, now: Inputs): boolean {
  return (
    before.scalars.every((value, index) => value === now.scalars[index]) &&
    before.equipped.length === now.equipped.length &&
    before.equipped.every(
      ([slot, key], index) => now.equipped[index]![0] === slot && now.equipped[index]![1] === key,
    )
  );
}
