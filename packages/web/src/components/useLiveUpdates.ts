// Live updates for the signed-in player: each event of the server's stream carries what changed
// (a chat message in one of their groups, a private message to them, their party's fields), laid
// straight on the one cache the screens read (applyLiveEvent). Nothing is polled or refetched.
// The stream's reader and the stores it updates load once a player is signed in, so the login
// page's first script does not carry them.
import { useEffect } from 'react';

export function useLiveUpdates(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    void Promise.all([import('../api/liveEvents.ts'), import('./applyLiveEvent.ts')]).then(
      ([{ followLiveEvents }, { applyLiveEvent }]) => {
        if (!stop.signal.aborted) void followLiveEvents(applyLiveEvent, stop.signal);
      },
      () => {}, // its chunk did not load (offline on a first visit): screens still read as they open
    );
    return () => stop.abort();
  }, [isSignedIn]);
}
