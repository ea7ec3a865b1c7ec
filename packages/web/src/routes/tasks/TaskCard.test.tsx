import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

describe('task cards', () => {
  // issue 19.9: a reward the purse cannot pay looks disabled and says why
  it.each([
    [5, true],
    [10, false],
  ])('with %d gold, a 10-gold reward’s buy button is disabled: %s', async (gp, isDisabled) => {
    loadPlayer({ gp });
    const reward = makeTask({ type: 'reward', text: 'Cake', value: 10 });
    fakeTasksApi(...listing([reward]));
    renderTasks();
    const buy = await screen.findByRole('button', { name: 'Buy Cake for 10 gold' });
    expect((buy as HTMLButtonElement).disabled).toBe(isDisabled);
    const reasonId = buy.getAttribute('aria-describedby');
    expect(reasonId ? document.getElementById(reasonId)?.textContent : null).toBe(
      isDisabled ? 'Not enough gold' : null,
    );
  });

  it('expands a checklist and ticks an item in place', async () => {
    loadPlayer();
    const todo = makeTask({
      type: 'todo',
      text: 'Pack',
      checklist: [
        { id: 'i1', text: 'Socks', completed: false },
        { id: 'i2', text: 'Tent', completed: true },
      ],
      collapseChecklist: true,
    });
    const calls = fakeTasksApi(
      ...listing([todo]),
      answering('POST', `/tasks/${todo._id}/checklist/i1/score`, () =>
        ok({
          ...todo,
          checklist: [
            { id: 'i1', text: 'Socks', completed: true },
            { id: 'i2', text: 'Tent', completed: true },
          ],
        }),
      ),
    );
    renderTasks();
    const toggle = await screen.findByRole('button', { name: 'Checklist 1/2 of Pack' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Short on the card: the task's name is beside it already.
    expect(toggle.textContent).toBe('▸ Checklist 1/2');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Socks' }));
    const opened = await screen.findByRole('button', { name: 'Checklist 2/2 of Pack' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/v4/tasks/${todo._id}/checklist/i1/score`,
    });
  });

  it('reorders by drag and drop to the position of the card dropped on', async () => {
    loadPlayer();
    const calls = fakeTasksApi(
      ...listing([
        makeTask({ type: 'habit', _id: 'h1', text: 'One' }),
        makeTask({ type: 'habit', _id: 'h2', text: 'Two' }),
        makeTask({ type: 'habit', _id: 'h3', text: 'Three' }),
      ]),
      answering('POST', '/tasks/h3/move/to/0', () => ok(['h3', 'h1', 'h2'])),
    );
    renderTasks();
    const habits = screen.getByRole('region', { name: 'Habits' });
    await within(habits).findByText('Three');
    const [first, , third] = within(habits).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
    };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    await waitFor(() =>
      expect(
        within(habits)
          .getAllByRole('listitem')
          .map((item) => within(item).getByRole('button', { name: /^Edit/ }).textContent),
      ).toEqual(['Three', 'One', 'Two']),
    );
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/v4/tasks/h3/move/to/0' });
  });
});
