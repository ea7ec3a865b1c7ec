// Invitations to a guild or a group plan wait in banners above every screen but the one that lists
// their kind; Accept joins and opens the group, Reject turns it down. (The party's are in
// routes/party/noParty.test.tsx.)
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '../../api/types.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../test/tasksKit.ts';
import { WaitingBanners } from '../party/WaitingBanners.tsx';

const invitations = {
  party: {},
  parties: [],
  guilds: [
    { id: 'guild-2', name: 'Quiet Corner', inviter: 'x', publicGuild: false, groupPlan: false },
    { id: 'plan-1', name: 'Household', inviter: 'x', publicGuild: false, groupPlan: true },
  ],
};

function renderBannersAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <WaitingBanners />, handle: { access: { kind: 'login' } } }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bannerList = () => screen.findByRole('list', { name: 'Invitations' });

describe('the invitation banners', () => {
  it('show guild and plan invitations, each kind but on the screen that lists it', async () => {
    loadPlayer({}, { invitations } as Partial<User>);
    fakeTasksApi();
    renderBannersAt('/');
    const list = await bannerList();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'You are invited to join the guild Quiet Corner.',
      'You are invited to join the group plan Household.',
    ]);
  }, 20_000);

  it.each([
    ['/group-plans', 'You are invited to join the guild Quiet Corner.'],
    ['/groups/myGuilds', 'You are invited to join the group plan Household.'],
  ])(
    'leave out on %s what it lists itself',
    async (path, left) => {
      loadPlayer({}, { invitations } as Partial<User>);
      fakeTasksApi();
      renderBannersAt(path);
      const list = await bannerList();
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.firstChild?.textContent),
      ).toEqual([left]);
    },
    20_000,
  );

  it('accepts a plan’s invitation and opens the plan’s task board', async () => {
    loadPlayer({}, { invitations } as Partial<User>);
    const calls = fakeTasksApi(
      answering('POST', '/groups/plan-1/join', () => ok({ _id: 'plan-1' })),
      answering('GET', '/user', () =>
        ok({
          id: 'user-1',
          _v: 2,
          guilds: ['plan-1'],
          invitations: { ...invitations, guilds: [] },
        }),
      ),
    );
    const router = renderBannersAt('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Household' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/group-plans/plan-1/task-information'),
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/v4/groups/plan-1/join',
      'GET /api/v4/user',
    ]);
  }, 20_000);

  it('turns an invitation down and stays', async () => {
    loadPlayer({}, { invitations } as Partial<User>);
    const calls = fakeTasksApi(
      answering('POST', '/groups/guild-2/reject-invite', () => ok({})),
      answering('GET', '/user', () =>
        ok({ id: 'user-1', _v: 2, invitations: { ...invitations, guilds: [] } }),
      ),
    );
    const router = renderBannersAt('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject the invitation to Quiet Corner' }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Invitations' })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v4/groups/guild-2/reject-invite' });
  }, 20_000);
});
