import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../test/renderApp.tsx';

async function landsOn(path: string, heading: string | RegExp) {
  cleanup(); // one app on the page at a time
  const { router } = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return router.state.location;
}

describe('access rules', () => {
  it('sends an anonymous visitor from tasks to the home page', async () => {
    const location = await landsOn('/', 'Turn your habits into a quest');
    expect(location.pathname).toBe('/static/home');
    expect(location.search).toBe('');
  });

  it('sends an anonymous visitor from a login-only screen to the home page', async () => {
    const location = await landsOn('/inventory/items', 'Turn your habits into a quest');
    expect(location.pathname).toBe('/static/home');
    expect(new URLSearchParams(location.search).get('redirectTo')).toBe('/inventory/items');
  });

  it('lets anonymous visitors see public pages', async () => {
    expect((await landsOn('/static/privacy', 'Privacy policy')).pathname).toBe('/static/privacy');
    expect((await landsOn('/forgot-password', 'Forgot password')).pathname).toBe(
      '/forgot-password',
    );
  });

  it('sends a logged-in player from login to tasks', async () => {
    signInAs();
    expect((await landsOn('/login', 'Tasks')).pathname).toBe('/');
  });

  it('sends a logged-in player from register to tasks', async () => {
    signInAs();
    expect((await landsOn('/register', 'Tasks')).pathname).toBe('/');
  });

  it('honours redirectTo once logged in', async () => {
    signInAs();
    expect((await landsOn('/login?redirectTo=%2Fparty', 'Party')).pathname).toBe('/party');
  });

  it('never follows a redirectTo to another site', async () => {
    signInAs();
    expect((await landsOn('/login?redirectTo=%2F%2Fevil.example', 'Tasks')).pathname).toBe('/');
  });

  it('keeps the redirectTo query from login on the register link', async () => {
    await landsOn('/login?redirectTo=%2Fparty', 'Log in');
    const link = screen.getByRole('link', { name: 'New here? Create an account' });
    expect(link.getAttribute('href')).toBe('/register?redirectTo=%2Fparty');
  });

  it('keeps redirectTo from the home page on its sign-up and log-in links', async () => {
    await landsOn('/inventory/items', 'Turn your habits into a quest');
    const [register] = screen.getAllByRole('link', { name: 'Start your adventure' });
    expect(register?.getAttribute('href')).toBe('/register?redirectTo=%2Finventory%2Fitems');
    const login = screen.getByRole('link', { name: 'I already have an account' });
    expect(login.getAttribute('href')).toBe('/login?redirectTo=%2Finventory%2Fitems');
  });
});

describe('admin and staff permissions', () => {
  it('sends a player without permissions from the admin area to tasks', async () => {
    signInAs();
    expect((await landsOn('/admin/panel', 'Tasks')).pathname).toBe('/');
  });

  it('sends an anonymous visitor from the admin area to the home page', async () => {
    expect((await landsOn('/admin', 'Turn your habits into a quest')).pathname).toBe(
      '/static/home',
    );
  });

  it('lets userSupport into the panel but not the blockers', async () => {
    signInAs('userSupport');
    expect((await landsOn('/admin/panel', 'User support panel')).pathname).toBe('/admin/panel');
    expect((await landsOn('/admin/panel/search/alice', 'User search')).pathname).toBe(
      '/admin/panel/search/alice',
    );
    expect((await landsOn('/admin/panel/alice', 'User details')).pathname).toBe(
      '/admin/panel/alice',
    );
    expect((await landsOn('/admin/blockers', 'Tasks')).pathname).toBe('/');
  });

  it('lets accessControl into the blockers but not the panel', async () => {
    signInAs('accessControl');
    expect((await landsOn('/admin/blockers', 'Blockers')).pathname).toBe('/admin/blockers');
    expect((await landsOn('/admin/panel', 'Tasks')).pathname).toBe('/');
  });

  it('keeps groupSupport alone out of the admin area', async () => {
    signInAs('groupSupport');
    expect((await landsOn('/admin/groups', 'Tasks')).pathname).toBe('/');
  });

  it('lets groupSupport staff with area access into admin groups', async () => {
    signInAs('userSupport', 'groupSupport');
    expect((await landsOn('/admin/groups', 'Groups')).pathname).toBe('/admin/groups');
    expect((await landsOn('/admin/groups/g1', 'Tasks')).pathname).toBe('/');
  });

  it('lets fullAccess pass every check', async () => {
    signInAs('fullAccess');
    for (const [path, heading] of [
      ['/admin', 'Admin'],
      ['/admin/panel', 'User support panel'],
      ['/admin/groups', 'Groups'],
      ['/admin/groups/g1', 'Group details'],
      ['/admin/blockers', 'Blockers'],
      ['/user/settings/transactions', 'Transactions'],
    ]) {
      expect((await landsOn(path!, heading!)).pathname).toBe(path);
    }
  });

  it('lists on the admin start only the sections the staff member may open', async () => {
    signInAs('userSupport');
    await landsOn('/admin', 'Admin');
    expect(screen.getByRole('link', { name: 'User support panel' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Blockers' })).toBeNull();
  });

  it('requires userSupport for the transactions settings', async () => {
    signInAs();
    expect((await landsOn('/user/settings/transactions', 'Tasks')).pathname).toBe('/');
  });

  it('shows the transactions settings to userSupport', async () => {
    signInAs('userSupport');
    expect((await landsOn('/user/settings/transactions', 'Transactions')).pathname).toBe(
      '/user/settings/transactions',
    );
  });
});

describe('redirects and unknown paths', () => {
  it('sends old guild hash links to the guild', async () => {
    signInAs();
    expect((await landsOn('/#/options/groups/guilds/guild-7', 'Guild')).pathname).toBe(
      '/groups/guild/guild-7',
    );
  });

  it('sends old challenge hash links to the challenge', async () => {
    signInAs();
    expect((await landsOn('/#/options/groups/challenges/ch-3', 'Challenge')).pathname).toBe(
      '/challenges/ch-3',
    );
  });

  it('sends the old tavern-and-guilds page to its FAQ page', async () => {
    expect((await landsOn('/static/tavern-and-guilds', 'Tavern and guilds')).pathname).toBe(
      '/static/faq/tavern-and-guilds',
    );
    expect(document.title).toBe('Tavern and guilds | Frequently asked questions | Questlog');
  });

  it('sends the old API settings page to site data', async () => {
    signInAs();
    expect((await landsOn('/user/settings/api', 'Site data')).pathname).toBe(
      '/user/settings/siteData',
    );
  });

  it('opens the first screen of an area', async () => {
    signInAs();
    expect((await landsOn('/user/settings', 'General')).pathname).toBe('/user/settings/general');
    expect((await landsOn('/group-plans/g1', 'Task board')).pathname).toBe(
      '/group-plans/g1/task-information',
    );
  });

  it('shows the not-found page for any other path', async () => {
    const location = await landsOn('/no/such/place', 'Page not found');
    expect(location.pathname).toBe('/no/such/place');
    expect(document.title).toBe('Page not found | Questlog');
    expect(screen.getByRole('link', { name: 'Return to the Questlog home page' })).toBeTruthy();
  });

  it('titles the home page with its full title', async () => {
    await landsOn('/static/home', 'Turn your habits into a quest');
    expect(document.title).toBe('Questlog: turn your habits into a quest');
  });

  it('titles a sub-section with sub-section, section and product', async () => {
    signInAs();
    await landsOn('/inventory/stable', 'Stable');
    expect(document.title).toBe('Stable | Inventory | Questlog');
  });
});
