// Live updates for the signed-in player (issue 16 point 2): a chat message in one of their
// groups refreshes that chat (and the party, whose chat comes with it); a private message
// refreshes the inbox and the unread count. Nothing is polled.
import { use, useEffect } from 'react';
import { followLiveEvents } from '../api/liveEvents.ts';
import { QueryClientSlotContext } from '../api/queryClientSlot.ts';
import { chatKey } from '../routes/social/chat/chatKey.ts';
import { loadParty, usePartyStore } from '../store/partyStore.ts';
import { useSessionStore } from '../store/sessionStore.ts';

export function useLiveUpdates(isSignedIn: boolean): void {
  // The app's query cache as the screens made it (api/queryClientSlot.ts), read at each event: the
  // stream starts at once and does not restart when the first screen that queries makes the cache.
  const slot = use(QueryClientSlotContext);
  useEffect(() => {
    if (!isSignedIn || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    void followLiveEvents((event) => {
      if (event.type === 'chat.messagePosted' && event.groupId) {
        void slot.client?.invalidateQueries({ queryKey: chatKey(event.groupId) });
        if (usePartyStore.getState().party?.id === event.groupId) void loadParty();
      } else if (event.type === 'inbox.messageReceived') {
        void slot.client?.invalidateQueries({ queryKey: ['inbox'] });
        void useSessionStore.getState().refetchUser();
      }
    }, stop.signal);
    return () => stop.abort();
  }, [slot, isSignedIn]);
}
