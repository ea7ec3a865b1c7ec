// /group-plans and the plan's tabs: my plans, creating one (granted for free, and the page says
// so), invitations to a plan, and the information and billing tabs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Player } from '../../api/tasksTypes.ts';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../test/tasksKit.ts';
import { makePlan, renderRoutes, viewerId } from '../challenges/challengeTestKit.tsx';
import { routes, serveBoard, writes } from './groupPlanTestKit.tsx';

describe('/group-plans', () => {
  it('lists my plan groups, or says there is none', async () => {
    loadPlayer();
    let plans = [makePlan()];
    fakeTasksApi(answering('GET', '/group-plans', () => ok(plans)));
    const first = renderRoutes(routes, '/group-plans');
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Loading…');
    const link = await screen.findByRole('link', { name: 'The Household' });
    expect(link.getAttribute('href')).toBe('/group-plans/plan-1/task-information');
    first.unmount();

    plans = [];
    renderRoutes(routes, '/group-plans');
    expect(await screen.findByText(/You are not in any group plan yet/)).toBeTruthy();
  }, 20_000);

  it('checks the name beside its field, then creates a plan and shows the server’s message', async () => {
    loadPlayer();
    const message = 'No payment provider is configured, so your group plan is free.';
    let plans: ReturnType<typeof makePlan>[] = [];
    const calls = fakeTasksApi(
      answering('GET', '/group-plans', () => ok(plans)),
      answering('POST', '/groups/create-plan', () => {
        plans = [makePlan()];
        return json(201, { success: true, data: makePlan(), message });
      }),
      answering('GET', '/user', () => ok({ id: viewerId, _v: 2 })),
    );
    renderRoutes(routes, '/group-plans');
    await screen.findByText(/You are not in any group plan yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Create group plan' }));
    const name = screen.getByRole('textbox', { name: 'Group name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give the group a name.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await userEvent.type(name, 'The Household');
    await userEvent.type(screen.getByRole('textbox', { name: 'Summary' }), 'Chores together');
    await userEvent.click(screen.getByRole('button', { name: 'Create group plan' }));
    expect(await screen.findByText(message, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open The Household' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'The Household' })).toBeTruthy();
    expect(writes(calls)).toEqual([
      [
        'POST',
        '/groups/create-plan',
        {
          groupToCreate: {
            type: 'guild',
            privacy: 'private',
            name: 'The Household',
            summary: 'Chores together',
            description: '',
          },
          paymentType: 'groupPlan',
        },
      ],
    ]);
  }, 20_000);
});

describe('/group-plans, invited', () => {
  it('lists my invitations to plans and opens the plan once one is accepted', async () => {
    loadPlayer({}, {
      invitations: {
        guilds: [{ id: 'plan-1', name: 'The Household', publicGuild: false, groupPlan: true }],
      },
    } as Partial<Player>);
    const calls = serveBoard(
      makePlan(),
      answering('GET', '/group-plans', () => ok([])),
      answering('POST', '/groups/plan-1/join', () => ok(makePlan())),
      answering('GET', '/user', () => ok({ id: viewerId, _v: 2, guilds: ['plan-1'] })),
    );
    const { router } = renderRoutes(routes, '/group-plans');
    const invitations = await screen.findByRole('list', { name: 'Invitations to group plans' });
    expect(
      within(invitations).getByText('You are invited to join the group plan The Household.'),
    ).toBeTruthy();
    await userEvent.click(
      within(invitations).getByRole('button', { name: 'Accept the invitation to The Household' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/group-plans/plan-1/task-information'),
    );
    expect(writes(calls)).toEqual([['POST', '/groups/plan-1/join', undefined]]);
  }, 20_000);
});

describe('the plan’s other tabs', () => {
  it('information names the leader; billing says the plan was granted for free', async () => {
    loadPlayer();
    serveBoard();
    const { router } = renderRoutes(routes, '/group-plans/plan-1/information');
    expect(await screen.findByText('Robin')).toBeTruthy();
    expect(screen.getByText(/You can manage the task board/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Billing' }));
    expect(router.state.location.pathname).toBe('/group-plans/plan-1/billing');
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText(/granted for free/)).toBeTruthy();
  }, 20_000);

  it('information: the leader invites by username or e-mail; a manager may not', async () => {
    loadPlayer();
    const calls = serveBoard(
      makePlan(),
      answering('POST', '/groups/plan-1/invite', () => ok([])),
      answering('GET', '/groups/plan-1/chat', () => ok([])),
    );
    renderRoutes(routes, '/group-plans/plan-1/information');
    const field = await screen.findByRole('textbox', { name: 'Username, user ID or e-mail' });
    await userEvent.type(field, 'ann_b');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ann_b.')).toBeTruthy();
    expect(writes(calls)).toEqual([['POST', '/groups/plan-1/invite', { usernames: ['ann_b'] }]]);
    expect(screen.getByRole('heading', { name: 'Members and roles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit The Household' })).toBeTruthy();
    // while the plan is live its leader cannot hand it over
    expect(await screen.findByRole('button', { name: 'Make Ann a manager' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Ann the leader' })).toBeNull();
  }, 20_000);

  it('information: a manager who does not lead sees no invitation, edit or roles', async () => {
    loadPlayer();
    serveBoard(
      makePlan({
        leader: { _id: 'member-1', id: 'member-1', profile: { name: 'Ann' } },
        managers: { [viewerId]: true },
      }),
      answering('GET', '/groups/plan-1/chat', () => ok([])),
    );
    renderRoutes(routes, '/group-plans/plan-1/information');
    expect(await screen.findByText(/You can manage the task board/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Username, user ID or e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit The Household' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Members and roles' })).toBeNull();
  }, 20_000);

  it('says when the plan cannot be loaded', async () => {
    loadPlayer();
    fakeTasksApi(
      answering('GET', '/groups/plan-9', () =>
        json(404, { success: false, error: 'NotFound', message: 'Group not found.' }),
      ),
    );
    renderRoutes(routes, '/group-plans/plan-9/task-information');
    expect(await screen.findByText('This group plan could not be loaded.')).toBeTruthy();
  }, 20_000);
});
