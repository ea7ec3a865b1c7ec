// /admin/panel and its search route (issue 18.8): the query goes into the URL, the results link to
// each player's page; empty, failed and unchecked searches say so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../store/sessionStore.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { callsTo, errorBeside, ok, refused, signInStaff } from './adminTestKit.ts';

const found = (n: number, extra: object = {}) => ({
  id: `id-${n}`,
  contributor: {},
  backer: {},
  profile: { name: `Player ${n}` },
  auth: { local: { username: `alice${n}`, email: `alice${n}@example.com` }, blocked: false },
  ...extra,
});

describe('user search', () => {
  it('searches from the panel and lists the players found, each linking to their page', async () => {
    const calls = signInStaff(['userSupport'], {
      'GET /api/v4/admin/search/ali': () =>
        ok([found(1), found(2, { auth: { local: { username: 'alice2' }, blocked: true } })]),
    });
    const { router } = renderApp('/admin/panel');
    const field = await screen.findByLabelText('User id, e-mail or username');
    await userEvent.type(field, '  ali ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Players matching “ali”' });
    expect(router.state.location.pathname).toBe('/admin/panel/search/ali');
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toBe('Player 1@alice1alice1@example.comid-1');
    expect(within(items[1]!).getByText('Suspended')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Player 1' }).getAttribute('href')).toBe(
      '/admin/panel/id-1',
    );
    expect(callsTo(calls, 'GET', '/api/v4/admin/search/ali')).toHaveLength(1);
  });

  it('asks for something to search before searching', async () => {
    const calls = signInStaff(['userSupport'], {});
    const { router } = renderApp('/admin/panel');
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(errorBeside(screen.getByLabelText('User id, e-mail or username'))).toBe(
      'Enter a user id, e-mail address or username.',
    );
    expect(router.state.location.pathname).toBe('/admin/panel');
    expect(calls.filter((call) => call.url.includes('/admin/search'))).toHaveLength(0);
  });

  it('says when nobody matches, and when the search failed', async () => {
    signInStaff(['userSupport'], { 'GET /api/v4/admin/search/a%40b.example': () => ok([]) });
    const { unmount } = renderApp('/admin/panel/search/a%40b.example');
    expect(await screen.findByText('No players match “a@b.example”.')).toBeTruthy();
    expect((screen.getByLabelText('User id, e-mail or username') as HTMLInputElement).value).toBe(
      'a@b.example',
    );
    unmount();
    const calls = signInStaff(['userSupport'], {
      'GET /api/v4/admin/search/bob': () => refused(500, 'Oops'),
    });
    renderApp('/admin/panel/search/bob');
    const failure = await screen.findByText('The search could not be run.');
    await userEvent.click(
      within(failure.parentElement!).getByRole('button', { name: 'Try again' }),
    );
    expect(callsTo(calls, 'GET', '/api/v4/admin/search/bob')).toHaveLength(2);
  });
});

describe("the admin area's entry", () => {
  it('shows staff an Admin link in the main navigation, and players none', async () => {
    signInStaff(['accessControl'], {});
    const { unmount } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const admin = await within(nav).findByRole('link', { name: 'Admin' });
    expect(admin.getAttribute('href')).toBe('/admin');
    unmount();
    signInStaff(['groupSupport', 'challengeAdmin'], {});
    renderApp('/user/settings/general');
    const playerNav = await screen.findByRole('navigation', { name: 'Main' });
    // the nav is drawn before the user arrives: wait for their permissions
    await waitFor(() => expect(useSessionStore.getState().user?.permissions).toBeTruthy());
    expect(within(playerNav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});
