// The attribute breakdown the stats page shows (game-rules.md §5.2): computed = allocated + gear
// + class bonus + buffs + level bonus. Core's computedStats gives the totals the rules use and
// has no gear or class part yet, so the parts are summed here for display from the gear
// catalogue: gear adds each equipped battle piece's attribute, the class bonus half of it again
// for pieces of the player's class.
import { gearByKey, levelBonus } from '@questlog/core';

export const ATTRIBUTE_KEYS = ['str', 'con', 'int', 'per'] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

export interface AttributeParts {
  attribute: AttributeKey;
  level: number;
  gear: number;
  class: number;
  buffs: number;
  allocated: number;
  total: number;
}

/** The parts of a player the breakdown reads. */
export interface StatsPlayer {
  stats?: {
    lvl?: number;
    class?: string;
    buffs?: Partial<Record<string, unknown>>;
  } & Partial<Record<AttributeKey, number>>;
  items?: { gear?: { equipped?: Record<string, string> } };
}

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export function statBreakdown(player: StatsPlayer): AttributeParts[] {
  const stats = player.stats ?? {};
  const equipped = Object.values(player.items?.gear?.equipped ?? {}).flatMap((key) => {
    const item = gearByKey(key);
    return item ? [item] : [];
  });
  const playerClass = stats.class;
  return ATTRIBUTE_KEYS.map((attribute) => {
    const level = levelBonus(stats.lvl ?? 1);
    const gear = equipped.reduce((sum, item) => sum + item[attribute], 0);
    const ofClass = equipped.filter(
      (item) => item.klass === playerClass || item.specialClass === playerClass,
    );
    const classBonus = ofClass.reduce((sum, item) => sum + item[attribute] * 0.5, 0);
    const buffs = numberOf(stats.buffs?.[attribute]);
    const allocated = numberOf(stats[attribute]);
    return {
      attribute,
      level,
      gear,
      class: classBonus,
      buffs,
      allocated,
      total: level + gear + classBonus + buffs + allocated,
    };
  });
}
