// issue 19.7: on a phone the tasks screen shows one column at a time, and the search pages fold
// their filters away. The width is the one the stylesheets' phone rules use (40rem, as in
// Tasks.module.css); jsdom has no matchMedia: wide layout.
import { useCallback, useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 40rem)';
/** Short of room for a drawer beside the columns: a phone, or a laptop's short screen. */
export const CRAMPED_QUERY = '(max-width: 40rem), (max-height: 56rem)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether the screen matches `query` now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
