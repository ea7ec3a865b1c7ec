// Live events carry their data, and the client lays it on its caches without a request: a chat
// message shows in the open chat, a party's message and changed fields land on the party, a private
// message in its conversation, the conversations list and the unread count. The stream here is a
// fake one the test writes to; the API's requests are counted through the request layer.
import { render, screen, within } from '@testing-library/react';
import { LIVE_EVENT, type LiveEvent } from '@questlog/core/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Conversation, InboxMessage } from '../api/socialTypes.ts';
import { ChatPanel } from '../routes/social/chat/ChatPanel.tsx';
import { inboxKeys } from '../routes/social/inbox/inboxKeys.ts';
import { makeParty } from '../routes/party/partyTestKit.tsx';
import { useChatStore } from '../store/chatStore.ts';
import { usePartyStore } from '../store/partyStore.ts';
import { takeRead, useReadsStore } from '../store/readsStore.ts';
import { useSessionStore } from '../store/sessionStore.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../test/tasksKit.ts';
import { applyLiveEvent } from './applyLiveEvent.ts';
import { useLiveUpdates } from './useLiveUpdates.ts';

const message = (id: string, text: string, uuid = 'friend-1'): ChatMessage => ({
  id,
  text,
  uuid,
  user: 'Alice',
  timestamp: Date.UTC(2026, 10, 22, 12),
  likes: {},
  flagCount: 0,
});

const chatEvent = (groupId: string, posted: ChatMessage): LiveEvent => ({
  id: '41',
  type: LIVE_EVENT.chatMessagePosted,
  data: {
    groupId,
    userId: posted.uuid,
    payload: { messageId: posted.id },
    message: { ...posted, info: {}, likes: {}, flagCount: 0, timestamp: 1 },
  },
});

/** A live stream the test writes Server-Sent Events to. */
function fakeLiveStream() {
  let push!: (text: string) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  const opened = vi.fn(async () => new Response(body, { status: 200 }));
  vi.stubGlobal('fetch', opened);
  return {
    opened,
    send: (event: LiveEvent) =>
      push(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
  };
}

function Live() {
  useLiveUpdates(true);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live updates', () => {
  it('shows a message from the stream in the open chat without asking the server', async () => {
    loadPlayer();
    const calls = fakeTasksApi(
      answering('GET', '/groups/guild-1/chat', () => ok([message('m-1', 'First!')])),
    );
    const live = fakeLiveStream();
    render(
      <>
        <ChatPanel groupId="guild-1" />
        <Live />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('First!')).toBeTruthy();
    const before = calls.length;

    live.send(chatEvent('guild-1', message('m-2', 'Second!')));
    expect(await within(list).findByText('Second!')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.length - before).toBe(0);
    expect(live.opened).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('lays a party message and changed fields on the party, with no request', () => {
    loadPlayer();
    const calls = fakeTasksApi();
    usePartyStore.setState({ partyId: 'party-1', party: makeParty(), load: 'loaded' });

    applyLiveEvent(chatEvent('party-1', message('m-1', 'Boss at noon')));
    applyLiveEvent({
      id: '42',
      type: LIVE_EVENT.partyChanged,
      data: {
        groupId: 'party-1',
        userId: null,
        payload: { columns: ['quest'] },
        party: {
          quest: {
            ...makeParty({ key: 'rat', active: true }).quest,
            progress: { hp: 12, collect: {} },
            extra: {},
          },
        },
      },
    });

    const { party } = usePartyStore.getState();
    expect(party?.chat?.map((one) => one.text)).toEqual(['Boss at noon']);
    // the party's chat is part of the party: no second copy among the other chats
    expect(useChatStore.getState().chats['party-1']).toBeUndefined();
    expect(party?.quest).toMatchObject({ key: 'rat', active: true, progress: { hp: 12 } });
    expect(party?.name).toBe('The Early Birds');
    expect(calls).toEqual([]);
  });

  it('puts a private message in its conversation and counts it unread, with no request', () => {
    loadPlayer();
    const calls = fakeTasksApi();
    const older: InboxMessage = { id: 'pm-1', text: 'Hi', timestamp: 1, uuid: 'friend-1' };
    takeRead(inboxKeys.conversations, [
      { _id: 'other-1', text: 'Yo', count: 1, newMessages: 0 },
      { _id: 'friend-1', text: 'Hi', count: 1, newMessages: 0 },
    ] satisfies Conversation[]);
    takeRead(inboxKeys.messages('friend-1'), [[older]]);

    applyLiveEvent({
      id: '43',
      type: LIVE_EVENT.privateMessageReceived,
      data: {
        groupId: null,
        userId: useSessionStore.getState().user!.id,
        payload: { from: 'friend-1', uniqueMessageId: 'u-2' },
        message: {
          id: 'pm-2',
          _id: 'pm-2',
          uniqueMessageId: 'u-2',
          ownerId: useSessionStore.getState().user!.id,
          sent: false,
          text: 'Are you coming?',
          timestamp: 2,
          likes: {},
          flags: {},
          flagCount: 0,
          uuid: 'friend-1',
          user: 'Alice',
        },
      },
    });

    const { reads } = useReadsStore.getState();
    const thread = reads[inboxKeys.messages('friend-1')] as InboxMessage[][];
    expect(thread[0]?.map((one) => one.id)).toEqual(['pm-2', 'pm-1']);
    expect(reads[inboxKeys.conversations]).toMatchObject([
      { _id: 'friend-1', text: 'Are you coming?', count: 2, newMessages: 1 },
      { _id: 'other-1' },
    ]);
    expect(useSessionStore.getState().user?.inbox?.newMessages).toBe(1);
    expect(calls).toEqual([]);
  });
});
