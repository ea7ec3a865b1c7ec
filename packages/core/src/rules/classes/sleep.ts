// Resting in the inn (seed 001 §4 "Other user states", game-rules.md §2.13): a toggle; while
// asleep the day boundary deals no damage (the cron rules read it).
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
