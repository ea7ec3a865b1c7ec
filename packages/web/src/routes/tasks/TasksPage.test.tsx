import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationStack } from '../../components/notifications/notificationStack.ts';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

const column = (name: string) => screen.getByRole('region', { name });

describe('the tasks screen', () => {
  it('shows four columns with their tasks, colour classes and empty states', async () => {
    loadPlayer();
    fakeTasksApi(
      ...listing([
        makeTask({ type: 'habit', text: 'Walk', value: -12 }),
        makeTask({ type: 'daily', text: 'Stretch', value: 6 }),
      ]),
    );
    renderTasks();
    const habits = column('Habits');
    expect(await within(habits).findByRole('button', { name: 'Edit Walk' })).toBeTruthy();
    expect(habits.querySelector('li')?.getAttribute('data-color')).toBe('worse');
    expect(column('Dailies').querySelector('li')?.getAttribute('data-color')).toBe('better');
    expect(within(column('To-dos')).getByText('No to-dos here.')).toBeTruthy();
    expect(within(column('Rewards')).getByText(/No rewards here/)).toBeTruthy();
  });

  it('shows the loading state, then an error state with a retry', async () => {
    loadPlayer();
    fakeTasksApi(answering('GET', '/tasks/user', () => json(500, {})));
    renderTasks();
    expect(within(column('Habits')).getByRole('status').textContent).toBe('Loading your tasks…');
    expect(await within(column('Habits')).findByRole('alert')).toBeTruthy();
    expect(within(column('Habits')).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('filters habits weak/strong, dailies due/not due, and by tag and search', async () => {
    loadPlayer();
    fakeTasksApi(
      ...listing(
        [
          makeTask({ type: 'habit', text: 'Floss', value: -3, tags: ['t-health'] }),
          makeTask({ type: 'habit', text: 'Read', value: 7 }),
          makeTask({ type: 'daily', text: 'Run', isDue: true }),
          makeTask({ type: 'daily', text: 'Swim', isDue: false }),
        ],
        [{ id: 't-health', name: 'Health' }],
      ),
    );
    renderTasks();
    const habits = column('Habits');
    await within(habits).findByText('Floss');
    const user = userEvent.setup();
    const habitFilters = within(habits).getByRole('group', { name: 'Show Habits' });
    await user.click(within(habitFilters).getByRole('button', { name: 'Strong' }));
    expect(within(habits).queryByText('Floss')).toBeNull();
    expect(within(habits).getByText('Read')).toBeTruthy();
    await user.click(within(habitFilters).getByRole('button', { name: 'Weak' }));
    expect(within(habits).getByText('Floss')).toBeTruthy();
    expect(within(habits).queryByText('Read')).toBeNull();

    const dailies = column('Dailies');
    await user.click(within(dailies).getByRole('button', { name: 'Not due' }));
    expect(within(dailies).getByText('Swim')).toBeTruthy();
    expect(within(dailies).queryByText('Run')).toBeNull();

    await user.click(within(habitFilters).getByRole('button', { name: 'All' }));
    const tagBar = screen.getByRole('group', { name: 'Filter by tag' });
    await user.click(within(tagBar).getByRole('button', { name: 'Health' }));
    expect(within(habits).getByText('Floss')).toBeTruthy();
    expect(within(habits).queryByText('Read')).toBeNull();
    await user.click(within(tagBar).getByRole('button', { name: 'Health' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'rea');
    expect(within(habits).getByText('Read')).toBeTruthy();
    expect(within(habits).queryByText('Floss')).toBeNull();
  });

  it('shows completed to-dos from GET /tasks/user?type=completedTodos', async () => {
    loadPlayer();
    const calls = fakeTasksApi(
      (call) =>
        call.url === '/api/v4/tasks/user?type=completedTodos'
          ? ok([makeTask({ type: 'todo', text: 'Filed taxes', completed: true })])
          : undefined,
      ...listing([makeTask({ type: 'todo', text: 'Call mum' })]),
    );
    renderTasks();
    const todos = column('To-dos');
    await within(todos).findByText('Call mum');
    await userEvent.click(within(todos).getByRole('button', { name: 'Completed' }));
    expect(await within(todos).findByText('Filed taxes')).toBeTruthy();
    expect(within(todos).queryByText('Call mum')).toBeNull();
    expect(calls.some((call) => call.url.endsWith('type=completedTodos'))).toBe(true);
  });

  it('adds a task from the labelled quick-add field with Enter', async () => {
    loadPlayer();
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/tasks/user', (call) =>
        json(201, {
          success: true,
          data: makeTask({ ...(call.body as { type: 'todo'; text: string }), _id: 'new-1' }),
        }),
      ),
    );
    renderTasks();
    const field = await screen.findByRole('textbox', { name: 'Add a to-do' });
    await userEvent.type(field, 'Buy milk{Enter}');
    expect(await within(column('To-dos')).findByText('Buy milk')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { type: 'todo', text: 'Buy milk' },
    });
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('disables the controls core disables (a daily not due) and shows each type’s controls', async () => {
    loadPlayer();
    fakeTasksApi(
      ...listing([
        makeTask({ type: 'daily', text: 'Gym', isDue: false }),
        makeTask({ type: 'daily', text: 'Meditate', isDue: true }),
        makeTask({ type: 'habit', text: 'Water', up: true, down: false }),
        makeTask({ type: 'reward', text: 'Cake', value: 20 }),
      ]),
    );
    renderTasks();
    const gym = await screen.findByRole('checkbox', { name: 'Complete: Gym' });
    expect((gym as HTMLInputElement).disabled).toBe(true);
    const meditate = screen.getByRole('checkbox', { name: 'Complete: Meditate' });
    expect((meditate as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Plus: Water' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Minus: Water' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy Cake for 20 gold' }).textContent).toBe(
      '20 gold',
    );
  });

  it('scores a habit, moves the bars and shows the notices', async () => {
    loadPlayer({ hp: 50, exp: 10, gp: 5, lvl: 1 });
    const habit = makeTask({ type: 'habit', text: 'Walk' });
    fakeTasksApi(
      ...listing([habit]),
      answering('POST', `/tasks/${habit._id}/score/up`, () =>
        ok({ delta: 1, _tmp: {}, hp: 50, mp: 30, exp: 16, gp: 6, lvl: 1 }),
      ),
    );
    const push = vi.spyOn(notificationStack, 'push');
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Plus: Walk' }));
    await waitFor(() =>
      expect(push.mock.calls.map(([notice]) => [notice.type, notice.sign, notice.text])).toEqual([
        ['xp', '+', 'You gained 6 experience'],
        ['gp', '+', 'You gained 1 gold'],
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Experience' }).getAttribute('aria-valuetext')).toBe(
        '16 / 25',
      ),
    );
  });

  // New players found it bare text: the avatar now pops up amid rays and confetti.
  it('opens the level-up dialog, celebrating, when the answer brings a new level', async () => {
    loadPlayer({ exp: 24, lvl: 1 });
    const todo = makeTask({ type: 'todo', text: 'Finish report' });
    fakeTasksApi(
      ...listing([todo]),
      answering('POST', `/tasks/${todo._id}/score/up`, () =>
        ok({ delta: 1, _tmp: {}, hp: 50, mp: 30, exp: 2, gp: 6, lvl: 2 }),
      ),
    );
    renderTasks();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Complete: Finish report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Level up!' });
    expect(dialog.textContent).toContain('You reached level 2');
    const scene = dialog.querySelector<HTMLElement>('[class*="celebration"]');
    expect(within(scene!).getByRole('img', { name: 'Avatar of Robin' })).toBeTruthy();
    expect(within(scene!).getByText('Level 2')).toBeTruthy();
    expect(scene!.querySelectorAll('[class*="confetti"] > i').length).toBeGreaterThan(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onward' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
