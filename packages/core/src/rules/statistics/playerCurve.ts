// The player's experience as one rising curve: the stats keep experience within the level (it
// starts again from 0 at each level-up), so a chart adds what every level below took.
import { toNextLevel } from '../user/levels.ts';

/** Experience earned since level 1: the sum of every finished level's need plus `exp`. */
export function totalExperience({ lvl, exp }: { lvl: number; exp: number }): number {
  let total = exp;
  for (let level = 1; level < lvl; level += 1) total += toNextLevel(level);
  return total;
}
