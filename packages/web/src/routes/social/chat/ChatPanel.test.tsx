// The chat panel through the request layer: the composer keeps the text when sending fails, counts
// characters, sends with Enter; likes, reports and deletes. The party's chat is held by the party.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../api/socialTypes.ts';
import { json } from '../../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../../test/tasksKit.ts';
import { usePartyStore } from '../../../store/partyStore.ts';
import { makeParty, renderRoute, viewerId } from '../../party/partyTestKit.tsx';
import { ChatPanel } from './ChatPanel.tsx';

function makeMessage(fields: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage {
  return {
    text: 'Hello',
    uuid: 'friend-1',
    user: 'Alice',
    timestamp: Date.UTC(2026, 10, 22, 12),
    likes: {},
    flagCount: 0,
    ...fields,
  };
}

const renderChat = () => renderRoute('/chat', <ChatPanel groupId="guild-1" />, 'guilds');

describe('ChatPanel', () => {
  it('keeps the text when sending fails and shows the server’s message beside it', async () => {
    loadPlayer();
    const message = 'You cannot send messages yet.';
    const calls = fakeTasksApi(
      answering('GET', '/groups/guild-1/chat', () => ok([])),
      answering('POST', '/groups/guild-1/chat', () =>
        json(400, { success: false, error: 'BadRequest', message }),
      ),
    );
    renderChat();
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Good morning, guild!{Enter}');

    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect((box as HTMLTextAreaElement).value).toBe('Good morning, guild!');
    const errorId = box.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(message);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v4/groups/guild-1/chat',
      body: { message: 'Good morning, guild!' },
    });
  }, 20_000);

  it('sends with Enter, keeps Shift+Enter as a new line, and shows the sent message', async () => {
    loadPlayer();
    fakeTasksApi(
      answering('GET', '/groups/guild-1/chat', () => ok([])),
      answering('POST', '/groups/guild-1/chat', (call) =>
        ok({
          message: makeMessage({
            id: 'm-new',
            uuid: viewerId,
            user: 'Robin',
            text: (call.body as { message: string }).message,
          }),
        }),
      ),
    );
    renderChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line **two**');
    expect((box as HTMLTextAreaElement).value).toBe('line one\nline **two**');
    await userEvent.keyboard('{Enter}');

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('two').tagName).toBe('STRONG');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(list).getByRole('button', { name: 'Delete your message' })).toBeTruthy();
  }, 20_000);

  it('counts characters and refuses more than 3000', async () => {
    loadPlayer();
    const calls = fakeTasksApi(answering('GET', '/groups/guild-1/chat', () => ok([])));
    renderChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello');
    expect(screen.getByText('5 / 3000')).toBeTruthy();

    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2996));
    expect(screen.getByText('3001 / 3000')).toBeTruthy();
    expect(screen.getByText('A message can be at most 3000 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('sets system messages apart, likes, reports with a comment and deletes', async () => {
    loadPlayer();
    const alice = makeMessage({ id: 'm-1', text: 'Anyone up for a run?' });
    const mine = makeMessage({ id: 'm-2', uuid: viewerId, user: 'Robin', text: 'Me!' });
    const system = makeMessage({ id: 'm-3', uuid: 'system', user: undefined, text: 'Boss hit!' });
    const calls = fakeTasksApi(
      answering('GET', '/groups/guild-1/chat', () => ok([mine, alice, system])),
      answering('POST', '/groups/guild-1/chat/m-1/like', () =>
        ok({ ...alice, likes: { [viewerId]: true } }),
      ),
      answering('POST', '/groups/guild-1/chat/m-1/flag', () => ok(alice)),
      answering('DELETE', '/groups/guild-1/chat/m-2', () => ok({})),
    );
    renderChat();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Game message:', { exact: false })).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /Report/ })).toHaveLength(1);

    await userEvent.click(
      within(list).getByRole('button', { name: 'Like the message from Alice' }),
    );
    expect(
      await within(list).findByRole('button', { name: 'Unlike the message from Alice' }),
    ).toBeTruthy();
    expect(within(list).getByText('1 like')).toBeTruthy();

    await userEvent.click(
      within(list).getByRole('button', { name: 'Report the message from Alice' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this message?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(list).getByRole('button', { name: 'Delete your message' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(within(list).queryByText('Me!')).toBeNull());

    expect(calls.map((call) => `${call.method} ${call.url}`).slice(1)).toEqual([
      'POST /api/v4/groups/guild-1/chat/m-1/like',
      'POST /api/v4/groups/guild-1/chat/m-1/flag',
      'DELETE /api/v4/groups/guild-1/chat/m-2',
    ]);
    expect(calls[2]?.body).toEqual({ comment: 'Spam' });
  }, 20_000);

  it('marks the chat seen when it has unread messages', async () => {
    loadPlayer({}, { newMessages: { 'guild-1': { name: 'Readers', value: true } } });
    const calls = fakeTasksApi(
      answering('GET', '/groups/guild-1/chat', () => ok([])),
      answering('POST', '/groups/guild-1/chat/seen', () => ok({})),
    );
    renderChat();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        'POST /api/v4/groups/guild-1/chat/seen',
      ),
    );
  }, 20_000);

  it('shows a moderator the reports: once, hidden, shadow-muted; clears them and deletes others’ messages', async () => {
    loadPlayer({}, { permissions: { moderator: true } });
    const once = makeMessage({ id: 'm-1', text: 'Borderline', flagCount: 1 });
    const hidden = makeMessage({ id: 'm-2', user: 'Bram', text: 'Rude', flagCount: 3 });
    const muted = makeMessage({ id: 'm-3', user: 'Cy', text: 'Muted', flagCount: 10 });
    const clean = makeMessage({ id: 'm-4', user: 'Dee', text: 'Fine' });
    const calls = fakeTasksApi(
      answering('GET', '/groups/guild-1/chat', () => ok([once, hidden, muted, clean])),
      answering('POST', '/groups/guild-1/chat/m-2/clearflags', () => ok({})),
      answering('DELETE', '/groups/guild-1/chat/m-3', () => ok({})),
    );
    renderChat();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const item = (text: string) => within(list).getByText(text).closest('li')!;
    expect(
      within(item('Borderline')).getByText('Reported once: players still see it.'),
    ).toBeTruthy();
    expect(within(item('Rude')).getByText('Hidden from players: 3 reports.')).toBeTruthy();
    expect(
      within(item('Muted')).getByText('Hidden from players: its author is shadow-muted.'),
    ).toBeTruthy();
    expect(within(item('Fine')).queryByRole('button', { name: 'Clear reports' })).toBeNull();
    expect(within(list).getAllByRole('button', { name: 'Clear reports' })).toHaveLength(3);

    await userEvent.click(within(item('Rude')).getByRole('button', { name: 'Clear reports' }));
    await waitFor(() => expect(within(item('Rude')).queryByText(/Hidden from players/)).toBeNull());
    expect(within(item('Rude')).queryByRole('button', { name: 'Clear reports' })).toBeNull();

    await userEvent.click(
      within(item('Muted')).getByRole('button', { name: 'Delete the message from Cy' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(within(list).queryByText('Muted')).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.url}`).slice(1)).toEqual([
      'POST /api/v4/groups/guild-1/chat/m-2/clearflags',
      'DELETE /api/v4/groups/guild-1/chat/m-3',
    ]);
  }, 20_000);

  it('keeps the reports when clearing fails, and shows players no moderation at all', async () => {
    loadPlayer({}, { permissions: { moderator: true } });
    const hidden = makeMessage({ id: 'm-2', user: 'Bram', text: 'Rude', flagCount: 2 });
    const message = 'Only a moderator can clear the flags of a message.';
    fakeTasksApi(
      answering('GET', '/groups/guild-1/chat', () => ok([hidden])),
      answering('POST', '/groups/guild-1/chat/m-2/clearflags', () =>
        json(401, { success: false, error: 'NotAuthorized', message }),
      ),
    );
    const view = renderChat();
    const list = await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(within(list).getByRole('button', { name: 'Clear reports' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(within(list).getByText('Hidden from players: 2 reports.')).toBeTruthy();
    view.unmount();

    // A player (the server sends them flagCount 0 anyway) sees no notes and deletes only theirs.
    loadPlayer();
    fakeTasksApi(answering('GET', '/groups/guild-1/chat', () => ok([hidden])));
    renderChat();
    const playerList = await screen.findByRole('list', { name: 'Messages' });
    expect(within(playerList).queryByText(/Hidden from players/)).toBeNull();
    expect(within(playerList).queryByRole('button', { name: /Clear reports|Delete/ })).toBeNull();
  }, 20_000);
});

describe("the party's chat", () => {
  it('is part of the party: a post lands on the party, with no read of the chat', async () => {
    loadPlayer();
    usePartyStore.setState({ partyId: 'party-1', party: makeParty(), load: 'loaded' });
    const calls = fakeTasksApi(
      answering('POST', '/groups/party-1/chat', (call) =>
        ok({
          message: makeMessage({
            id: 'm-party',
            uuid: viewerId,
            text: (call.body as { message: string }).message,
          }),
        }),
      ),
    );
    renderRoute('/chat', <ChatPanel groupId="party-1" />, 'party');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Boss at noon{Enter}');

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Boss at noon')).toBeTruthy();
    expect(usePartyStore.getState().party?.chat?.map((one) => one.id)).toEqual(['m-party']);
    expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/chat'))).toEqual([]);
  }, 20_000);
});
