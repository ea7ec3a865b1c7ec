// The whole player (core's PlayerState) from the user row, and back to the columns a change
// writes. Routes of the shop, inventory, class and spell calls run a core rule on this state
// inside changeUser and hand `playerColumns(next)` to setUserColumns.
import { emptyPlan, type PlayerState, type UserState } from '@questlog/core';
import type { UserRow } from '../db/repositories/users.ts';
import { balanceOf, gemsOf } from './gems.ts';

/** A user row, or one with a rule result's parts in it (the day boundary's quest step). */
type PlayerRow = Omit<UserRow, RuleParts> & Pick<UserState, RuleParts>;
type RuleParts = 'stats' | 'items' | 'achievements' | 'flags';

export function playerStateOf(row: PlayerRow): PlayerState {
  const purchased = row.purchased as Partial<PlayerState['purchased']>;
  return {
    ...userStateOf(row),
    balance: balanceOf(row.gems),
    purchased: {
      ...purchased,
      plan: { ...emptyPlan(), ...purchased.plan },
      background: purchased.background ?? {},
      hair: purchased.hair ?? {},
      skin: purchased.skin ?? {},
      shirt: purchased.shirt ?? {},
    },
    pinnedItems: row.pinned_items,
    unpinnedItems: row.unpinned_items,
    loginIncentives: row.login_incentives,
  };
}

/** The user-row columns holding `player` (for PlayerChange.setUserColumns). */
export function playerColumns(player: PlayerState, row: UserRow): Record<string, unknown> {
  return {
    stats: player.stats,
    items: player.items,
    achievements: player.achievements,
    flags: player.flags,
    preferences: { ...row.preferences, ...player.preferences },
    party: { ...row.party, ...player.party },
    gems: gemsOf(player.balance),
    purchased: { ...row.purchased, ...player.purchased },
    // As JSON text: node-postgres would send a JS array as a PostgreSQL array, not as jsonb.
    pinned_items: JSON.stringify(player.pinnedItems),
    unpinned_items: JSON.stringify(player.unpinnedItems),
  };
}

/** The game state core's rules take, from the user row. */
export function userStateOf(row: PlayerRow): UserState {
  const { quest } = row.party;
  return {
    id: row.id,
    stats: row.stats,
    items: row.items,
    achievements: row.achievements,
    flags: row.flags,
    preferences: row.preferences,
    // Drops read the contributor level (game-rules: drop chance and daily cap).
    ...(row.contributor ? { contributor: row.contributor } : {}),
    // `{}` until the player meets a party quest (JSON keeps no undefined quest).
    ...(quest !== undefined ? { party: { ...row.party, quest } } : {}),
  };
}
