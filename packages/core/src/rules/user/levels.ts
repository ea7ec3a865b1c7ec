// Derived stats the API adds to a user: experience to the next level, the level bonus, max mana.

export const MAX_HEALTH = 50;
export const MAX_LEVEL = 9999;

/** Experience needed to leave `lvl`: L1 25, L5 150, L6 210, L100 3640. */
export function toNextLevel(lvl: number): number {
  if (lvl < 5) return 25 * lvl;
  if (lvl === 5) return 150;
  return Math.round((0.25 * lvl ** 2 + 10 * lvl + 139.75) / 10) * 10;
}

/** Half a point per level, up to level 100, added to each attribute. */
export function levelBonus(lvl: number): number {
  return Math.floor(Math.min(lvl, 100) / 2);
}

/**
 * Max mana is 2 × computed intelligence + 30. Gear and class bonuses join `int` when the
 * equipment rules exist; until then computed INT is base + buff + level bonus.
 */
export function maxMP(stats: { lvl: number; int: number; buffs?: { int?: number } }): number {
  const intelligence = stats.int + (stats.buffs?.int ?? 0) + levelBonus(stats.lvl);
  return 2 * intelligence + 30;
}
