// The notifications menu in the header: the bell's count of what is new, the list it opens (marked
// seen on opening), dismissing one or all through the server, and a refusal putting them back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServerNotification } from '../../api/envelope.ts';
import { callsTo, refused } from '../../routes/admin/adminTestKit.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { fakeFetch, json, type FakeCall } from '../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';

const GUILD_ID = '5e0c0c0c-1111-4222-8333-444444444444';

const chat: ServerNotification = {
  id: 'n-chat',
  type: 'NEW_CHAT_MESSAGE',
  data: { group: { id: GUILD_ID, name: 'Early Risers' } },
  seen: false,
};
const card: ServerNotification = {
  id: 'n-card',
  type: 'CARD_RECEIVED',
  data: { card: 'greeting', from: { id: 'u-2', name: 'Sam' } },
  seen: false,
};
const unknown: ServerNotification = { id: 'n-odd', type: 'FROM_THE_FUTURE', seen: false };
const news: ServerNotification = {
  id: 'n-news',
  type: 'NEW_STUFF',
  data: { title: 'PETS GOT HUNGRIER' },
  seen: true,
};

/**
 * A signed-in player holding `notifications`, and a server that keeps them: see and read change
 * its list and answer with what remains (as packages/server's notification routes do).
 */
function signIn(
  notifications: ServerNotification[],
  /** An answer of its own for a call (a refusal, or one held back); undefined: the server's. */
  answerFirst: (call: FakeCall) => Response | Promise<Response> | undefined = () => undefined,
) {
  storeTestCredentials();
  let kept = notifications;
  const answer = (data: unknown) =>
    json(200, { success: true, data, notifications: kept, userV: 2 });
  const calls = fakeFetch((call) => {
    if (call.url === '/api/v4/user') {
      return answer({ id: testCredentials.apiId, _v: 1, notifications: kept });
    }
    const own = answerFirst(call);
    // fakeFetch's caller awaits what it is given: a held answer is a promise of one
    if (own) return own as Response;
    const ids = (call.body as { notificationIds?: string[] } | undefined)?.notificationIds ?? [];
    const one = /^\/api\/v4\/notifications\/([^/]+)\/read$/.exec(call.url)?.[1];
    if (call.url === '/api/v4/notifications/see') {
      kept = kept.map((each) => (ids.includes(each.id) ? { ...each, seen: true } : each));
    } else if (call.url === '/api/v4/notifications/read') {
      kept = kept.filter((each) => !ids.includes(each.id));
    } else if (one) {
      kept = kept.filter((each) => each.id !== one);
    } else {
      return json(200, { success: true, data: {} });
    }
    return answer(kept);
  });
  return calls;
}

const bell = (name: string | RegExp = /^Notifications/) =>
  screen.findByRole('button', { name }, { timeout: 5000 });
const menu = () => screen.getByRole('dialog', { name: 'Notifications' });

async function openMenu() {
  await userEvent.click(await bell());
  return menu();
}

const storedIds = () => useSessionStore.getState().user?.notifications?.map(({ id }) => id);

describe('the notifications menu', () => {
  it('counts the unseen notifications on the bell', async () => {
    signIn([chat, card, unknown, news]);
    renderApp('/static/privacy');
    const button = await bell('Notifications, 3 new');
    expect(button.textContent).toBe('3');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists each with its text and link, newest first, and marks them seen on opening', async () => {
    const calls = signIn([chat, card, unknown, news]);
    renderApp('/static/privacy');
    const list = await openMenu();
    expect(document.activeElement).toBe(list);
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => ({
        text: item.firstElementChild?.textContent,
        href: item.firstElementChild?.getAttribute('href') ?? null,
      }));
    expect(lines).toEqual([
      { text: 'News from the Questlog team: PETS GOT HUNGRIER', href: '/static/new-stuff' },
      { text: 'You have a new notification', href: null },
      { text: 'Sam sent you a greeting card', href: '/inventory/items' },
      { text: 'New message in Early Risers', href: `/groups/guild/${GUILD_ID}` },
    ]);
    // the seen news post is not sent again
    const seen = callsTo(calls, 'POST', '/api/v4/notifications/see');
    expect(seen.map((call) => call.body)).toEqual([
      { notificationIds: ['n-odd', 'n-card', 'n-chat'] },
    ]);
    expect(await bell('Notifications')).toBeTruthy();
    await waitFor(() =>
      expect(useSessionStore.getState().user?.notifications?.every(({ seen }) => seen)).toBe(true),
    );
  });

  it('puts the count back when the server refuses to mark them seen', async () => {
    const calls = signIn([chat], () => refused(500, 'The server is down'));
    renderApp('/static/privacy');
    await openMenu();
    expect(await bell('Notifications, 1 new')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v4/notifications/see')).toHaveLength(1);
    expect(await screen.findByText('The server is down')).toBeTruthy();
  });

  it('follows a link and closes', async () => {
    signIn([chat]);
    const { router } = renderApp('/static/privacy');
    const list = await openMenu();
    await userEvent.click(within(list).getByRole('link', { name: 'New message in Early Risers' }));
    expect(router.state.location.pathname).toBe(`/groups/guild/${GUILD_ID}`);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('dismisses one through the server', async () => {
    const calls = signIn([chat, card]);
    renderApp('/static/privacy');
    const list = await openMenu();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Dismiss “Sam sent you a greeting card”' }),
    );
    expect(within(list).queryByText('Sam sent you a greeting card')).toBeNull();
    expect(within(list).getByText('New message in Early Risers')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v4/notifications/n-card/read')).toHaveLength(1);
    await waitFor(() => expect(storedIds()).toEqual(['n-chat']));
    expect(document.activeElement).toBe(list);
  });

  it('shows the dismissal at once, before the server answers', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    signIn([chat, card], (call) =>
      call.url.endsWith('/read')
        ? held.then(() => json(200, { success: true, data: [chat] }))
        : undefined,
    );
    renderApp('/static/privacy');
    const list = await openMenu();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Dismiss “Sam sent you a greeting card”' }),
    );
    expect(within(list).queryByText('Sam sent you a greeting card')).toBeNull();
    expect(storedIds()).toEqual(['n-chat']);
    release();
    await waitFor(() => expect(storedIds()).toEqual(['n-chat']));
  });

  it('puts a dismissed one back when the server refuses, and says why', async () => {
    signIn([chat, card], (call) =>
      call.url.endsWith('/read') ? refused(500, 'Could not dismiss it') : undefined,
    );
    renderApp('/static/privacy');
    const list = await openMenu();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Dismiss “New message in Early Risers”' }),
    );
    expect(await within(list).findByText('New message in Early Risers')).toBeTruthy();
    const notices = screen.getByRole('region', { name: 'Notices' });
    expect(within(notices).getByRole('alert').textContent).toContain('Could not dismiss it');
    expect(storedIds()).toEqual(['n-chat', 'n-card']);
  });

  it('dismisses all, and then says there is nothing new', async () => {
    const calls = signIn([chat, card, news]);
    renderApp('/static/privacy');
    const list = await openMenu();
    await userEvent.click(within(list).getByRole('button', { name: 'Dismiss all' }));
    expect(within(list).getByText('No new notifications')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v4/notifications/read').map((call) => call.body)).toEqual([
      { notificationIds: ['n-news', 'n-card', 'n-chat'] },
    ]);
    await waitFor(() => expect(storedIds()).toEqual([]));
    expect(within(list).queryByRole('button', { name: 'Dismiss all' })).toBeNull();
  });

  it('says there is nothing new, and sends nothing, when there is nothing', async () => {
    const calls = signIn([]);
    renderApp('/static/privacy');
    const button = await bell('Notifications');
    expect(button.textContent).toBe('');
    const list = await openMenu();
    expect(within(list).getByText('No new notifications')).toBeTruthy();
    expect(within(list).queryByRole('list')).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/v4/notifications'))).toEqual([]);
  });

  it('closes on Escape, giving focus back to the bell, and on a press outside', async () => {
    signIn([news]);
    renderApp('/static/privacy');
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(await bell());

    await openMenu();
    await userEvent.click(screen.getByRole('heading', { level: 1, name: 'Privacy policy' }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('is not in a visitor’s header', async () => {
    fakeFetch(() => json(200, { success: true, data: {} }));
    renderApp('/static/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
