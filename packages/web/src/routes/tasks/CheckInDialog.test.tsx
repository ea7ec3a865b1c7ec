import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Player } from '../../api/tasksTypes.ts';
import { NotificationStackView } from '../../components/notifications/NotificationStack.tsx';
import { resetCheckIn, useCheckInStore } from '../../store/checkIn.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { json, type FakeCall } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <TasksPage />
          <NotificationStackView />
        </>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const preferences = { dayStart: 0, timezoneOffset: 0 };
const lastCron = '2024-05-14T08:00:00.000Z';
// due every day since 2024: whatever today is, it was due yesterday
const everyDay = { frequency: 'daily' as const, everyX: 1, startDate: '2024-01-01T00:00:00.000Z' };

const read = makeTask({
  type: 'daily',
  text: 'Read',
  ...everyDay,
  checklist: [
    { id: 'c1', text: 'Chapter one', completed: true },
    { id: 'c2', text: 'Chapter two', completed: false },
  ],
});
const stretch = makeTask({ type: 'daily', text: 'Stretch', ...everyDay });
const water = makeTask({ type: 'daily', text: 'Water plants', ...everyDay, completed: true });

function needingCron(stats: Partial<Player['stats']> = {}) {
  return loadPlayer(stats, { needsCron: true, lastCron, preferences });
}

/** GET /user after the day boundary: cron ran, needsCron is false. */
function userAfterCron(fields: Partial<Player> = {}) {
  const player = useSessionStore.getState().user as Player;
  return answering('GET', '/user', () =>
    ok({ ...player, needsCron: false, lastCron: '2024-05-15T09:00:00.000Z', ...fields }),
  );
}

const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url === `/api/v4${path}`);

beforeEach(() => resetCheckIn());

describe('"record yesterday\'s activity"', () => {
  it('lists the dailies due yesterday, scores the ticked ones before cron, then reloads', async () => {
    needingCron();
    const calls = fakeTasksApi(
      userAfterCron(),
      ...listing([read, stretch, water]),
      answering('POST', `/tasks/${read._id}/score/up`, () =>
        ok({ delta: 1, hp: 50, mp: 31, exp: 20, gp: 7, lvl: 1 }),
      ),
      answering('POST', '/cron', () => ok({}, 3)),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: "Record yesterday's activity" });
    const list = within(dialog).getByRole('list', { name: 'Dailies due yesterday' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Read', 'Stretch']);
    const checklist = within(dialog).getByRole('list', { name: 'Checklist of Read' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Done: Chapter one', 'Not done: Chapter two']);
    // it cannot be dismissed
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my new day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const mutating = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(mutating).toEqual([`/api/v4/tasks/${read._id}/score/up`, '/api/v4/cron']);
    expect(callsTo(calls, 'POST', `/tasks/${read._id}/score/up`)[0]?.headers['x-defer-cron']).toBe(
      'true',
    );
    expect(callsTo(calls, 'POST', '/cron')[0]?.headers['x-defer-cron']).toBeUndefined();
    const cronAt = calls.findIndex((call) => call.url === '/api/v4/cron');
    expect(calls.slice(cronAt).some((call) => call.url === '/api/v4/user')).toBe(true);
    expect(calls.slice(cronAt).some((call) => call.url === '/api/v4/tasks/user')).toBe(true);
    expect(useSessionStore.getState().user?.needsCron).toBe(false);
  });

  it('starts the new day at once, without a dialog, when nothing was due yesterday', async () => {
    needingCron();
    const calls = fakeTasksApi(
      userAfterCron(),
      ...listing([
        water,
        makeTask({ type: 'daily', text: 'Opted out', ...everyDay, yesterDaily: false }),
      ]),
      answering('POST', '/cron', () => ok({})),
    );
    renderTasks();
    await waitFor(() => expect(useSessionStore.getState().user?.needsCron).toBe(false));
    expect(callsTo(calls, 'POST', '/cron')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open after a failed call, and a retry scores nothing twice', async () => {
    needingCron();
    let cronAnswers = 0;
    const calls = fakeTasksApi(
      userAfterCron(),
      ...listing([read, stretch]),
      answering('POST', `/tasks/${read._id}/score/up`, () =>
        ok({ delta: 1, hp: 50, mp: 30, exp: 20, gp: 7, lvl: 1 }),
      ),
      answering('POST', '/cron', () => {
        cronAnswers += 1;
        return cronAnswers === 1
          ? json(503, { success: false, error: 'ServiceUnavailable', message: 'Try again soon.' })
          : ok({});
      }),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: "Record yesterday's activity" });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my new day' }));
    expect(await screen.findByText('Try again soon.')).toBeTruthy();
    const start = within(dialog).getByRole('button', { name: 'Start my new day' });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    expect(within(dialog).getByRole('checkbox', { name: /Read/ })).toHaveProperty('disabled', true);

    await userEvent.click(start);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', `/tasks/${read._id}/score/up`)).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/cron')).toHaveLength(2);
  });

  it('comes before the fainted dialog, which opens after the new day if health ran out', async () => {
    needingCron({ hp: 0 });
    fakeTasksApi(
      userAfterCron({ stats: { hp: 0, mp: 0, exp: 0, gp: 0, lvl: 1 } }),
      ...listing([stretch]),
      answering('POST', '/cron', () => ok({})),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: "Record yesterday's activity" });
    expect(screen.queryByRole('dialog', { name: 'You fainted' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my new day' }));
    expect(await screen.findByRole('dialog', { name: 'You fainted' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: "Record yesterday's activity" })).toBeNull();
  });

  it('asks once per day boundary, even if the reload still says needsCron', async () => {
    needingCron();
    const player = useSessionStore.getState().user as Player;
    const calls = fakeTasksApi(
      answering('GET', '/user', () => ok(player)), // the same lastCron: the same boundary
      ...listing([water]),
      answering('POST', '/cron', () => ok({})),
    );
    renderTasks();
    await waitFor(() => expect(callsTo(calls, 'GET', '/user')).toHaveLength(1));
    // The new day is over once the reloads are in; the screen, shown again, sees the reloaded user.
    await waitFor(() => expect(useCheckInStore.getState().phase).toBe('idle'));
    cleanup();
    renderTasks();
    await act(async () => undefined);
    expect(callsTo(calls, 'POST', '/cron')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when the day boundary is not due', async () => {
    loadPlayer({}, { needsCron: false, preferences });
    const calls = fakeTasksApi(...listing([stretch]));
    renderTasks();
    expect(await screen.findByRole('button', { name: 'Edit Stretch' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, 'POST', '/cron')).toHaveLength(0);
  });
});
