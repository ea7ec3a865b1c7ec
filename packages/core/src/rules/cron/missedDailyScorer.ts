// Scoring one player's missed dailies in a row at the day boundary, each exactly as scoreTask
// would. The first goes through scoreTask whole: it settles the player (level-ups, unlock flags,
// level drops, the floor of gold, the clamp of mana). A missed daily changes only health, mana's
// clamp and task-based training, so once settled (same flags, items, level, experience and gold
// as the settled answer) the next ones apply just those, instead of rebuilding the whole player
// and its notices a hundred times (docs/scaling.md). missedDailyScorer.test.ts compares both on
// seeded random players.
import type { Daily } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { computedStats } from '../stats/computedStats.ts';
import { clampMana } from '../tasks/mana.ts';
import { scoreMissedDaily } from '../tasks/scoreDaily.ts';
import { type ScoreTaskContext, scoreTask } from '../tasks/scoreTask.ts';

export interface MissedDailyScore {
  user: UserState;
  task: Daily;
  delta: number;
}

export type MissedDailyScorer = (user: UserState, daily: Daily) => MissedDailyScore;

/** A scorer for one boundary of one player: `scoreTask(…, { direction: 'down', cron: true })`. */
export function missedDailyScorer(ctx: ScoreTaskContext): MissedDailyScorer {
  const updatedAt = ctx.now.toISOString();
  let settled: UserState | undefined;
  return (user, daily) => {
    if (!settled || !isSettledAs(user, settled)) {
      const scored = scoreTask({ user, task: daily }, { direction: 'down', cron: true }, ctx);
      settled = scored.user;
      return { user: scored.user, task: scored.task as Daily, delta: scored.delta };
    }
    const computed = computedStats(user);
    const scored = scoreMissedDaily({
      user,
      task: daily,
      direction: 'down',
      times: 1,
      cron: true,
      crit: 1,
      computed,
      now: ctx.now,
    });
    const { stats } = user;
    return {
      user: {
        ...user,
        stats: {
          ...stats,
          training: scored.training,
          mp: clampMana(stats.mp + scored.changes.mp, computed.maxMP),
          hp: Math.max(stats.hp + scored.changes.hp, 0),
        },
      },
      task: { ...scored.task, updatedAt },
      delta: scored.delta,
    };
  };
}

/**
 * Whether `user` comes from the settled answer with only health, mana, training or buffs changed:
 * then updateStats would find nothing more to do (no level to gain, no flag or drop to give) and
 * scoreTask's quest progress is nil for a `down`.
 */
function isSettledAs(user: UserState, settled: UserState): boolean {
  return (
    user.flags === settled.flags &&
    user.items === settled.items &&
    user.achievements === settled.achievements &&
    user.party === settled.party &&
    user.preferences === settled.preferences &&
    user.stats.lvl === settled.stats.lvl &&
    user.stats.exp === settled.stats.exp &&
    user.stats.gp === settled.stats.gp
  );
}
