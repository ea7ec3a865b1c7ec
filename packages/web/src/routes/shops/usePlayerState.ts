import { useMemo } from 'react';
import { playerFromApi, type PlayerState } from '@questlog/core';
import { useSessionStore } from '../../store/sessionStore.ts';

export type PlayerLoad =
  | { status: 'loading' }
  /** The user answer lacks the stats or the items (a partial user): nothing to show or apply. */
  | { status: 'unreadable' }
  | { status: 'loaded'; player: PlayerState };

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/** The loaded player as core's rules read it. */
export function usePlayerLoad(): PlayerLoad {
  const user = useSessionStore((state) => state.user);
  return useMemo((): PlayerLoad => {
    if (!user) return { status: 'loading' };
    if (!isObject(user.stats) || !isObject(user.items) || !isObject(user.items.gear)) {
      return { status: 'unreadable' };
    }
    return { status: 'loaded', player: playerFromApi(user) };
  }, [user]);
}

/** The loaded player, or null while it is loading or unreadable. */
export function usePlayerState(): PlayerState | null {
  const load = usePlayerLoad();
  return load.status === 'loaded' ? load.player : null;
}
