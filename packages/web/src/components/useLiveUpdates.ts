// Live updates for the signed-in player: each event of the server's stream carries what changed
// (a chat message in one of their groups, a private message to them, their party's fields), laid
// straight on the caches the screens read (applyLiveEvent). Nothing is polled or refetched.
import { use, useEffect } from 'react';
import { followLiveEvents } from '../api/liveEvents.ts';
import { QueryClientSlotContext } from '../api/queryClientSlot.ts';
import { applyLiveEvent } from './applyLiveEvent.ts';

export function useLiveUpdates(isSignedIn: boolean): void {
  // The app's query cache as the screens made it (api/queryClientSlot.ts), read at each event: the
  // stream starts at once and does not restart when the first screen that queries makes the cache.
  const slot = use(QueryClientSlotContext);
  useEffect(() => {
    if (!isSignedIn || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    void followLiveEvents((event) => applyLiveEvent(event, slot.client), stop.signal);
    return () => stop.abort();
  }, [slot, isSignedIn]);
}
