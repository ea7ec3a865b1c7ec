// A player for the inventory tests: makeUser plus wallet, purchases and pins.
import { newPlayerPurchased } from '../../content/newPlayer/newPlayerItems.ts';
import type { PlayerState } from '../../model/player.ts';
import type { PlayerItems } from '../../model/user.ts';
import { deepFreeze, makeUser, type UserOverrides } from '../../testing/factories.ts';

export interface PlayerOverrides extends UserOverrides {
  balance?: number;
  itemChanges?: Partial<PlayerItems>;
  mysteryItems?: string[];
  pinnedItems?: PlayerState['pinnedItems'];
}

export function makePlayer(overrides: PlayerOverrides = {}): PlayerState {
  const {
    balance = 0,
    itemChanges,
    mysteryItems = [],
    pinnedItems = [],
    ...userOverrides
  } = overrides;
  const user = makeUser(userOverrides);
  const purchased = newPlayerPurchased();
  return deepFreeze({
    ...user,
    items: { ...user.items, ...itemChanges },
    balance,
    purchased: { ...purchased, plan: { ...purchased.plan, mysteryItems } },
    pinnedItems,
    unpinnedItems: [],
    loginIncentives: 0,
  });
}
