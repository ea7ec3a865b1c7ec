// One group's chat: read, post, like, report, clear reports (moderators) and delete, each awaiting
// the server and then taking its answer into the cached list. The party's chat is part of the
// party in the one cache of server state (store/partyStore.ts), so its changes go through the one
// optimistic primitive and the party screen's quest log sees them; the Tavern's and the guilds'
// chats are still TanStack queries until those screens move to the store.
import { chatKey } from './chatKey.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatApi } from '../../../api/groupsApi.ts';
import type { PartyChatMessage } from '../../../api/partyTypes.ts';
import type { ChatMessage } from '../../../api/socialTypes.ts';
import { sendChange, withParty } from '../../../store/optimistic.ts';
import { loadParty, usePartyStore } from '../../../store/partyStore.ts';

type Messages = (messages: ChatMessage[]) => ChatMessage[];

/** Where a chat's list is held, and how an answered change is laid on it. */
interface ChatCache {
  messages: ChatMessage[] | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
  /** Sends; once answered, the list becomes `settle` of it. Rejects with a refusal. */
  change: <Answer>(
    send: () => Promise<Answer>,
    settle: (answer: Answer) => Messages,
  ) => Promise<void>;
}

const noMessages: ChatMessage[] = [];

function usePartyChat(groupId: string, isParty: boolean): ChatCache {
  const chat = usePartyStore((state) => state.party?.chat) as ChatMessage[] | undefined;
  const load = usePartyStore((state) => state.load);
  return {
    messages: isParty ? (chat ?? noMessages) : undefined,
    isFetching: load === 'loading',
    isError: load === 'failed',
    refetch: () => void loadParty(),
    change: async (send, settle) => {
      await sendChange({
        send,
        // the party's chat comes in the same shape as the group's chat
        settle: (state, answer) =>
          withParty(state, groupId, (party) => ({
            ...party,
            chat: settle(answer)((party.chat ?? []) as ChatMessage[]) as PartyChatMessage[],
          })),
      });
    },
  };
}

function useQueryChat(groupId: string, isQuery: boolean, initial?: ChatMessage[]): ChatCache {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: chatKey(groupId),
    queryFn: () => chatApi.list(groupId),
    initialData: initial,
    staleTime: initial ? Infinity : 0,
    retry: false, // the request layer already showed the refusal
    enabled: isQuery,
  });

  useEffect(() => {
    if (initial && isQuery) client.setQueryData(chatKey(groupId), initial);
  }, [client, groupId, initial, isQuery]);

  return {
    messages: query.data,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: () => void query.refetch(),
    change: async (send, settle) => {
      const answer = await send();
      client.setQueryData<ChatMessage[]>(chatKey(groupId), (messages) =>
        settle(answer)(messages ?? []),
      );
    },
  };
}

/**
 * `initial` is the chat that came with the group (GET /groups/:id sends it, newest first): when
 * given, it is shown at once and kept in step with the group instead of asking again.
 */
export function useGroupChat(groupId: string, initial?: ChatMessage[]) {
  const isParty = usePartyStore((state) => state.party?._id === groupId);
  const party = usePartyChat(groupId, isParty);
  const query = useQueryChat(groupId, !isParty, initial);
  const { change, ...list } = isParty ? party : query;
  const replace = (answer: ChatMessage) => (messages: ChatMessage[]) =>
    messages.map((one) => (one.id === answer.id ? answer : one));

  return {
    ...list,
    post: (text: string) =>
      change(
        () => chatApi.post(groupId, text),
        (message) => (messages) => [message, ...messages.filter((one) => one.id !== message.id)],
      ),
    like: (chatId: string) => change(() => chatApi.like(groupId, chatId), replace),
    flag: (chatId: string, comment: string) =>
      change(() => chatApi.flag(groupId, chatId, comment), replace),
    clearFlags: (chatId: string) =>
      change(
        () => chatApi.clearFlags(groupId, chatId),
        () => (messages) =>
          messages.map((one) => (one.id === chatId ? { ...one, flagCount: 0 } : one)),
      ),
    remove: (chatId: string) =>
      change(
        () => chatApi.remove(groupId, chatId),
        () => (messages) => messages.filter((one) => one.id !== chatId),
      ),
  };
}

export type GroupChat = ReturnType<typeof useGroupChat>;

export { chatKey };
