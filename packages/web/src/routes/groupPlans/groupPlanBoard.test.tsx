// The team board of /group-plans/:groupId: each assignee's completion, assign / unassign,
// requires approval, needs work, the managers' approval queue and the completed to-dos.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { makePlan, pathOf, renderRoutes, viewerId } from '../challenges/challengeTestKit.tsx';
import { dishes, members, routes, serveBoard, writes } from './groupPlanTestKit.tsx';

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
