// The chats of the Tavern, the guilds and the plans, by group id, in the one cache of server state
// (the party's chat is part of the party, partyStore.ts). Read on a chat's first showing, or seeded
// from the chat that came with its group; changed through the optimistic primitive (optimistic.ts).
import { create } from 'zustand';
import { chatApi } from '../api/groupsApi.ts';
import type { ChatMessage } from '../api/socialTypes.ts';
import { useSessionStore } from './sessionStore.ts';

export type ChatLoad = 'loading' | 'loaded' | 'failed';

export interface ChatsState {
  /** Newest first, as the server sends them. */
  chats: Readonly<Record<string, ChatMessage[]>>;
  loads: Readonly<Record<string, ChatLoad>>;
}

const initialState: ChatsState = { chats: {}, loads: {} };

export const useChatStore = create<ChatsState>()(() => ({ ...initialState }));

// another session reads its own chats
useSessionStore.subscribe((state, previous) => {
  if (state.credentials !== previous.credentials) resetChatStore();
});

const setLoad = (groupId: string, load: ChatLoad) =>
  useChatStore.setState(({ loads }) => ({ loads: { ...loads, [groupId]: load } }));

const loading = new Map<string, Promise<void>>();

/** Reads a group's chat (again). */
export function loadChat(groupId: string): Promise<void> {
  const running = loading.get(groupId);
  if (running) return running;
  setLoad(groupId, 'loading');
  const read = chatApi
    .list(groupId)
    .then((messages) => {
      useChatStore.setState(({ chats }) => ({ chats: { ...chats, [groupId]: messages } }));
      setLoad(groupId, 'loaded');
    })
    .catch(() => {
      // the request layer already showed the refusal
      setLoad(groupId, 'failed');
    })
    .finally(() => loading.delete(groupId));
  loading.set(groupId, read);
  return read;
}

/** The chat that came with its group (GET /groups/:id): the server's word, no read needed. */
export function seedChat(groupId: string, messages: ChatMessage[]): void {
  const { chats, loads } = useChatStore.getState();
  if (chats[groupId] === messages && loads[groupId] === 'loaded') return;
  useChatStore.setState({
    chats: { ...chats, [groupId]: messages },
    loads: { ...loads, [groupId]: 'loaded' },
  });
}

/** For tests, and a new session. */
export function resetChatStore(): void {
  loading.clear();
  useChatStore.setState({ ...initialState });
}
