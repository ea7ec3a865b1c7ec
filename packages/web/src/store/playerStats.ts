// The player lives in the session store's user; changes to it go through optimistic.ts.
import type { PlayerState } from '@questlog/core';
import type { Player } from '../api/tasksTypes.ts';
import type { User } from '../api/types.ts';
import { useSessionStore } from './sessionStore.ts';

export function currentPlayer(): Player | null {
  return useSessionStore.getState().user as Player | null;
}

export function usePlayer(): Player | null {
  return useSessionStore((state) => state.user as Player | null);
}

/** The user with a rule's player laid over it (computed stats the rule does not know stay). */
export function withPlayer(user: User, player: PlayerState): User {
  return {
    ...user,
    stats: { ...user.stats, ...player.stats },
    items: player.items,
    achievements: player.achievements,
    flags: player.flags,
    preferences: { ...user.preferences, ...player.preferences },
    balance: player.balance,
    purchased: player.purchased,
    pinnedItems: player.pinnedItems,
    unpinnedItems: player.unpinnedItems,
  };
}
