// Challenge and team tasks in the player's columns: their badges, the broken-task dialog (one task:
// keep or remove it; a deleted or closed challenge: keep or remove all of its tasks) and the delete
// control a member may not use.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChallengeLink } from '../../api/challengeTypes.ts';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([
    { path: '/', element: <TasksPage /> },
    { path: '*', element: <p>elsewhere</p> },
  ]);
  return { router, ...render(<RouterProvider router={router} />) };
}

const copy = (text: string, challenge: Record<string, unknown>) =>
  makeTask({
    type: 'habit',
    text,
    userId: 'user-1',
    challenge: {
      id: 'challenge-1',
      taskId: `original-${text}`,
      shortName: 'run',
      ...challenge,
    } as ChallengeLink,
  });

const sent = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);

describe('challenge tasks in my columns', () => {
  it('carry a badge that opens their challenge', async () => {
    loadPlayer();
    fakeTasksApi(...listing([copy('Stretch', {})]));
    const { router } = renderTasks();
    await userEvent.click(await screen.findByRole('link', { name: 'Challenge run' }));
    expect(router.state.location.pathname).toBe('/challenges/challenge-1');
  });

  it.each([
    ['TASK_DELETED', 'Keep it', '/tasks/unlink-one/', 'keep'],
    ['CHALLENGE_TASK_NOT_FOUND', 'Remove it', '/tasks/unlink-one/', 'remove'],
  ])('%s: %s acts on this task only', async (broken, choice, path, keep) => {
    loadPlayer();
    const task = copy('Stretch', { broken });
    const other = copy('Sprint', { broken });
    const calls = fakeTasksApi(
      ...listing([task, other]),
      answering('POST', new RegExp(`^${path}`), () => ok({})),
    );
    renderTasks();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Stretch: its challenge link is broken; keep or remove',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: choice }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(sent(calls)).toEqual([`POST /api/v4${path}${task._id}?keep=${keep}`]);
    if (keep === 'keep') {
      expect(screen.getByRole('button', { name: 'Edit Stretch' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Stretch: its challenge link/ })).toBeNull();
    } else {
      expect(screen.queryByRole('button', { name: 'Edit Stretch' })).toBeNull();
    }
    // the other broken copy is untouched
    expect(screen.getByRole('button', { name: /Sprint: its challenge link/ })).toBeTruthy();
  });

  it('a closed challenge names its winner; “remove them all” removes every copy', async () => {
    loadPlayer();
    const closed = { broken: 'CHALLENGE_CLOSED', winner: 'Ann' };
    const mine = makeTask({ type: 'todo', text: 'My own' });
    const calls = fakeTasksApi(
      ...listing([copy('Stretch', closed), copy('Sprint', closed), mine]),
      answering('POST', /^\/tasks\/unlink-all\//, () => ok({})),
    );
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: /Stretch: its challenge/ }));
    const dialog = screen.getByRole('dialog', { name: 'This challenge is over' });
    expect(within(dialog).getByText(/The challenge run is over and Ann won/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove them all' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Stretch' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Edit Sprint' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit My own' })).toBeTruthy();
    expect(sent(calls)).toEqual(['POST /api/v4/tasks/unlink-all/challenge-1?keep=remove-all']);
  });

  it('a deleted challenge: “keep them all” keeps them as my own; a refusal puts them back', async () => {
    loadPlayer();
    const deleted = { broken: 'CHALLENGE_DELETED' };
    let isRefused = true;
    fakeTasksApi(
      ...listing([copy('Stretch', deleted), copy('Sprint', deleted)]),
      answering('POST', /^\/tasks\/unlink-all\//, () =>
        isRefused
          ? json(400, { success: false, error: 'BadRequest', message: 'Only broken tasks.' })
          : ok({}),
      ),
    );
    renderTasks();
    const open = () =>
      userEvent.click(screen.getByRole('button', { name: /Stretch: its challenge/ }));
    await screen.findByRole('button', { name: /Stretch: its challenge/ });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Keep them all' }));
    // the request layer showed the refusal; the copies are back and the dialog stays
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Keep them all' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.getByRole('button', { name: /Sprint: its challenge/ })).toBeTruthy();

    isRefused = false;
    await userEvent.click(screen.getByRole('button', { name: 'Keep them all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /its challenge link is broken/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Sprint' })).toBeTruthy();
  });

  it('a member cannot delete a linked copy: the control is disabled and says why', async () => {
    loadPlayer();
    fakeTasksApi(...listing([copy('Stretch', {}), copy('Sprint', { broken: 'TASK_DELETED' })]));
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Stretch' }));
    let remove = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    const reasonId = remove.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(reasonId)?.textContent).toMatch(
      /can't be deleted while you take part/,
    );
    await userEvent.keyboard('{Escape}');

    // a broken copy is the member's to delete
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sprint' }));
    remove = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    expect((remove as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('team tasks in my columns', () => {
  it('carry the team badge; one not assigned to me is disabled and says so', async () => {
    loadPlayer();
    const assigned = makeTask({
      type: 'todo',
      text: 'Dishes',
      group: { id: 'plan-1', assignedUsers: ['user-1'], assignedUsersDetail: {} },
    });
    const others = makeTask({
      type: 'todo',
      text: 'Laundry',
      group: { id: 'plan-1', assignedUsers: ['user-2'], assignedUsersDetail: {} },
    });
    fakeTasksApi(...listing([assigned, others]));
    const { router } = renderTasks();
    const laundry = await screen.findByRole('checkbox', { name: /Laundry/ });
    expect((laundry as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Dishes/ }) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect(screen.getAllByText('Not assigned to you')).toHaveLength(1);
    await userEvent.click(screen.getAllByRole('link', { name: 'Team task' })[0]!);
    expect(router.state.location.pathname).toBe('/group-plans/plan-1/task-information');
  });
});
