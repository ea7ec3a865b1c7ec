// Skipping a due daily for today from its card, undoing it, and the vacation notice.
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
const floss = makeTask({ type: 'daily', text: 'Floss', isDue: true });
const card = (text: string) =>
  screen.getByRole('button', { name: `Edit ${text}` }).closest('li') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('skipping a daily for today', () => {
  it('shows it skipped at once, sends the skip, and undoes it', async () => {
    loadPlayer({}, { preferences });
    const calls = fakeTasksApi(
      ...listing([floss]),
      answering('POST', `/tasks/${floss._id}/skip`, () =>
        ok({ ...floss, skippedDate: '2026-03-04' }),
      ),
      answering('DELETE', `/tasks/${floss._id}/skip`, () => ok({ ...floss, skippedDate: null })),
    );
    renderTasks();
    await screen.findByRole('button', { name: 'Edit Floss' });
    await userEvent.click(within(card('Floss')).getByRole('button', { name: 'Skip Floss today' }));
    expect(within(card('Floss')).getByText('Skipped today')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/skip')).map((call) => call.method)).toEqual([
      'POST',
    ]);
    await userEvent.click(
      await within(card('Floss')).findByRole('button', { name: 'Undo skipping Floss today' }),
    );
    expect(
      await within(card('Floss')).findByRole('button', { name: 'Skip Floss today' }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/skip')).map((call) => call.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('puts the card back when the server refuses', async () => {
    loadPlayer({}, { preferences });
    fakeTasksApi(
      ...listing([floss]),
      answering(
        'POST',
        `/tasks/${floss._id}/skip`,
        () =>
          new Response(
            JSON.stringify({ success: false, error: 'BadRequest', message: 'Not due today.' }),
            { status: 400 },
          ),
      ),
    );
    renderTasks();
    await screen.findByRole('button', { name: 'Edit Floss' });
    await userEvent.click(within(card('Floss')).getByRole('button', { name: 'Skip Floss today' }));
    expect(
      await within(card('Floss')).findByRole('button', { name: 'Skip Floss today' }),
    ).toBeTruthy();
    expect(within(card('Floss')).queryByText('Skipped today')).toBeNull();
  });

  it('offers no skip for a daily done or not due today', async () => {
    loadPlayer({}, { preferences });
    fakeTasksApi(
      ...listing([
        makeTask({ type: 'daily', text: 'Done', completed: true }),
        makeTask({ type: 'daily', text: 'Later', isDue: false }),
      ]),
    );
    renderTasks();
    await screen.findByRole('button', { name: 'Edit Done' });
    expect(screen.queryByRole('button', { name: /^Skip/ })).toBeNull();
  });
});

describe('the vacation notice', () => {
  it('shows on the tasks screen only while a vacation runs', async () => {
    loadPlayer({}, {
      preferences: {
        ...preferences,
        vacations: [
          { id: 'v1', start: '2026-03-02', end: '2026-03-06' },
          { id: 'v2', start: '2026-05-01', end: '2026-05-02' },
        ],
      },
    } as never);
    fakeTasksApi(...listing([floss]));
    renderTasks();
    expect(await screen.findByText(/You are on vacation until Mar 6, 2026/)).toBeTruthy();
  });

  it('is absent between vacations', async () => {
    loadPlayer({}, {
      preferences: {
        ...preferences,
        vacations: [{ id: 'v2', start: '2026-05-01', end: '2026-05-02' }],
      },
    } as never);
    fakeTasksApi(...listing([floss]));
    renderTasks();
    await screen.findByRole('button', { name: 'Edit Floss' });
    expect(screen.queryByText(/on vacation/)).toBeNull();
  });
});
