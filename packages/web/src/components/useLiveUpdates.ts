// Live updates for the signed-in player: each event of the server's stream carries what changed
// (a chat message in one of their groups, a private message to them, their party's fields), laid
// straight on the one cache the screens read (applyLiveEvent). Nothing is polled or refetched.
import { useEffect } from 'react';
import { followLiveEvents } from '../api/liveEvents.ts';
import { applyLiveEvent } from './applyLiveEvent.ts';

export function useLiveUpdates(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    void followLiveEvents(applyLiveEvent, stop.signal);
    return () => stop.abort();
  }, [isSignedIn]);
}
