// The new-stuff banner (issue 18.3): under the header while flags.newStuff is true, with the newest
// post's title; "Tell me later" calls the server and hides it; "Read it" opens the news, which
// reads it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, ok, refused } from '../../routes/admin/adminTestKit.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { fakeFetch, type FakeCall } from '../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';

const post = (title: string, extra: object = {}) => ({
  id: `id-${title}`,
  title,
  text: 'Text',
  credits: 'The team',
  author: null,
  publishDate: '2026-11-20T10:00:00.000Z',
  published: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

// Staff get drafts first from GET /news: the banner names the newest post players see.
const news = [post('Unpublished draft', { published: false }), post('Pets got hungrier')];

function signIn(flags: object, answer: (call: FakeCall) => Response = () => ok({})) {
  storeTestCredentials();
  const player = { id: testCredentials.apiId, _v: 1, flags, permissions: {} };
  return fakeFetch((call) => {
    if (call.url === '/api/v4/user') return ok(player);
    if (call.url.startsWith('/api/v4/news?')) return ok(news);
    return answer(call);
  });
}

const banner = () => screen.findByRole('region', { name: 'News' });

describe('the new-stuff banner', () => {
  it('names the newest post and links to the news', async () => {
    signIn({ newStuff: true });
    renderApp('/static/privacy');
    const shown = await banner();
    expect(
      await within(shown).findByText('News from the Questlog team: Pets got hungrier'),
    ).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'Read it' }).getAttribute('href')).toBe(
      '/static/new-stuff',
    );
  });

  it('hides after "Tell me later", which the server is told', async () => {
    const calls = signIn({ newStuff: true });
    renderApp('/static/privacy');
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Tell me later' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'News' })).toBeNull());
    expect(callsTo(calls, 'POST', '/api/v4/news/tell-me-later')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/v4/news/read')).toHaveLength(0);
    expect(useSessionStore.getState().user?.flags?.newStuff).toBe(false);
  });

  it('comes back when the server refuses "Tell me later"', async () => {
    signIn({ newStuff: true }, () => refused(500, 'Something went wrong'));
    renderApp('/static/privacy');
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Tell me later' }));
    await waitFor(() => expect(useSessionStore.getState().user?.flags?.newStuff).toBe(true));
    expect(await banner()).toBeTruthy();
  });

  it('opens the news on "Read it", which reads it and hides the banner', async () => {
    const calls = signIn({ newStuff: true });
    const { router } = renderApp('/static/privacy');
    await userEvent.click(within(await banner()).getByRole('link', { name: 'Read it' }));
    expect(await screen.findByRole('article', { name: 'Pets got hungrier' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/static/new-stuff');
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v4/news/read')).toHaveLength(1));
  });

  it('is not shown when there is nothing new, nor to a visitor', async () => {
    const calls = signIn({ newStuff: false });
    const view = renderApp('/static/privacy');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('userLoaded'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/v4/news'))).toHaveLength(0);
    view.unmount();

    localStorage.clear();
    fakeFetch(() => ok({}));
    renderApp('/static/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
  });
});
