import { useMemo } from 'react';
import { useSessionStore } from '../../store/sessionStore.ts';

interface Pin {
  path: string;
  type: string;
}

/** The player's pinned items (the rewards column), as the session's user holds them. */
export function usePinnedItems(): readonly Pin[] {
  const pins = useSessionStore(
    (state) => (state.user as { pinnedItems?: Pin[] } | null)?.pinnedItems,
  );
  return pins ?? [];
}

export function usePinnedPaths(): ReadonlySet<string> {
  const pins = usePinnedItems();
  return useMemo(() => new Set(pins.map((pin) => pin.path)), [pins]);
}
