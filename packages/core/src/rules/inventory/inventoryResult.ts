// What every inventory and stable rule gives back: the new player, and the message to show.
import type { PlayerState } from '../../model/player.ts';
import type { PlayerItems } from '../../model/user.ts';
import type { PlayerRuleResult } from '../playerRuleResult.ts';

/** Notifications: ONBOARDING_COMPLETE when a rule completes onboarding. */
export type InventoryResult = PlayerRuleResult;

/** The player with some inventory entries replaced. */
export function withItems(player: PlayerState, items: Partial<PlayerItems>): PlayerState {
  return { ...player, items: { ...player.items, ...items } };
}

/** Stable achievements the original keeps beside the typed ones. */
export interface StableAchievements {
  beastMasterCount?: number;
  mountMasterCount?: number;
  triadBingo?: boolean;
  triadBingoCount?: number;
}
