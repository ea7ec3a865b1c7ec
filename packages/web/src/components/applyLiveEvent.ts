// A live event's data laid on the cache it belongs to, without asking the server: a chat message
// goes into that chat's list in the store (the party's is part of the party), a private message
// into its conversation, the conversations list and the unread count, a party's changed fields
// onto the party. An event without its data (an older server) refetches as before.
import { LIVE_EVENT, type LiveEvent, type LiveEventData } from '@questlog/core/live';
import type { Party, PartyChatMessage } from '../api/partyTypes.ts';
import type { ChatMessage, Conversation, InboxMessage } from '../api/socialTypes.ts';
import { inboxKeys } from '../routes/social/inbox/inboxKeys.ts';
import { loadParty, usePartyStore } from '../store/partyStore.ts';
import { loadChat, useChatStore } from '../store/chatStore.ts';
import { confirmChange, withChat, withParty, withRead, withUser } from '../store/optimistic.ts';
import { reloadReads, useReadsStore } from '../store/readsStore.ts';
import { useSessionStore } from '../store/sessionStore.ts';

type Data<Name extends keyof LiveEventData> = Partial<LiveEventData[Name]>;

export function applyLiveEvent(event: LiveEvent): void {
  switch (event.type) {
    case LIVE_EVENT.chatMessagePosted:
      return applyChatMessage(event.data);
    case LIVE_EVENT.privateMessageReceived:
      return applyPrivateMessage(event.data);
    case LIVE_EVENT.partyChanged:
      return applyPartyFields(event.data);
  }
}

/** Newest first, each message once. */
const withNewest = <T extends { id: string }>(list: readonly T[], newest: T): T[] => [
  newest,
  ...list.filter((one) => one.id !== newest.id),
];

function applyChatMessage(data: Data<'chat.messagePosted'>) {
  const { groupId, message } = data;
  if (!groupId) return;
  // The party's chat is part of the party; the other chats are the chat store's.
  if (usePartyStore.getState().party?._id === groupId) {
    if (!message) return void loadParty();
    // the party's chat comes in the same shape as the group's chat
    return confirmChange((state) =>
      withParty(state, groupId, (party) => ({
        ...party,
        chat: withNewest((party.chat ?? []) as ChatMessage[], message) as PartyChatMessage[],
      })),
    );
  }
  // Not read yet: nothing to keep up to date.
  if (!useChatStore.getState().chats[groupId]) return;
  if (!message) return void loadChat(groupId);
  confirmChange((state) => withChat(state, groupId, (chat) => withNewest(chat, message)));
}

function applyPrivateMessage(data: Data<'inbox.messageReceived'>) {
  const { message } = data;
  if (!message) {
    void reloadReads(inboxKeys.all);
    void useSessionStore.getState().refetchUser();
    return;
  }
  // A received copy names its author in `uuid`: the conversation it belongs to.
  const partnerId = message.uuid;
  // the server's changes, laid under the player's own changes still out (a conversation or a
  // list not read yet is left alone)
  confirmChange((state) =>
    withRead<InboxMessage[][]>(state, inboxKeys.messages(partnerId), (pages) => [
      withNewest(pages[0] ?? [], message),
      ...pages.slice(1),
    ]),
  );
  const conversations = useReadsStore.getState().reads[inboxKeys.conversations] as
    Conversation[] | undefined;
  const conversation = conversations?.find((one) => one._id === partnerId);
  if (conversation) {
    const updated: Conversation = {
      ...conversation,
      text: message.text,
      timestamp: message.timestamp,
      count: (conversation.count ?? 0) + 1,
      newMessages: (conversation.newMessages ?? 0) + 1,
    };
    confirmChange((state) =>
      withRead<Conversation[]>(state, inboxKeys.conversations, (list) => [
        updated,
        ...list.filter((one) => one._id !== partnerId),
      ]),
    );
  } else if (conversations) {
    // A new partner: their name and whether they can be answered are the server's to say.
    void reloadReads(inboxKeys.conversations);
  }
  if (!message.sent) {
    confirmChange((state) =>
      withUser(state, (user) => ({
        ...user,
        inbox: { ...user.inbox, newMessages: (user.inbox?.newMessages ?? 0) + 1 },
      })),
    );
  }
}

function applyPartyFields(data: Data<'party.changed'>) {
  const { groupId, party: fields } = data;
  if (!groupId || !fields || usePartyStore.getState().party?._id !== groupId) return;
  // The fields as GET /groups/party presents them, in the same shapes: the server's change, laid
  // under the player's own changes still out.
  confirmChange((state) =>
    withParty(state, groupId, (party) => ({ ...party, ...(fields as Partial<Party>) })),
  );
  // Someone joined or left: the member list (their stats, names) is the server's to give.
  if ('memberCount' in fields) void loadParty();
}
