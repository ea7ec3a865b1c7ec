import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

const none = { su: false, m: false, t: false, w: false, th: false, f: false, s: false };
// the player is in UTC-5 (offset 300) with a 04:00 day start
const preferences = { dayStart: 4, timezoneOffset: 300 };

const gym = makeTask({
  type: 'daily',
  text: 'Gym',
  frequency: 'weekly',
  everyX: 1,
  repeat: { ...none, f: true },
  startDate: '2024-01-01T05:00:00.000Z',
  isDue: false,
  nextDue: ['2024-05-17T09:00:00.000Z', '2024-05-24T09:00:00.000Z'],
});
const floss = makeTask({ type: 'daily', text: 'Floss', isDue: true });

beforeEach(() => {
  // Wednesday 15 May 2024, 10:00 local time in UTC-5
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-05-15T15:00:00Z') });
  loadPlayer({}, { preferences });
});
afterEach(() => vi.useRealTimers());

const card = (text: string) =>
  screen.getByRole('button', { name: `Edit ${text}` }).closest('li') as HTMLElement;

describe('dailies not due today', () => {
  it('are greyed, with their next due date, and follow the Due and Not due filters', async () => {
    fakeTasksApi(...listing([gym, floss]));
    renderTasks();
    await screen.findByRole('button', { name: 'Edit Gym' });
    expect(card('Gym').dataset.due).toBe('false');
    expect(within(card('Gym')).getByText('Next due: May 17, 2024')).toBeTruthy();
    expect(card('Floss').dataset.due).toBe('true');
    expect(within(card('Floss')).queryByText(/Next due/)).toBeNull();

    const filters = screen.getByRole('group', { name: 'Show Dailies' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Due' }));
    expect(screen.queryByRole('button', { name: 'Edit Gym' })).toBeNull();
    await userEvent.click(within(filters).getByRole('button', { name: 'Not due' }));
    expect(screen.getByRole('button', { name: 'Edit Gym' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Floss' })).toBeNull();
  });
});

describe('the recurrence editor', () => {
  it('previews the next 5 due dates as the schedule changes', async () => {
    fakeTasksApi(...listing([gym]));
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit daily' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Start date').value).toBe('2024-01-01');
    const dates = () =>
      within(within(dialog).getByRole('list', { name: 'Next due dates' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(dates()).toEqual([
      'May 17, 2024',
      'May 24, 2024',
      'May 31, 2024',
      'Jun 7, 2024',
      'Jun 14, 2024',
    ]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    expect(dates().slice(0, 3)).toEqual(['May 17, 2024', 'May 20, 2024', 'May 24, 2024']);

    const everyX = within(dialog).getByRole('spinbutton', { name: 'Repeat every' });
    await userEvent.clear(everyX);
    expect(within(dialog).queryByRole('list', { name: 'Next due dates' })).toBeNull();
    expect(
      within(dialog).getByText('Fix the schedule above to see its next due dates.'),
    ).toBeTruthy();
    await userEvent.type(everyX, '2');
    // every other week from Monday 1 January: the weeks from 20 May and from 3 June
    expect(dates().slice(0, 3)).toEqual(['May 20, 2024', 'May 24, 2024', 'Jun 3, 2024']);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    expect(within(dialog).getByText(/No upcoming due dates for this schedule/)).toBeTruthy();
  });

  it('sends a new start date as local midnight in the player timezone', async () => {
    const calls = fakeTasksApi(
      ...listing([gym]),
      answering('PUT', `/tasks/${gym._id}`, (call) => ok({ ...gym, ...(call.body as object) })),
    );
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit daily' });
    const start = within(dialog).getByLabelText('Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2024-06-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ startDate: '2024-06-03T05:00:00.000Z' });
  });
});
