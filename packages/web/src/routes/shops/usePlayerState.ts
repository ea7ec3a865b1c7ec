import { useMemo } from 'react';
import type { PlayerState } from '@questlog/core';
import { useSessionStore } from '../../store/sessionStore.ts';
import { playerStateOf } from '../../store/shopRules.ts';

/** The loaded player as core's rules read it, or null while GET /user has not answered. */
export function usePlayerState(): PlayerState | null {
  const user = useSessionStore((state) => state.user);
  return useMemo(() => (user ? playerStateOf(user) : null), [user]);
}
