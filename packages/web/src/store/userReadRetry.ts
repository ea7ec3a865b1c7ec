// While the player this device kept is shown (`fromCache`) and the server's read of the player
// failed (no network, a server error), the read is tried again: at once when the browser says it
// is back online, and otherwise after a wait that doubles from 5 s to at most a minute. Without
// this the kept copy would stay unconfirmed until a reload, and everything that waits for the
// server's player (the day boundary, the outbox's replay) with it.
import type { StoreApi } from 'zustand';

export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 60_000;

interface RetriedSession {
  status: string;
  userLoad: string;
  loadUser(): Promise<void>;
}

const isKeptCopyUnconfirmed = (state: RetriedSession) =>
  state.status === 'fromCache' && state.userLoad === 'failed';

/** Follows the session store for as long as the page lives; gives back a stop for tests. */
export function retryFailedUserReads(store: StoreApi<RetriedSession>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = FIRST_RETRY_MS;

  const retryNow = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = store.getState();
    if (isKeptCopyUnconfirmed(state)) void state.loadUser();
  };

  const follow = (state: RetriedSession) => {
    if (isKeptCopyUnconfirmed(state)) {
      if (timer !== undefined) return;
      timer = setTimeout(retryNow, wait);
      wait = Math.min(wait * 2, LONGEST_RETRY_MS);
      return;
    }
    if (state.userLoad === 'loading') return; // a read on its way: its answer decides
    // confirmed or signed out: nothing to retry, and a later failure starts from the first wait
    clearTimeout(timer);
    timer = undefined;
    wait = FIRST_RETRY_MS;
  };

  const stopFollowing = store.subscribe(follow);
  window.addEventListener('online', retryNow);
  return () => {
    stopFollowing();
    window.removeEventListener('online', retryNow);
    clearTimeout(timer);
  };
}
