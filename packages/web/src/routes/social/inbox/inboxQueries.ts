// Conversations and one conversation's pages as queries (social.md §5: 10 a page, newest first).
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { INBOX_PAGE_SIZE, inboxApi } from '../../../api/inboxApi.ts';
import type { InboxMessage } from '../../../api/socialTypes.ts';

export const inboxKeys = {
  conversations: ['inbox', 'conversations'] as const,
  messages: (partnerId: string) => ['inbox', 'messages', partnerId] as const,
};

export const useConversations = () =>
  useQuery({ queryKey: inboxKeys.conversations, queryFn: inboxApi.conversations, retry: false });

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

  return {
    query,
    /** Oldest first, so the newest sits at the bottom. */
    messages: (query.data?.pages.flat() ?? []).slice().reverse(),
    send: async (text: string) => {
      const message = await inboxApi.send(partnerId, text);
      update(([first = [], ...rest]) => [[message, ...first], ...rest]);
      await client.invalidateQueries({ queryKey: inboxKeys.conversations });
    },
    remove: async (messageId: string) => {
      await inboxApi.remove(messageId);
      update((pages) => pages.map((page) => page.filter((one) => one.id !== messageId)));
    },
  };
}
