// Live updates for the signed-in player (issue 16 point 2): a chat message in one of their
// groups refreshes that chat (and the party, whose chat comes with it); a private message
// refreshes the inbox and the unread count. Nothing is polled.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followLiveEvents } from '../api/liveEvents.ts';
import { chatKey } from '../routes/social/chat/useGroupChat.ts';
import { loadParty, usePartyStore } from '../store/partyStore.ts';
import { useSessionStore } from '../store/sessionStore.ts';

export function useLiveUpdates(isSignedIn: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!isSignedIn || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    void followLiveEvents((event) => {
      if (event.type === 'chat.messagePosted' && event.groupId) {
        void client.invalidateQueries({ queryKey: chatKey(event.groupId) });
        if (usePartyStore.getState().party?.id === event.groupId) void loadParty();
      } else if (event.type === 'inbox.messageReceived') {
        void client.invalidateQueries({ queryKey: ['inbox'] });
        void useSessionStore.getState().refetchUser();
      }
    }, stop.signal);
    return () => stop.abort();
  }, [client, isSignedIn]);
}
