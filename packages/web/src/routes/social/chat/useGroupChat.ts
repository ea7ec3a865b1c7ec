// One group's chat as a query (lists such as chat live in TanStack Query): read, post, like,
// report, clear reports (moderators) and delete, each awaiting the server and then taking its answer into the cached list.
import { chatKey } from './chatKey.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatApi } from '../../../api/groupsApi.ts';
import type { ChatMessage } from '../../../api/socialTypes.ts';

/**
 * `initial` is the chat that came with the group (GET /groups/:id sends it, newest first): when
 * given, it is shown at once and kept in step with the group instead of asking again.
 */
export function useGroupChat(groupId: string, initial?: ChatMessage[]) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: chatKey(groupId),
    queryFn: () => chatApi.list(groupId),
    initialData: initial,
    staleTime: initial ? Infinity : 0,
    retry: false, // the request layer already showed the refusal
  });

  useEffect(() => {
    if (initial) client.setQueryData(chatKey(groupId), initial);
  }, [client, groupId, initial]);

  function update(change: (messages: ChatMessage[]) => ChatMessage[]) {
    client.setQueryData<ChatMessage[]>(chatKey(groupId), (messages) => change(messages ?? []));
  }
  const replace = (answer: ChatMessage) =>
    update((messages) => messages.map((one) => (one.id === answer.id ? answer : one)));

  return {
    query,
    post: async (text: string) => {
      const message = await chatApi.post(groupId, text);
      update((messages) => [message, ...messages.filter((one) => one.id !== message.id)]);
    },
    like: async (chatId: string) => replace(await chatApi.like(groupId, chatId)),
    flag: async (chatId: string, comment: string) =>
      replace(await chatApi.flag(groupId, chatId, comment)),
    clearFlags: async (chatId: string) => {
      await chatApi.clearFlags(groupId, chatId);
      update((messages) =>
        messages.map((one) => (one.id === chatId ? { ...one, flagCount: 0 } : one)),
      );
    },
    remove: async (chatId: string) => {
      await chatApi.remove(groupId, chatId);
      update((messages) => messages.filter((one) => one.id !== chatId));
    },
  };
}

export type GroupChat = ReturnType<typeof useGroupChat>;

export { chatKey };
