// Reviving after health ran out: full health, experience and gold lost, one level and one attribute
// point lost. The client shows the "you died" dialog while hp is 0 and offers only this.
import { NotAuthorized } from '../../errors.ts';
import type { Attribute } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { MAX_HEALTH } from './levels.ts';

/** Candidates for the lost point, sorted by name as the original does. */
const ATTRIBUTES_BY_NAME: readonly Attribute[] = ['con', 'int', 'per', 'str'];

export interface ReviveResult {
  user: UserState;
  /** The attribute that lost a point, if any had one. */
  lostStat?: Attribute;
}

/**
 * The original also takes one losable piece of owned gear (of value, of the player's class, a
 * special item the class may use, or from the Armoire). That needs the gear catalogue (value,
 * class): the equipment issue adds it here. Until then no gear is lost.
 */
/** Health ran out: the player may only revive (and scores nothing until then). */
export function hasFainted(stats: { hp: number }): boolean {
  return stats.hp <= 0;
}

export function revive(user: UserState, ctx: { random: () => number }): ReviveResult {
  if (!hasFainted(user.stats)) throw new NotAuthorized('cannotRevive');
  const stats = {
    ...user.stats,
    hp: MAX_HEALTH,
    exp: 0,
    gp: 0,
    lvl: Math.max(1, user.stats.lvl - 1),
  };
  const candidates = ATTRIBUTES_BY_NAME.filter((attribute) => stats[attribute] > 0);
  const lostStat = candidates[Math.floor(ctx.random() * candidates.length)];
  if (lostStat) stats[lostStat] -= 1;
  return { user: { ...user, stats }, ...(lostStat ? { lostStat } : {}) };
}
