// Experience and gold for a scored task, in both directions.
import type { Direction } from './taskValueDelta.ts';

export interface GainsInput {
  delta: number;
  priority: number;
  crit: number;
  /** Computed INT and PER. */
  int: number;
  per: number;
  direction: Direction;
  /** A daily's streak before this scoring changes it; 0 for other tasks. */
  streak: number;
}

export interface Gains {
  exp: number;
  gp: number;
  /** The extra gold the streak gave, for the notice; only when both are positive. */
  streakBonus?: number;
}

export function gains({ delta, priority, crit, int, per, direction, streak }: GainsInput): Gains {
  const exp = Math.round(delta * (1 + int * 0.025) * priority * crit * 6);
  const gpMod = delta * priority * crit * (1 + per * 0.02);
  if (!streak) return { exp, gp: gpMod };
  const currentStreak = direction === 'up' ? streak : streak - 1;
  const gp = gpMod * (1 + currentStreak / 100);
  if (currentStreak > 0 && gpMod > 0)
    return { exp, gp, streakBonus: (gpMod * currentStreak) / 100 };
  return { exp, gp };
}
