// One group's chat: read, post, like, report, clear reports (moderators) and delete, each through
// the one optimistic primitive, awaiting the server and then taking its answer into the list. The
// list is held by the one cache of server state: the party's chat is part of the party
// (store/partyStore.ts), every other chat is in store/chatStore.ts.
import { useEffect } from 'react';
import { chatApi } from '../../../api/groupsApi.ts';
import type { PartyChatMessage } from '../../../api/partyTypes.ts';
import type { ChatMessage } from '../../../api/socialTypes.ts';
import { loadChat, seedChat, useChatStore } from '../../../store/chatStore.ts';
import { sendChange, withChat, withParty, type GameState } from '../../../store/optimistic.ts';
import { loadParty, usePartyStore } from '../../../store/partyStore.ts';

type Messages = (messages: ChatMessage[]) => ChatMessage[];

/** Where a chat's list is held. */
interface ChatSource {
  messages: ChatMessage[] | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
  /** `state` with this chat's list changed. */
  withMessages: (state: GameState, change: Messages) => GameState;
}

const noMessages: ChatMessage[] = [];

function usePartyChat(groupId: string): ChatSource {
  const chat = usePartyStore((state) => state.party?.chat) as ChatMessage[] | undefined;
  const load = usePartyStore((state) => state.load);
  return {
    messages: chat ?? noMessages,
    isFetching: load === 'loading',
    isError: load === 'failed',
    refetch: () => void loadParty(),
    // the party's chat comes in the same shape as the group's chat
    withMessages: (state, change) =>
      withParty(state, groupId, (party) => ({
        ...party,
        chat: change((party.chat ?? []) as ChatMessage[]) as PartyChatMessage[],
      })),
  };
}

function useGroupChatList(groupId: string, isShown: boolean, initial?: ChatMessage[]): ChatSource {
  const messages = useChatStore((state) => state.chats[groupId]);
  const load = useChatStore((state) => state.loads[groupId]);
  useEffect(() => {
    if (!isShown) return;
    if (initial) seedChat(groupId, initial);
    else void loadChat(groupId);
  }, [groupId, initial, isShown]);
  return {
    messages,
    isFetching: load === 'loading',
    isError: load === 'failed',
    refetch: () => void loadChat(groupId),
    withMessages: (state, change) => withChat(state, groupId, change),
  };
}

/**
 * `initial` is the chat that came with the group (GET /groups/:id sends it, newest first): when
 * given, it is shown at once and kept in step with the group instead of asking again.
 */
export function useGroupChat(groupId: string, initial?: ChatMessage[]) {
  const isParty = usePartyStore((state) => state.party?._id === groupId);
  const party = usePartyChat(groupId);
  const group = useGroupChatList(groupId, !isParty, initial);
  const { withMessages, ...list } = isParty ? party : group;
  /** Sends; once answered, the list becomes `settle` of it. Rejects with a refusal. */
  async function change<Answer>(send: () => Promise<Answer>, settle: (answer: Answer) => Messages) {
    await sendChange({ send, settle: (state, answer) => withMessages(state, settle(answer)) });
  }
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
