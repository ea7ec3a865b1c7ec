// Conversations and one conversation's pages as queries (10 a page, newest first), and the
// partner's public profile when there is no conversation yet.
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { INBOX_PAGE_SIZE, inboxApi } from '../../../api/inboxApi.ts';
import type { Conversation, InboxMessage } from '../../../api/socialTypes.ts';
import { useMember } from '../../profile/useProfilePlayer.ts';
import { inboxKeys } from './inboxKeys.ts';

export { inboxKeys };

export const useConversations = () =>
  useQuery({ queryKey: inboxKeys.conversations, queryFn: inboxApi.conversations, retry: false });

/** Opening a conversation: its unread badge goes (the page marks every message read). */
export function useConversationOpened(partnerId: string | null) {
  const client = useQueryClient();
  return useCallback(
    (conversations: Conversation[] | undefined) => {
      if (!partnerId || !conversations?.some((one) => one._id === partnerId && one.newMessages)) {
        return;
      }
      client.setQueryData<Conversation[]>(inboxKeys.conversations, (list) =>
        list?.map((one) => (one._id === partnerId ? { ...one, newMessages: 0 } : one)),
      );
    },
    [client, partnerId],
  );
}

/**
 * Who a new conversation is with (GET /members/:id, shared with the profile modal's cache). A
 * failed member fetch shows no notice: the page names the id instead.
 */
export function usePartnerProfile(partnerId: string, isNeeded: boolean) {
  return useMember(partnerId, isNeeded);
}

export function useConversationMessages(partnerId: string) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: inboxKeys.messages(partnerId),
    queryFn: ({ pageParam }) => inboxApi.messages(partnerId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: InboxMessage[], pages) =>
      last.length < INBOX_PAGE_SIZE ? undefined : pages.length,
    retry: false, // the request layer already showed the refusal
  });

  function update(change: (pages: InboxMessage[][]) => InboxMessage[][]) {
    client.setQueryData<InfiniteData<InboxMessage[], number>>(
      inboxKeys.messages(partnerId),
      (data) => data && { ...data, pages: change(data.pages) },
    );
  }

  const replace = (answer: InboxMessage) =>
    update((pages) =>
      pages.map((page) => page.map((one) => (one.id === answer.id ? { ...one, ...answer } : one))),
    );

  return {
    query,
    /** Oldest first, so the newest sits at the bottom. */
    messages: (query.data?.pages.flat() ?? []).slice().reverse(),
    send: async (text: string) => {
      const message = await inboxApi.send(partnerId, text);
      update(([first = [], ...rest]) => [[message, ...first], ...rest]);
      await client.invalidateQueries({ queryKey: inboxKeys.conversations });
    },
    like: async (message: InboxMessage) => {
      const answer = await inboxApi.like(message.uniqueMessageId ?? message.id);
      replace(answer);
    },
    flag: async (messageId: string, comment: string) =>
      replace(await inboxApi.flag(messageId, comment)),
    remove: async (messageId: string) => {
      await inboxApi.remove(messageId);
      update((pages) => pages.map((page) => page.filter((one) => one.id !== messageId)));
    },
  };
}

export type ConversationThread = ReturnType<typeof useConversationMessages>;
