// Spending attribute points by hand, in bulk, or all at once by the allocation mode. Each point in
// intelligence also gives 1 mana.
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { ATTRIBUTES, type Attribute } from '../../model/task.ts';
import type { Stats } from '../../model/user.ts';
import { autoAllocate } from '../stats/autoAllocate.ts';
import { hasClass } from './hasClass.ts';
import type { PlayerRuleResult } from './types.ts';

export function isAttribute(value: unknown): value is Attribute {
  return (ATTRIBUTES as readonly unknown[]).includes(value);
}

function requireClass(player: PlayerState): void {
  if (!hasClass(player)) throw new NotAuthorized('allocateNeedsClass');
}

function withPointsIn(stats: Stats, stat: Attribute, amount: number): Stats {
  return {
    ...stats,
    [stat]: stats[stat] + amount,
    points: stats.points - amount,
    ...(stat === 'int' ? { mp: stats.mp + amount } : {}),
  };
}

/** One point into `stat` (str when none is named, as the original does). */
export function allocateStat(player: PlayerState, stat: string = 'str'): PlayerRuleResult {
  if (!isAttribute(stat)) throw new BadRequest('invalidAttribute', { params: { attr: stat } });
  requireClass(player);
  if (player.stats.points <= 0) throw new NotAuthorized('notEnoughAttrPoints');
  return { player: { ...player, stats: withPointsIn(player.stats, stat, 1) } };
}

/** `{ str: 2, int: 1 }`: whole non-negative numbers of points, at most the points held. */
export function allocateBulk(player: PlayerState, stats: unknown): PlayerRuleResult {
  if (stats === null || typeof stats !== 'object' || Array.isArray(stats)) {
    throw new BadRequest('statsObjectRequired');
  }
  const entries = Object.entries(stats as Record<string, unknown>);
  const invalid = entries.map(([key]) => key).filter((key) => !isAttribute(key));
  if (invalid.length > 0) {
    throw new BadRequest('invalidAttribute', { params: { attr: invalid.join(',') } });
  }
  const amounts = entries as [Attribute, unknown][];
  for (const [stat, amount] of amounts) {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) {
      throw new BadRequest('invalidAttributeAmount', { params: { attr: stat } });
    }
  }
  requireClass(player);
  const total = amounts.reduce((sum, [, amount]) => sum + (amount as number), 0);
  if (player.stats.points <= 0 || total > player.stats.points) {
    throw new NotAuthorized('notEnoughAttrPoints');
  }
  let next = player.stats;
  for (const [stat, amount] of amounts) next = withPointsIn(next, stat, amount as number);
  return { player: { ...player, stats: next } };
}

/** Every point held, one at a time by the player's allocation mode. */
export function allocateNow(player: PlayerState): PlayerRuleResult {
  requireClass(player);
  let stats = player.stats;
  for (let point = 0; point < player.stats.points; point += 1) {
    stats = autoAllocate(stats, player.preferences.allocationMode);
  }
  return { player: { ...player, stats: { ...stats, points: 0 } } };
}
