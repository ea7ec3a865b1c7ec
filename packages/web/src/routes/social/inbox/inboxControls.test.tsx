// /private-messages controls: each conversation's unread count (kept on screen until it is opened,
// read only after the counts came), liking and reporting a received message, a new conversation
// from a profile, and the loading, empty and failure states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../../api/socialTypes.ts';
import { json } from '../../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../../test/tasksKit.ts';
import { renderAt } from '../socialTestKit.tsx';
import { PrivateMessagesPage } from './PrivateMessagesPage.tsx';

const alice = 'friend-1';
const bea = 'friend-2';
const received: InboxMessage = {
  id: 'pm-1',
  uniqueMessageId: 'shared-1',
  text: 'Lunch?',
  timestamp: Date.UTC(2026, 10, 1, 12),
  uuid: alice,
  user: 'Alice',
  sent: false,
  likes: {},
  flags: {},
};
const conversations = [
  { _id: alice, user: 'Alice', text: 'Lunch?', count: 3, newMessages: 2, canReceive: true },
  { _id: bea, user: 'Bea', text: 'Bye', count: 1, newMessages: 0, canReceive: true },
];
const renderInbox = (url = '/private-messages') =>
  renderAt('/private-messages', url, <PrivateMessagesPage />);
const refused = (status: number, message: string) =>
  json(status, { success: false, error: status === 404 ? 'NotFound' : 'BadRequest', message });

describe('/private-messages controls', () => {
  it('shows each conversation’s unread count, marks read after they came, and clears one on opening', async () => {
    loadPlayer({}, { inbox: { newMessages: 2, optOut: false, blocks: [] } });
    const calls = fakeTasksApi(
      answering('GET', '/inbox/conversations', () => ok(conversations)),
      answering('POST', '/user/mark-pms-read', () => ok({})),
      answering('GET', /^\/inbox\/paged-messages\?conversation=friend-1/, () => ok([received])),
    );
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(within(links[0]!).getByLabelText('2 new messages').textContent).toBe('2 new');
    expect(within(links[1]!).queryByText(/new/)).toBeNull();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'GET /api/v4/inbox/conversations',
        'POST /api/v4/user/mark-pms-read',
      ]),
    );
    // Marked read, the count stays on screen until the conversation is opened.
    expect(within(links[0]!).getByText('2 new')).toBeTruthy();
    await userEvent.click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'Conversation with Alice' })).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('2 new')).toBeNull());
  }, 20_000);

  it('says when there are no conversations, and when they fail to load (then marks nothing read)', async () => {
    loadPlayer({}, { inbox: { newMessages: 1, optOut: false, blocks: [] } });
    let isDown = true;
    const calls = fakeTasksApi(
      answering('GET', '/inbox/conversations', () =>
        isDown ? refused(400, 'The inbox is resting.') : ok([]),
      ),
      answering('POST', '/user/mark-pms-read', () => ok({})),
    );
    renderInbox();
    expect(await screen.findByText('Your messages could not be loaded.')).toBeTruthy();
    expect(calls.map((call) => call.url)).not.toContain('/api/v4/user/mark-pms-read');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/v4/user/mark-pms-read'),
    );
  }, 20_000);

  it('likes and reports a received message; a refused like shows the server’s message', async () => {
    const player = loadPlayer({}, { inbox: { newMessages: 0, optOut: false, blocks: [] } });
    let likeAnswer = () => refused(404, 'Message not found.');
    const calls = fakeTasksApi(
      answering('GET', '/inbox/conversations', () => ok(conversations)),
      answering('GET', /^\/inbox\/paged-messages\?conversation=friend-1/, () =>
        ok([received, { ...received, id: 'pm-2', text: 'Mine', sent: true, uuid: 'me' }]),
      ),
      answering('POST', '/inbox/like-private-message/shared-1', () => likeAnswer()),
      answering('POST', '/members/flag-private-message/pm-1', () =>
        ok({ ok: true, message: { ...received, flags: { [player.id]: true } } }),
      ),
    );
    renderInbox(`/private-messages?uuid=${alice}`);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const item = (text: string) => within(thread).getByText(text).closest('li')!;
    // My own message has no like or report control.
    expect(within(item('Mine')).queryByRole('button', { name: /Like|Report/ })).toBeNull();

    const like = within(item('Lunch?')).getByRole('button', {
      name: 'Like this message from Alice',
    });
    await userEvent.click(like);
    expect((await screen.findByRole('alert')).textContent).toContain('Message not found.');
    expect(within(item('Lunch?')).getByText('0 likes')).toBeTruthy();

    likeAnswer = () => ok({ ...received, likes: { [player.id]: true } });
    await userEvent.click(like);
    expect(
      await within(item('Lunch?')).findByRole('button', { name: 'Unlike this message from Alice' }),
    ).toBeTruthy();
    expect(within(item('Lunch?')).getByText('1 like')).toBeTruthy();

    await userEvent.click(
      within(item('Lunch?')).getByRole('button', { name: 'Report this message from Alice' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this message?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(item('Lunch?')).getByText('Reported')).toBeTruthy();
    expect(within(item('Lunch?')).queryByRole('button', { name: /Report/ })).toBeNull();
    expect(calls.find((call) => call.url.includes('flag-private-message'))?.body).toEqual({
      comment: 'Spam',
    });
  }, 20_000);

  it('starts a conversation with a player from their profile, named from it', async () => {
    loadPlayer({}, { inbox: { newMessages: 0, optOut: false, blocks: [] } });
    const cy = 'friend-3';
    const calls = fakeTasksApi(
      answering('GET', '/inbox/conversations', () => ok(conversations)),
      answering('GET', `/members/${cy}`, () =>
        ok({ _id: cy, profile: { name: 'Cy' }, inbox: { optOut: false } }),
      ),
      answering('GET', /^\/inbox\/paged-messages\?conversation=friend-3/, () => ok([])),
      answering('POST', '/members/send-private-message', () =>
        ok({ message: { ...received, id: 'pm-9', text: 'Hello Cy', sent: true, uuid: 'me' } }),
      ),
    );
    renderInbox(`/private-messages?uuid=${cy}`);
    expect(await screen.findByRole('heading', { name: 'Conversation with Cy' })).toBeTruthy();
    expect(await screen.findByText('No messages in this conversation.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to Cy' }), 'Hello Cy{Enter}');
    expect(await screen.findByText('Hello Cy')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: 'Hello Cy',
      toUserId: cy,
    });
  }, 20_000);

  it('says a new partner who opted out takes no messages', async () => {
    loadPlayer({}, { inbox: { newMessages: 0, optOut: false, blocks: [] } });
    fakeTasksApi(
      answering('GET', '/inbox/conversations', () => ok([])),
      answering('GET', `/members/${bea}`, () =>
        ok({ _id: bea, profile: { name: 'Bea' }, inbox: { optOut: true } }),
      ),
      answering('GET', /^\/inbox\/paged-messages/, () => ok([])),
    );
    renderInbox(`/private-messages?uuid=${bea}`);
    expect(await screen.findByText('This player does not receive private messages.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Conversation with Bea' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message to Bea' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Block Bea' })).toBeTruthy();
  }, 20_000);
});
