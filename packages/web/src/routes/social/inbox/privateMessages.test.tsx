// /private-messages: conversations, the chosen one newest at the bottom with older pages on demand,
// sending, blocking, the opt-out and marking read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../../api/socialTypes.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../../test/tasksKit.ts';
import { renderAt } from '../socialTestKit.tsx';
import { PrivateMessagesPage } from './PrivateMessagesPage.tsx';

const partner = 'friend-1';

function makeMessages(from: number, count: number): InboxMessage[] {
  // newest first, as the server pages them
  return Array.from({ length: count }, (_, index) => {
    const number = from - index;
    return {
      id: `pm-${number}`,
      text: `Note ${number}`,
      timestamp: Date.UTC(2026, 10, 1, 12, number),
      uuid: partner,
      user: 'Alice',
      sent: number % 2 === 0,
    };
  });
}

describe('/private-messages', () => {
  it('marks read, lists conversations, pages older messages and sends', async () => {
    loadPlayer({}, { inbox: { newMessages: 3, optOut: false, blocks: [] } });
    const calls = fakeTasksApi(
      answering('POST', '/user/mark-pms-read', () => ok({})),
      answering('GET', '/inbox/conversations', () =>
        ok([{ _id: partner, user: 'Alice', text: 'Note 12', count: 12, canReceive: true }]),
      ),
      answering('GET', /^\/inbox\/paged-messages\?conversation=friend-1&page=0$/, () =>
        ok(makeMessages(12, 10)),
      ),
      answering('GET', /^\/inbox\/paged-messages\?conversation=friend-1&page=1$/, () =>
        ok(makeMessages(2, 2)),
      ),
      answering('POST', '/members/send-private-message', () =>
        ok({ message: { ...makeMessages(13, 1)[0], text: 'Hi Alice', sent: true } }),
      ),
      answering('POST', `/user/block/${partner}`, () => ok([partner])),
    );
    renderAt('/private-messages', `/private-messages?uuid=${partner}`, <PrivateMessagesPage />);

    expect(await screen.findByText('3 unread messages')).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/v4/user/mark-pms-read'),
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('12 messages')).toBeTruthy();

    const thread = await screen.findByRole('list', { name: 'Messages' });
    const texts = () =>
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    expect(texts().at(-1)).toBe('Note 12');
    expect(texts()[0]).toBe('Note 3');

    await userEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(texts()[0]).toBe('Note 1'));
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message to Alice' }),
      'Hi Alice{Enter}',
    );
    await waitFor(() => expect(texts().at(-1)).toBe('Hi Alice'));
    expect(calls.find((call) => call.url.endsWith('/send-private-message'))?.body).toEqual({
      message: 'Hi Alice',
      toUserId: partner,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Block Alice' }));
    expect(await screen.findByRole('button', { name: 'Unblock Alice' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message to Alice' })).toBeNull();
  }, 20_000);

  it('saves the opt-out through PUT /user', async () => {
    loadPlayer({}, { inbox: { newMessages: 0, optOut: false, blocks: [] } });
    const calls = fakeTasksApi(
      answering('GET', '/inbox/conversations', () => ok([])),
      answering('PUT', '/user', () =>
        ok({ id: 'user-1', _v: 2, inbox: { newMessages: 0, optOut: true, blocks: [] } }),
      ),
    );
    renderAt('/private-messages', '/private-messages', <PrivateMessagesPage />);
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Do not accept private messages' });
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { 'inbox.optOut': true } });
  }, 20_000);
});
