// issue 19.7: on a phone the tasks screen shows one column at a time, and the search pages fold
// their filters away. The width is the one the stylesheets' phone rules use (40rem, as in
// Tasks.module.css); jsdom has no matchMedia: wide layout.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 40rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhoneWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}
