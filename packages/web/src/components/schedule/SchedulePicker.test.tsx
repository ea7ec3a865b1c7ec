// The task dialog's schedule in plain words, with the next five dates core computes, and what it
// sends on save.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TasksPage } from '../../routes/tasks/TasksPage.tsx';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

const preferences = { dayStart: 0, timezone: 'UTC', timezoneOffset: 0 };
const gym = makeTask({
  type: 'daily',
  text: 'Gym',
  frequency: 'weekly',
  everyX: 1,
  repeat: { m: true },
  startDate: '2026-03-01T00:00:00.000Z',
});
const bins = makeTask({ type: 'todo', text: 'Clean the bins' });

beforeEach(() => {
  // Wednesday 4 March 2026, noon UTC
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
  loadPlayer({}, { preferences });
});
afterEach(() => vi.useRealTimers());

async function openDialog(text: string, type: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${text}` }));
  return screen.findByRole('dialog', { name: `Edit ${type}` }); // the editor loads on demand
}

const dates = (dialog: HTMLElement, name = 'Next five due dates') =>
  within(within(dialog).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the schedule picker', () => {
  it('says "every second Tuesday" and lists its next five dates', async () => {
    const calls = fakeTasksApi(
      ...listing([gym]),
      answering('PUT', `/tasks/${gym._id}`, (call) => ok({ ...gym, ...(call.body as object) })),
    );
    renderTasks();
    const dialog = await openDialog('Gym', 'daily');
    await userEvent.selectOptions(within(dialog).getByLabelText('How it repeats'), 'weeksApart');
    await userEvent.selectOptions(within(dialog).getByLabelText('Weekday'), 'TU');
    expect(within(dialog).getByText('Every second Tuesday')).toBeTruthy();
    expect(dates(dialog)).toEqual([
      'Tuesday, March 10, 2026',
      'Tuesday, March 24, 2026',
      'Tuesday, April 7, 2026',
      'Tuesday, April 21, 2026',
      'Tuesday, May 5, 2026',
    ]);

    const weeks = within(dialog).getByLabelText('Every how many weeks');
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '3');
    expect(within(dialog).getByText('Every 3 weeks on Tuesday')).toBeTruthy();
    await userEvent.clear(weeks);
    expect(
      within(dialog).getByText('Fix the schedule above to see its next due dates.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number of weeks from 1 to 52.')).toBeTruthy();
    expect(weeks.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(weeks, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      rrule: 'DTSTART;VALUE=DATE:20260301\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
    });
  });

  it('offers the last weekday of the month and a weekday of each month', async () => {
    fakeTasksApi(...listing([gym]));
    renderTasks();
    const dialog = await openDialog('Gym', 'daily');
    const kind = within(dialog).getByLabelText('How it repeats');
    await userEvent.selectOptions(kind, 'lastWeekday');
    expect(within(dialog).getByText('The last weekday of every month')).toBeTruthy();
    expect(dates(dialog)).toEqual([
      'Tuesday, March 31, 2026',
      'Thursday, April 30, 2026',
      'Friday, May 29, 2026',
      'Tuesday, June 30, 2026',
      'Friday, July 31, 2026',
    ]);
    await userEvent.selectOptions(kind, 'weekdayOfMonth');
    await userEvent.selectOptions(within(dialog).getByLabelText('Which one of the month'), '1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Weekday'), 'MO');
    expect(within(dialog).getByText('The first Monday of every month')).toBeTruthy();
    expect(dates(dialog)[0]).toBe('Monday, April 6, 2026');
  });

  it('makes a flexible week: N times a week, any days', async () => {
    const calls = fakeTasksApi(
      ...listing([gym]),
      answering('PUT', `/tasks/${gym._id}`, (call) => ok({ ...gym, ...(call.body as object) })),
    );
    renderTasks();
    const dialog = await openDialog('Gym', 'daily');
    await userEvent.selectOptions(within(dialog).getByLabelText('How it repeats'), 'timesPerWeek');
    expect(
      within(dialog).getByText(
        '3 times a week, any days: due each day until it is done 3 times that week',
      ),
    ).toBeTruthy();
    // nothing done yet: due every day of the week, Wednesday to Sunday
    expect(dates(dialog)).toEqual([
      'Wednesday, March 4, 2026',
      'Thursday, March 5, 2026',
      'Friday, March 6, 2026',
      'Saturday, March 7, 2026',
      'Sunday, March 8, 2026',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      timesPerWeek: 3,
      rrule: null,
      frequency: 'daily',
      everyX: 1,
    });
  });

  it('makes a to-do come back N days after completion', async () => {
    const calls = fakeTasksApi(
      ...listing([bins]),
      answering('PUT', `/tasks/${bins._id}`, (call) => ok({ ...bins, ...(call.body as object) })),
    );
    renderTasks();
    const dialog = await openDialog('Clean the bins', 'to-do');
    await userEvent.selectOptions(within(dialog).getByLabelText('How it repeats'), 'returns');
    expect(within(dialog).getByText('Comes back 7 days after you complete it')).toBeTruthy();
    expect(dates(dialog, 'When it comes back if you complete it each time it is due')).toEqual([
      'Wednesday, March 11, 2026',
      'Wednesday, March 18, 2026',
      'Wednesday, March 25, 2026',
      'Wednesday, April 1, 2026',
      'Wednesday, April 8, 2026',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      returnsAfterDays: 7,
    });
  });

  it('reads a saved rule back as its kind', async () => {
    const saved = {
      ...gym,
      rrule: 'DTSTART;VALUE=DATE:20260301\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    };
    fakeTasksApi(...listing([saved]));
    renderTasks();
    const dialog = await openDialog('Gym', 'daily');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('How it repeats').value).toBe(
      'lastWeekday',
    );
  });
});
