// What a score tells webhooks: taskActivity `scored` with the task and the player's
// stats (with the computed ones), and userActivity `leveledUp` when the level went up.
import {
  MAX_HEALTH,
  maxMP,
  toNextLevel,
  type ScoreTaskResult,
  type UserState,
} from '@questlog/core';
import { presentTask } from '../../presenters/presentTask.ts';
import type { PlayerEvent } from './webhookEvents.ts';

export function scoreWebhookEvents(
  userId: string,
  direction: 'up' | 'down',
  result: ScoreTaskResult,
  before: UserState,
): PlayerEvent[] {
  const stats = result.user.stats;
  const events: PlayerEvent[] = [
    {
      type: 'task.scored',
      userId,
      data: {
        type: 'scored',
        direction,
        delta: result.delta,
        task: presentTask(result.task),
        user: {
          _tmp: result.tmp,
          stats: {
            ...stats,
            toNextLevel: toNextLevel(stats.lvl),
            maxHealth: MAX_HEALTH,
            maxMP: maxMP({ lvl: stats.lvl, int: stats.int ?? 0, buffs: stats.buffs }),
          },
        },
      },
    },
  ];
  if (stats.lvl > before.stats.lvl) {
    events.push({
      type: 'player.leveledUp',
      userId,
      data: { type: 'leveledUp', initialLvl: before.stats.lvl, finalLvl: stats.lvl },
    });
  }
  return events;
}
