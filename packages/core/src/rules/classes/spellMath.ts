// The formulas the skills share: diminishing returns and the rogue's bonus.
import type { PlayerState } from '../../model/player.ts';
import type { Buffs, Stats } from '../../model/user.ts';

/** Diminishing returns: approaches `max`, reaching half of it at `half` (default max / 2). */
export function diminishingReturns(bonus: number, max: number, half = max / 2): number {
  return (max * bonus) / (bonus + half);
}

/** The rogue's task bonus: the task's value (at least 1) plus half the stat, scaled by a crit. */
export function rogueBonus(taskValue: number, stat: number, critMultiplier = 1): number {
  return (taskValue < 0 ? 1 : taskValue + 1) + stat * 0.5 * critMultiplier;
}

export function withStats(player: PlayerState, stats: Partial<Stats>): PlayerState {
  return { ...player, stats: { ...player.stats, ...stats } };
}

export function withBuffs(player: PlayerState, buffs: Partial<Buffs>): PlayerState {
  return withStats(player, { buffs: { ...player.stats.buffs, ...buffs } });
}

/** Adds to the player's progress on the party's boss quest. */
export function withQuestProgress(player: PlayerState, up: number): PlayerState {
  const progress = player.party?.quest.progress ?? { up: 0, down: 0, collectedItems: 0 };
  return {
    ...player,
    party: { ...player.party, quest: { progress: { ...progress, up: progress.up + up } } },
  };
}
