// A live event's data laid on the one cache it belongs to, without asking the server: a chat
// message goes into that chat's list (and the party's, when it is the party's), a private message
// into its conversation, the conversations list and the unread count, a party's changed fields
// onto the party. An event without its data (an older server) refetches as before.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT, type LiveEvent, type LiveEventData } from '@questlog/core/live';
import type { Party, PartyChatMessage } from '../api/partyTypes.ts';
import type { ChatMessage, Conversation, InboxMessage } from '../api/socialTypes.ts';
import { chatKey } from '../routes/social/chat/chatKey.ts';
import { inboxKeys } from '../routes/social/inbox/inboxKeys.ts';
import { loadParty, usePartyStore } from '../store/partyStore.ts';
import { confirmChange, withUser } from '../store/optimistic.ts';
import { useSessionStore } from '../store/sessionStore.ts';

type Data<Name extends keyof LiveEventData> = Partial<LiveEventData[Name]>;

export function applyLiveEvent(event: LiveEvent, client: QueryClient | undefined): void {
  switch (event.type) {
    case LIVE_EVENT.chatMessagePosted:
      return applyChatMessage(event.data, client);
    case LIVE_EVENT.privateMessageReceived:
      return applyPrivateMessage(event.data, client);
    case LIVE_EVENT.partyChanged:
      return applyPartyFields(event.data);
  }
}

/** Newest first, each message once. */
const withNewest = <T extends { id: string }>(list: readonly T[], newest: T): T[] => [
  newest,
  ...list.filter((one) => one.id !== newest.id),
];

function applyChatMessage(data: Data<'chat.messagePosted'>, client: QueryClient | undefined) {
  const { groupId, message } = data;
  if (!groupId) return;
  const { party } = usePartyStore.getState();
  const isParty = party?.id === groupId;
  if (!message) {
    void client?.invalidateQueries({ queryKey: chatKey(groupId) });
    if (isParty) void loadParty();
    return;
  }
  // The list on screen is the chat query's; the party's copy follows it (its screen seeds the
  // query from it), so both hold the same messages. Neither loaded: nothing to keep up to date.
  const current =
    client?.getQueryData<ChatMessage[]>(chatKey(groupId)) ?? (isParty ? party.chat : undefined);
  if (!current) return;
  const chat = withNewest<ChatMessage>(current, message);
  client?.setQueryData(chatKey(groupId), chat);
  // The party's chat comes in the same shape as the group's chat.
  if (isParty) usePartyStore.setState({ party: { ...party, chat: chat as PartyChatMessage[] } });
}

function applyPrivateMessage(data: Data<'inbox.messageReceived'>, client: QueryClient | undefined) {
  const { message } = data;
  if (!message) {
    void client?.invalidateQueries({ queryKey: ['inbox'] });
    void useSessionStore.getState().refetchUser();
    return;
  }
  // A received copy names its author in `uuid`: the conversation it belongs to.
  const partnerId = message.uuid;
  client?.setQueryData<InfiniteData<InboxMessage[], number>>(
    inboxKeys.messages(partnerId),
    (thread) =>
      thread && {
        ...thread,
        pages: [withNewest(thread.pages[0] ?? [], message), ...thread.pages.slice(1)],
      },
  );
  const conversations = client?.getQueryData<Conversation[]>(inboxKeys.conversations);
  const conversation = conversations?.find((one) => one._id === partnerId);
  if (conversation) {
    const updated: Conversation = {
      ...conversation,
      text: message.text,
      timestamp: message.timestamp,
      count: (conversation.count ?? 0) + 1,
      newMessages: (conversation.newMessages ?? 0) + 1,
    };
    client!.setQueryData(inboxKeys.conversations, [
      updated,
      ...conversations!.filter((one) => one !== conversation),
    ]);
  } else if (conversations) {
    // A new partner: their name and whether they can be answered are the server's to say.
    void client!.invalidateQueries({ queryKey: inboxKeys.conversations });
  }
  // the server's change, laid under the player's own changes still out
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
  const { party } = usePartyStore.getState();
  if (!party || party.id !== data.groupId || !data.party) return;
  // The fields as GET /groups/party presents them, in the same shapes.
  usePartyStore.setState({ party: { ...party, ...(data.party as Partial<Party>) } });
  // Someone joined or left: the member list (their stats, names) is the server's to give.
  if ('memberCount' in data.party) void loadParty();
}
