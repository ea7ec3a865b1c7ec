// Discovery (30 a page, a refused join in an alert), my guilds and the create form (summary ≤ 250),
// and one guild's page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../test/tasksKit.ts';
import { renderRoute } from '../party/partyTestKit.tsx';
import { DiscoveryPage } from './DiscoveryPage.tsx';
import { GuildPage } from './GuildPage.tsx';
import { MyGuildsPage } from './MyGuildsPage.tsx';
import { makeGuild, renderAt } from './socialTestKit.tsx';

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeGuild(from + index));

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('/groups/discovery', () => {
  it('pages through public guilds 30 at a time, with search words and categories', async () => {
    loadPlayer();
    const calls = fakeTasksApi(
      answering('GET', /^\/groups\?/, (call) => {
        const pageNumber = Number(queryOf(call.url).get('page'));
        return ok(pageNumber === 0 ? page(0, 30) : page(30, 4));
      }),
    );
    renderRoute('/groups/discovery', <DiscoveryPage />, 'guilds');

    const list = await screen.findByRole('list', { name: 'Public guilds' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(30);
    expect(within(list).getByText('100 members')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Guild pages' });
    expect(
      within(pager).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled'),
    ).toBe(true);

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Guild 33')).toBeTruthy();
    expect(within(pager).getByText('Page 2')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(pager).getByRole('button', { name: 'Next page' }).hasAttribute('disabled'),
      ).toBe(true),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search guilds' }), 'books{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Academics' }));
    await waitFor(() =>
      expect(queryOf(calls.at(-1)?.url ?? '').get('categories')).toBe('academics'),
    );
    const last = queryOf(calls.at(-1)?.url ?? '');
    expect(Object.fromEntries(last)).toEqual({
      type: 'publicGuilds',
      paginate: 'true',
      page: '0',
      categories: 'academics',
      search: 'books',
    });
    expect(queryOf(calls[1]?.url ?? '').get('page')).toBe('1');
  }, 20_000);

  it('shows the server’s message in an alert when joining fails, and stays out', async () => {
    loadPlayer({}, { guilds: [] });
    const message = 'You are already a member of this group.';
    const calls = fakeTasksApi(
      answering('GET', /^\/groups\?/, () => ok([makeGuild(1)])),
      answering('POST', '/groups/guild-1/join', () =>
        json(401, { success: false, error: 'NotAuthorized', message }),
      ),
    );
    renderRoute('/groups/discovery', <DiscoveryPage />, 'guilds');

    await userEvent.click(await screen.findByRole('button', { name: 'Join Guild 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    // the notice names the change refused
    expect(await screen.findByText(`Couldn't join Guild 1: ${message}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Guild 1' })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([
      'GET /api/v4/groups',
      'POST /api/v4/groups/guild-1/join',
    ]);
  }, 20_000);

  it('joins: reads the user again and shows the guild as mine', async () => {
    loadPlayer({}, { guilds: [] });
    fakeTasksApi(
      answering('GET', /^\/groups\?/, () => ok([makeGuild(1)])),
      answering('POST', '/groups/guild-1/join', () => ok(makeGuild(1))),
      answering('GET', '/user', () => ok({ id: 'user-1', _v: 2, guilds: ['guild-1'] })),
    );
    renderRoute('/groups/discovery', <DiscoveryPage />, 'guilds');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Guild 1' }));
    expect(await screen.findByText('Member')).toBeTruthy();
  }, 20_000);
});

describe('/groups/myGuilds', () => {
  it('says when I am in no guild, and checks the new guild beside its fields', async () => {
    loadPlayer();
    const calls = fakeTasksApi(answering('GET', '/groups?type=guilds', () => ok([])));
    renderRoute('/groups/myGuilds', <MyGuildsPage />, 'guilds');
    expect(await screen.findByText('You have not joined any guilds yet.')).toBeTruthy();
    // the guild screens link to each other, the Tavern among them (it had no way in)
    const guilds = screen.getByRole('navigation', { name: 'Guilds' });
    const links = within(guilds).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My guilds', '/groups/myGuilds'],
      ['Discover guilds', '/groups/discovery'],
      ['Tavern', '/groups/tavern'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');

    const summary = screen.getByRole('textbox', { name: 'Summary' });
    await userEvent.click(summary);
    await userEvent.paste('s'.repeat(251));
    await userEvent.click(screen.getByRole('button', { name: 'Create guild' }));

    const name = screen.getByRole('textbox', { name: 'Guild name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give your guild a name.')).toBeTruthy();
    expect(summary.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A summary can be at most 250 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('creates a guild and shows the server’s refusal under the form', async () => {
    loadPlayer();
    const message = 'Not enough gems.';
    const calls = fakeTasksApi(
      answering('GET', '/groups?type=guilds', () => ok([makeGuild(2)])),
      answering('POST', '/groups', () =>
        json(401, { success: false, error: 'NotAuthorized', message }),
      ),
    );
    renderRoute('/groups/myGuilds', <MyGuildsPage />, 'guilds');
    expect(await screen.findByRole('link', { name: 'Guild 2' })).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Guild name' }), 'Readers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Summary' }), 'We read.');
    await userEvent.click(screen.getByRole('radio', { name: /Private/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hobbies and occupations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create guild' }));

    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v4/groups',
      body: {
        type: 'guild',
        name: 'Readers',
        summary: 'We read.',
        privacy: 'private',
        categories: [{ slug: 'hobbies_occupations' }],
      },
    });
  }, 20_000);
});

describe('/groups/guild/:groupId', () => {
  it('shows the guild, its leader and chat, and leaves after asking', async () => {
    loadPlayer({}, { guilds: ['guild-5'] });
    const guild = makeGuild(5, {
      description: 'We **read** together.',
      leader: { _id: 'friend-1', id: 'friend-1', profile: { name: 'Alice' } },
      chat: [{ id: 'm-1', text: 'Welcome!', uuid: 'friend-1', user: 'Alice', timestamp: 1 }],
    });
    const calls = fakeTasksApi(
      answering('GET', '/groups/guild-5', () => ok(guild)),
      answering('POST', /^\/groups\/guild-5\/leave\?keep=keep-all$/, () => ok({})),
      answering('GET', '/user', () => ok({ id: 'user-1', _v: 2, guilds: [] })),
    );
    renderAt('/groups/guild/:groupId', '/groups/guild/guild-5', <GuildPage />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Guild 5' })).toBeTruthy();
    expect(screen.getByText('Led by Alice')).toBeTruthy();
    expect(screen.getByText('95 members')).toBeTruthy();
    expect(screen.getByText('read').tagName).toBe('STRONG');
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getByText('Welcome!'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Leave Guild 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Guild 5?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave guild' }));
    expect(await screen.findByRole('button', { name: 'Join Guild 5' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toContain(
      'POST /api/v4/groups/guild-5/leave',
    );
  }, 20_000);

  it('sends a guild that is a group plan to the plan information screen', async () => {
    loadPlayer();
    fakeTasksApi(
      answering('GET', '/groups/guild-6', () =>
        ok(makeGuild(6, { purchased: { plan: { customerId: 'cus_1' } } })),
      ),
    );
    const { router } = renderAt('/groups/guild/:groupId', '/groups/guild/guild-6', <GuildPage />);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/group-plans/guild-6/information'),
    );
  }, 20_000);
});
