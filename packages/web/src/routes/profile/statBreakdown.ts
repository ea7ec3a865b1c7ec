// The attribute breakdown the stats page shows: core's attributeBreakdown (allocated + gear + class
// bonus + buffs + level bonus), one row per attribute.
import {
  attributeBreakdown,
  type AttributeParts as CoreAttributeParts,
  type PlayerClass,
} from '@questlog/core';

export const ATTRIBUTE_KEYS = ['str', 'con', 'int', 'per'] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

export interface AttributeParts extends CoreAttributeParts {
  attribute: AttributeKey;
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

/** Core's breakdown of each attribute, for a player whose fields may be missing. */
export function statBreakdown(player: StatsPlayer): AttributeParts[] {
  const stats = player.stats ?? {};
  const attributes = Object.fromEntries(
    ATTRIBUTE_KEYS.map((attribute) => [attribute, numberOf(stats[attribute])]),
  ) as Record<AttributeKey, number>;
  const buffs = Object.fromEntries(
    ATTRIBUTE_KEYS.map((attribute) => [attribute, numberOf(stats.buffs?.[attribute])]),
  ) as Record<AttributeKey, number>;
  const parts = attributeBreakdown({
    stats: {
      ...attributes,
      lvl: numberOf(stats.lvl) || 1,
      class: (stats.class ?? 'warrior') as PlayerClass,
      buffs,
    },
    items: { gear: { equipped: player.items?.gear?.equipped ?? {} } },
  });
  return ATTRIBUTE_KEYS.map((attribute) => ({ attribute, ...parts[attribute] }));
}
