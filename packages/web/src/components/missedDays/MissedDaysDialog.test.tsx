// Back after several days: each missed date's dailies to tick off, then one POST /cron with the
// ticks as issue 30's contract says; one missed day keeps the check-in dialog.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Player } from '../../api/tasksTypes.ts';
import { TasksPage } from '../../routes/tasks/TasksPage.tsx';
import { resetCheckIn } from '../../store/checkIn.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import type { FakeCall } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { resetMissedDays } from './missedDaysStore.ts';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

const everyDay = { frequency: 'daily' as const, everyX: 1, startDate: '2024-01-01T00:00:00.000Z' };
const read = makeTask({ type: 'daily', text: 'Read', ...everyDay });
const stretch = makeTask({ type: 'daily', text: 'Stretch', ...everyDay });

function needingCron() {
  return loadPlayer(
    {},
    {
      needsCron: true,
      lastCron: '2026-03-01T08:00:00.000Z',
      preferences: { dayStart: 0, timezoneOffset: 0 },
    },
  );
}

function userAfterCron() {
  const player = useSessionStore.getState().user as Player;
  return answering('GET', '/user', () =>
    ok({ ...player, needsCron: false, lastCron: '2026-03-04T09:00:00.000Z' }),
  );
}

const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url === `/api/v4${path}`);

beforeEach(() => {
  resetCheckIn();
  resetMissedDays();
});
afterEach(() => resetMissedDays());

describe('the missed-days dialog', () => {
  it('lists each missed date with its dailies and sends the ticks with one POST /cron', async () => {
    needingCron();
    const calls = fakeTasksApi(
      answering('GET', '/cron/missed-days', () =>
        ok({
          days: [
            { date: '2026-03-01', dailies: [read, stretch] },
            { date: '2026-03-02', dailies: [read] },
            { date: '2026-03-03', dailies: [] },
          ],
        }),
      ),
      answering('POST', '/cron', () => ok({})),
      userAfterCron(),
      ...listing([read, stretch]),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: 'Record the 3 days you were away' });
    const first = within(dialog).getByRole('group', { name: 'Sunday, March 1, 2026' });
    const second = within(dialog).getByRole('group', { name: 'Monday, March 2, 2026' });
    const third = within(dialog).getByRole('group', { name: 'Tuesday, March 3, 2026' });
    expect(within(third).getByText('Nothing was due that day.')).toBeTruthy();
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Stretch' }));
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Read' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my new day' }));
    await screen.findByRole('button', { name: 'Edit Read' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const crons = callsTo(calls, 'POST', '/cron');
    expect(crons).toHaveLength(1);
    expect(crons[0]?.body).toEqual({
      missedDays: [
        { date: '2026-03-01', done: [stretch._id] },
        { date: '2026-03-02', done: [read._id] },
        { date: '2026-03-03', done: [] },
      ],
    });
    // no score was sent for a missed day: the ticks travel with the day boundary
    expect(calls.filter((call) => call.url.includes('/score/'))).toHaveLength(0);
  });

  it('leaves one missed day to the check-in dialog', async () => {
    needingCron();
    fakeTasksApi(
      answering('GET', '/cron/missed-days', () => ok({ days: [] })),
      answering('POST', '/cron', () => ok({})),
      userAfterCron(),
      ...listing([read]),
    );
    renderTasks();
    expect(await screen.findByRole('dialog', { name: "Record yesterday's activity" })).toBeTruthy();
  });
});
