// Resting in the inn: a toggle; while asleep the day boundary deals no damage (cron reads it).
import type { PlayerState } from '../../model/player.ts';
import type { PlayerRuleResult } from './types.ts';

export function toggleSleep(player: PlayerState): PlayerRuleResult {
  return {
    player: {
      ...player,
      preferences: { ...player.preferences, sleep: !player.preferences.sleep },
    },
  };
}
