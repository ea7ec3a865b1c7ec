import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsKey } from '../store/settingsStorage.ts';
import {
  fakeApi,
  jsonResponse,
  renderApp,
  storeTestCredentials,
  testCredentials,
} from '../test/renderApp.tsx';

const player = { success: true, data: { id: testCredentials.apiId, permissions: {} } };

function pending<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('root shell', () => {
  it('shows the loading indicator until the user has loaded', async () => {
    storeTestCredentials();
    const answer = pending<Response>();
    const api = fakeApi(() => answer.promise);
    renderApp('/');

    const indicator = await screen.findByRole('status');
    expect(indicator.getAttribute('aria-live')).toBe('polite');
    expect(indicator.textContent).toBe('Loading your adventure…');
    expect(screen.queryByRole('main')).toBeNull();

    answer.resolve(jsonResponse(200, player));
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    expect(screen.queryByText('Loading your adventure…')).toBeNull();
    // the tasks screen then asks for the tasks and tags; the user is fetched once
    expect(api.calls.filter((call) => call.url === '/api/v4/user')).toHaveLength(1);
    const headers = api.calls[0]?.init?.headers as Record<string, string>;
    expect(api.calls[0]?.url).toBe('/api/v4/user');
    expect(headers['x-api-user']).toBe(testCredentials.apiId);
    expect(headers['x-api-key']).toBe(testCredentials.apiToken);
    expect(headers['x-client']).toBe('questlog-web');
  });

  it('shows no loading indicator to an anonymous visitor on a static page', async () => {
    const api = fakeApi(() => jsonResponse(500, {}));
    renderApp('/static/home');
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a static page at once to a logged-in player while the user loads', async () => {
    storeTestCredentials();
    fakeApi(() => pending<Response>().promise);
    renderApp('/static/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forgets rejected credentials and treats the visitor as anonymous', async () => {
    storeTestCredentials();
    fakeApi(() => jsonResponse(401, { success: false, error: 'NotAuthorized' }));
    const { router } = renderApp('/party');
    await screen.findByRole('heading', { level: 1, name: 'Turn your habits into a quest' });
    expect(router.state.location.pathname).toBe('/static/home');
    expect(JSON.parse(localStorage.getItem(settingsKey) ?? '{}')).toEqual({});
  });

  it('offers a retry when the user cannot be loaded', async () => {
    storeTestCredentials();
    let isServerDown = true;
    fakeApi(() => (isServerDown ? jsonResponse(503, {}) : jsonResponse(200, player)));
    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your data could not be loaded');
    isServerDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeTruthy();
  });

  it('frames pages with header, main navigation, main and footer landmarks', async () => {
    storeTestCredentials();
    fakeApi(() => jsonResponse(200, player));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(names).toEqual([
      'Tasks',
      'Calendar',
      'Inventory',
      'Shops',
      'Party',
      'Guilds',
      'Challenges',
      'Group plans',
      'Messages',
      'Settings',
      'Log out', // shown on a phone only, where the bar's Log out is hidden
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("marks the area of the screen shown as current, on each of the area's screens", async () => {
    storeTestCredentials();
    fakeApi((url) =>
      jsonResponse(200, url === '/api/v4/user' ? player : { success: true, data: [] }),
    );
    renderApp('/inventory/stable');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const current = () =>
      [...nav.querySelectorAll('a[aria-current]')].map((link) => [
        link.textContent,
        link.getAttribute('aria-current'),
      ]);
    await waitFor(() => expect(current()).toEqual([['Inventory', 'true']]));
    await userEvent.click(within(nav).getByRole('link', { name: 'Shops' }));
    await waitFor(() => expect(current()).toEqual([['Shops', 'page']]));
    await userEvent.click(within(nav).getByRole('link', { name: 'Tasks' }));
    await waitFor(() => expect(current()).toEqual([['Tasks', 'page']]));
  });

  it('folds the areas behind a Menu button on a phone: it opens, closes on Escape and on a link', async () => {
    storeTestCredentials();
    fakeApi((url) =>
      jsonResponse(200, url === '/api/v4/user' ? player : { success: true, data: [] }),
    );
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    // the current area is named beside the button (the stylesheet hides the list while folded)
    expect(menu.nextElementSibling?.textContent).toBe('Tasks');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(list?.dataset['open']).toBe('false');

    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(list?.dataset['open']).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: 'Shops' }));
    await waitFor(() => expect(menu.nextElementSibling?.textContent).toBe('Shops'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    // a page outside the areas: its section's name
    await userEvent.click(screen.getByRole('link', { name: 'Hall of patrons' }));
    await waitFor(() => expect(menu.nextElementSibling?.textContent).toBe('Hall of heroes'));
  });

  it('shows no main navigation to anonymous visitors', async () => {
    renderApp('/static/home');
    await screen.findByRole('main');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    // the halls need a session: no way in that ends on the login page
    const site = screen.getByRole('navigation', { name: 'Site' });
    expect(within(site).queryByRole('link', { name: 'Hall of heroes' })).toBeNull();
  });

  it('leads a signed-in player to the halls of heroes and patrons from the footer', async () => {
    storeTestCredentials();
    fakeApi(() => jsonResponse(200, player));
    renderApp('/static/faq');
    const site = await screen.findByRole('navigation', { name: 'Site' });
    const hrefOf = (name: string) => within(site).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Hall of heroes')).toBe('/hall/contributors');
    expect(hrefOf('Hall of patrons')).toBe('/hall/patrons');
  });
});
