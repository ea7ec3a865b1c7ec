// The stats GET /user computes from the level (experience to the next level, max mana), worked
// out by core for the level on screen. Without this a level-up shown before the answer, and the
// score answer itself (it carries only the stored stats), keep the old level's figures until the
// next reload: 5 / 250 at level 10 instead of 5 / 260.
import { maxMP, toNextLevel } from '@questlog/core';
import type { User } from '../api/types.ts';

/** `user` with the figures it holds recomputed for its level; the same object when they agree. */
export function withLevelFigures(user: User): User {
  const { stats } = user;
  if (!stats) return user;
  const figures: { toNextLevel?: number; maxMP?: number } = {};
  // Only the figures a GET /user gave: a player built from answers alone has none to correct.
  if (stats.toNextLevel !== undefined) figures.toNextLevel = toNextLevel(stats.lvl);
  if (stats.maxMP !== undefined) {
    figures.maxMP = maxMP({ lvl: stats.lvl, int: stats.int ?? 0, buffs: stats.buffs });
  }
  const isCurrent = figures.toNextLevel === stats.toNextLevel && figures.maxMP === stats.maxMP;
  return isCurrent ? user : { ...user, stats: { ...stats, ...figures } };
}
