// The player's stats live in the session store's user; the tasks actions read and replace them.
import type { Player, Stats } from '../api/tasksTypes.ts';
import { useSessionStore } from './sessionStore.ts';

export function currentPlayer(): Player | null {
  return useSessionStore.getState().user as Player | null;
}

export function setPlayerStats(stats: Stats | undefined): void {
  const player = currentPlayer();
  if (!player || !stats) return;
  useSessionStore.getState().setUser({ ...player, stats } as Player);
}

export function usePlayer(): Player | null {
  return useSessionStore((state) => state.user as Player | null);
}
