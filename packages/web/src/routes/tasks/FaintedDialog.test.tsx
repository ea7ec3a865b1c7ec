import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Player } from '../../api/tasksTypes.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

const stats = () => (useSessionStore.getState().user as Player).stats;
const revived = { hp: 50, mp: 30, exp: 0, gp: 0, lvl: 3, str: 1 };

describe('the "you fainted" dialog', () => {
  it('opens on load at hp 0, disables scoring, and revives with the server stats', async () => {
    loadPlayer({ hp: 0, exp: 40, gp: 12, lvl: 4, str: 2 });
    const calls = fakeTasksApi(
      ...listing([makeTask({ type: 'habit', text: 'Walk' })]),
      answering('POST', '/user/revive', () =>
        json(200, { success: true, data: revived, message: 'You lost a point of str.' }),
      ),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: 'You fainted' });
    expect(within(dialog).getByText(/lose all your experience and gold, one level/)).toBeTruthy();
    // no way out but reviving
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    const plus = await screen.findByRole('button', { name: 'Plus: Walk', hidden: true });
    expect((plus as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Revive' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You fainted' })).toBeNull());
    expect(calls.filter((call) => call.url === '/api/v4/user/revive')).toHaveLength(1);
    expect(stats()).toMatchObject(revived);
    expect((screen.getByRole('button', { name: 'Plus: Walk' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('opens when a score answers _tmp.died, and stays open when the revive is refused', async () => {
    loadPlayer({ hp: 1 });
    const habit = makeTask({ type: 'habit', text: 'Smoke' });
    fakeTasksApi(
      ...listing([habit]),
      answering('POST', `/tasks/${habit._id}/score/down`, () =>
        ok({ delta: -1, _tmp: { died: true }, hp: 0, mp: 30, exp: 10, gp: 5, lvl: 1 }),
      ),
      answering('POST', '/user/revive', () =>
        json(401, { success: false, error: 'NotAuthorized', message: 'Not yet.' }),
      ),
    );
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Minus: Smoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'You fainted' });
    expect(stats()?.hp).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revive' }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Revive' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.getByRole('dialog', { name: 'You fainted' })).toBeTruthy();
    expect(stats()?.hp).toBe(0);
  });
});
