// The whole player as the shop, inventory, class and spell rules see it: the game state of
// UserState plus the wallet (gems as `balance`, gems divided by 4), what was purchased or unlocked,
// and the pinned reward items. Rules take a PlayerState and give a new one back.
import type { SubscriptionPlan } from './plan.ts';
import type { UserState } from './user.ts';

export interface Purchased {
  plan: SubscriptionPlan;
  /** Unlocked customisations by kind (background, hair colour, skin, shirt, …): key → true. */
  background: Record<string, boolean>;
  hair: Record<string, Record<string, boolean>>;
  skin: Record<string, boolean>;
  shirt: Record<string, boolean>;
  txnCount?: number;
}

export interface PinnedItem {
  /** The item's catalogue path, e.g. `gear.flat.weapon_warrior_1` or `potion`. */
  path: string;
  /** The shop kind it comes from (marketGear, potion, armoire, quests, …). */
  type: string;
}

export interface PlayerState extends UserState {
  /** Gems divided by 4: 1 gem is 0.25. */
  balance: number;
  purchased: Purchased;
  pinnedItems: PinnedItem[];
  unpinnedItems: PinnedItem[];
  loginIncentives: number;
}

/** Gems a player holds (balance × 4). */
export function gemsOf(player: Pick<PlayerState, 'balance'>): number {
  return Math.round(player.balance * 4 * 1000) / 1000;
}
