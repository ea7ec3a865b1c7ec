// Conversations and one conversation's pages (10 a page, newest first), held in the one cache
// (store/readsStore.ts), and the partner's public profile when there is no conversation yet. A
// message sent, liked, reported or deleted goes through the one primitive.
import { useCallback } from 'react';
import { INBOX_PAGE_SIZE, inboxApi } from '../../../api/inboxApi.ts';
import type { Conversation, InboxMessage } from '../../../api/socialTypes.ts';
import { confirmChange, sendChange, withRead, type GameState } from '../../../store/optimistic.ts';
import { reloadReads } from '../../../store/readsStore.ts';
import { useServerPages } from '../../../store/useServerPages.ts';
import { useServerRead } from '../../../store/useServerRead.ts';
import { useMember } from '../../profile/useProfilePlayer.ts';
import { inboxKeys } from './inboxKeys.ts';

export { inboxKeys };

export function useConversations() {
  const read = useServerRead(inboxKeys.conversations, inboxApi.conversations);
  return { ...read, isSuccess: read.data !== undefined && !read.isError };
}

/** Opening a conversation: its unread badge goes (the page marks every message read). */
export function useConversationOpened(partnerId: string | null) {
  return useCallback(
    (conversations: Conversation[] | undefined) => {
      if (!partnerId || !conversations?.some((one) => one._id === partnerId && one.newMessages)) {
        return;
      }
      // the server's word once the page has marked them read
      confirmChange((state) =>
        withRead<Conversation[]>(state, inboxKeys.conversations, (list) =>
          list.map((one) => (one._id === partnerId ? { ...one, newMessages: 0 } : one)),
        ),
      );
    },
    [partnerId],
  );
}

/**
 * Who a new conversation is with (GET /members/:id, shared with the profile modal's). A failed
 * member fetch shows no notice: the page names the id instead.
 */
export function usePartnerProfile(partnerId: string, isNeeded: boolean) {
  return useMember(partnerId, isNeeded);
}

export function useConversationMessages(partnerId: string) {
  const key = inboxKeys.messages(partnerId);
  const query = useServerPages(key, {
    readPage: (page: number) => inboxApi.messages(partnerId, page),
    firstParam: 0,
    nextParam: (last: InboxMessage[], pages) =>
      last.length < INBOX_PAGE_SIZE ? undefined : pages.length,
  });

  const withPages = (state: GameState, change: (pages: InboxMessage[][]) => InboxMessage[][]) =>
    withRead(state, key, change);
  const withReplaced = (state: GameState, answer: InboxMessage) =>
    withPages(state, (pages) =>
      pages.map((page) => page.map((one) => (one.id === answer.id ? { ...one, ...answer } : one))),
    );

  return {
    query,
    /** Oldest first, so the newest sits at the bottom. */
    messages: (query.data?.flat() ?? []).slice().reverse(),
    send: async (text: string) => {
      await sendChange({
        send: () => inboxApi.send(partnerId, text),
        settle: (state, message) =>
          withPages(state, ([first = [], ...rest]) => [[message, ...first], ...rest]),
        reread: () => reloadReads(inboxKeys.conversations),
      });
    },
    like: async (message: InboxMessage) => {
      await sendChange({
        send: () => inboxApi.like(message.uniqueMessageId ?? message.id),
        settle: withReplaced,
      });
    },
    flag: async (messageId: string, comment: string) => {
      await sendChange({ send: () => inboxApi.flag(messageId, comment), settle: withReplaced });
    },
    remove: async (messageId: string) => {
      await sendChange({
        send: () => inboxApi.remove(messageId),
        settle: (state) =>
          withPages(state, (pages) =>
            pages.map((page) => page.filter((one) => one.id !== messageId)),
          ),
      });
    },
  };
}

export type ConversationThread = ReturnType<typeof useConversationMessages>;
