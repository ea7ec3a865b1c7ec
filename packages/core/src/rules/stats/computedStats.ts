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
  const parts = attributeBreakdown(user);
  const values = Object.fromEntries(
    ATTRIBUTES.map((attribute) => [attribute, parts[attribute].total]),
  ) as AttributeValues;
  return { ...values, maxHealth: MAX_HEALTH, maxMP: 2 * values.int + 30 };
}
