// /group-plans and /group-plans/:groupId: my plans, creating one (granted for free, and the page
// says so), the team board with each assignee's completion, assign / unassign, requires approval,
// needs work, the managers' approval queue, and the information and billing tabs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamLink } from '../../api/challengeTypes.ts';
import type { Player } from '../../api/tasksTypes.ts';
import { json, type FakeCall } from '../../test/requestKit.ts';
import {
  answering,
  fakeTasksApi,
  loadPlayer,
  makeTask,
  ok,
  type Route,
} from '../../test/tasksKit.ts';
import {
  makeMember,
  makePlan,
  pathOf,
  renderRoutes,
  viewerId,
} from '../challenges/challengeTestKit.tsx';
import { BillingTab } from './BillingTab.tsx';
import { GroupPlanLayout } from './GroupPlanLayout.tsx';
import { GroupPlansPage } from './GroupPlansPage.tsx';
import { InformationTab } from './InformationTab.tsx';
import { TaskInformationTab } from './TaskInformationTab.tsx';

const routes = [
  { path: '/group-plans', element: <GroupPlansPage /> },
  {
    path: '/group-plans/:groupId',
    element: <GroupPlanLayout />,
    children: [
      { path: 'task-information', element: <TaskInformationTab /> },
      { path: 'information', element: <InformationTab /> },
      { path: 'billing', element: <BillingTab /> },
    ],
  },
];

const members = [makeMember('member-1', 'Ann'), makeMember('member-2', 'Ben')];
const dishes = makeTask({
  type: 'todo',
  _id: 'task-dishes',
  text: 'Dishes',
  group: {
    id: 'plan-1',
    assignedUsers: ['member-1', 'member-2'],
    assignedUsersDetail: { 'member-1': { completed: true }, 'member-2': { completed: false } },
    approval: { required: false },
  },
});
const bins = makeTask({
  type: 'daily',
  _id: 'task-bins',
  text: 'Bins out',
  completed: true,
  group: { id: 'plan-1', assignedUsers: [], completedBy: { userId: 'member-2' } } as TeamLink,
});
const request = {
  ...makeTask({ type: 'todo', _id: 'task-homework', text: 'Homework' }),
  userId: 'member-1',
  group: { id: 'plan-1', approval: { required: true, requested: true, approved: false } },
};

function serveBoard(plan = makePlan(), ...extra: Route[]) {
  return fakeTasksApi(
    ...extra,
    answering('GET', '/groups/plan-1', () => ok(plan)),
    answering('GET', /^\/groups\/plan-1\/members/, () => ok(members)),
    answering('GET', '/tasks/group/plan-1', () => ok([dishes, bins])),
    answering('GET', '/approvals/group/plan-1', () => ok([request])),
  );
}

const writes = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map(({ method, url, body }) => [method, pathOf(url), body]);

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

describe('the team board, for its leader', () => {
  it('tells a leader alone on the plan where to invite the team', async () => {
    loadPlayer();
    serveBoard(makePlan({ memberCount: 1 }));
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    const link = await screen.findByRole('link', {
      name: 'Invite your team on the Information tab',
    });
    expect(link.getAttribute('href')).toBe('/group-plans/plan-1/information');
  }, 20_000);

  it('shows each assignee’s completion, and who completed an unassigned task', async () => {
    loadPlayer();
    serveBoard();
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    const assignees = await screen.findByRole('list', { name: 'Assigned members of Dishes' });
    expect(within(assignees).getByText('Ann: done')).toBeTruthy();
    expect(within(assignees).getByText('Ben: not done yet')).toBeTruthy();
    expect(screen.getByText('Completed by Ben')).toBeTruthy();
  }, 20_000);

  it('assigns, unassigns, sends back and toggles approval', async () => {
    loadPlayer();
    const calls = serveBoard(
      makePlan(),
      answering('POST', /^\/tasks\/task-[a-z]+\/(assign|unassign|needs-work)/, () => ok({})),
      answering('PUT', '/tasks/task-dishes', () => ok({})),
    );
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    const assign = await screen.findByRole('combobox', { name: 'Assign Bins out to' });
    await userEvent.selectOptions(assign, 'member-1');
    const binsRow = assign.closest('li')!;
    await userEvent.click(within(binsRow).getByRole('button', { name: 'Assign' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unassign Ben from Dishes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dishes needs work from Ann' }));
    const dishesRow = screen
      .getByRole('list', { name: 'Assigned members of Dishes' })
      .closest('li')!;
    await userEvent.click(within(dishesRow).getByRole('checkbox', { name: 'Requires approval' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(4));
    expect(writes(calls)).toEqual([
      ['POST', '/tasks/task-bins/assign', ['member-1']],
      ['POST', '/tasks/task-dishes/unassign/member-2', undefined],
      ['POST', '/tasks/task-dishes/needs-work/member-1', undefined],
      ['PUT', '/tasks/task-dishes', { requiresApproval: true }],
    ]);
  }, 20_000);

  it('shows the saved approval as the server answered it, while the board is read again', async () => {
    loadPlayer();
    let isSaved = false;
    // Once the change is saved, the board's next reading never arrives.
    const unanswered = () => new Response(new ReadableStream());
    const required = (isRequired: boolean) => ({
      ...dishes,
      group: { ...dishes.group, approval: { required: isRequired } },
    });
    serveBoard(
      makePlan(),
      answering('GET', '/tasks/group/plan-1', () => (isSaved ? unanswered() : ok([dishes]))),
      answering('PUT', '/tasks/task-dishes', (call) => {
        isSaved = true;
        return ok(required((call.body as { requiresApproval: boolean }).requiresApproval));
      }),
    );
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    const box = await screen.findByRole('checkbox', { name: 'Requires approval' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(true);
  }, 20_000);

  it('shows the approval as saved before a refused change', async () => {
    loadPlayer();
    serveBoard(
      makePlan(),
      answering('PUT', '/tasks/task-dishes', () =>
        json(401, { success: false, error: 'NotAuthorized', message: 'Only managers.' }),
      ),
    );
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    const dishesRow = (
      await screen.findByRole('list', { name: 'Assigned members of Dishes' })
    ).closest('li')!;
    const box = within(dishesRow).getByRole('checkbox', { name: 'Requires approval' });
    await userEvent.click(box);
    expect(await screen.findByText('Only managers.')).toBeTruthy();
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
  }, 20_000);

  it('approves or sends back requests in the approval queue', async () => {
    loadPlayer();
    const calls = serveBoard(
      makePlan(),
      answering('POST', /^\/tasks\/task-homework\//, () => ok({})),
    );
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    const queue = await screen.findByRole('list', { name: 'Waiting for approval' });
    expect(within(queue).getByText('Ann completed “Homework”')).toBeTruthy();
    await userEvent.click(within(queue).getByRole('button', { name: 'Approve Homework for Ann' }));
    await userEvent.click(
      within(queue).getByRole('button', { name: 'Homework needs work from Ann' }),
    );
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)).toEqual([
      ['POST', '/tasks/task-homework/approve/member-1', undefined],
      ['POST', '/tasks/task-homework/needs-work/member-1', undefined],
    ]);
  }, 20_000);

  it('adds a task that requires approval', async () => {
    loadPlayer();
    const calls = serveBoard(
      makePlan(),
      answering('POST', '/tasks/group/plan-1', (call) =>
        json(201, { success: true, data: call.body }),
      ),
    );
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a to-do' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a to-do' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Homework');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Requires approval' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      [
        'POST',
        '/tasks/group/plan-1',
        { type: 'todo', text: 'Homework', notes: '', requiresApproval: true },
      ],
    ]);
  }, 20_000);
});

describe('the board’s completed to-dos', () => {
  it('are read only when asked for, each with who completed it', async () => {
    loadPlayer();
    const done = makeTask({
      type: 'todo',
      text: 'Paint the fence',
      completed: true,
      group: {
        id: 'plan-1',
        assignedUsers: ['member-1', 'member-2'],
        assignedUsersDetail: { 'member-1': { completed: true }, 'member-2': { completed: true } },
      },
    });
    const calls = serveBoard(
      makePlan(),
      answering('GET', '/tasks/group/plan-1?type=completedTodos', () => ok([done])),
    );
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    const toggle = await screen.findByRole('button', { name: 'Show completed to-dos' });
    expect(calls.some((call) => call.url.includes('completedTodos'))).toBe(false);
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Completed to-dos' });
    expect(within(list).getByText('Paint the fence')).toBeTruthy();
    expect(within(list).getByText('Completed by Ann, Ben')).toBeTruthy();
  }, 20_000);
});

describe('the team board, for a member', () => {
  it('shows the board without managers’ controls and asks for no approvals', async () => {
    loadPlayer();
    const plan = makePlan({
      leader: { _id: 'member-1', id: 'member-1', profile: { name: 'Ann' } },
    });
    const approvalTask = makeTask({
      type: 'todo',
      text: 'Homework',
      group: { id: 'plan-1', assignedUsers: [viewerId], approval: { required: true } },
    });
    const calls = fakeTasksApi(
      answering('GET', '/groups/plan-1', () => ok(plan)),
      answering('GET', /^\/groups\/plan-1\/members/, () => ok(members)),
      answering('GET', '/tasks/group/plan-1', () => ok([approvalTask])),
    );
    renderRoutes(routes, '/group-plans/plan-1/task-information');
    expect(await screen.findByText('A manager approves its completion.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add a/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Requires approval' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting for approval' })).toBeNull();
    expect(calls.some((call) => pathOf(call.url).startsWith('/approvals'))).toBe(false);
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
