import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, ok } from '../../test/tasksKit.ts';
import {
  currentStats,
  currentUser,
  loadCaster,
  loadClassPlayer,
  renderTasks,
} from './classKit.tsx';

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Show attributes' }));
}

const preferencesOf = (body: unknown) =>
  Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([path, value]) => [
      path.replace('preferences.', ''),
      value,
    ]),
  );

const addButton = (name: string) =>
  screen.getByRole('button', { name: `Add a point to ${name}` }) as HTMLButtonElement;

describe('the attributes panel', () => {
  it('puts a point in through POST /user/allocate, at once, then takes the server’s stats', async () => {
    loadCaster('wizard', 12, 10, { stats: { points: 2, int: 3 } });
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/allocate?stat=int', () =>
        ok({ ...currentStats(), int: 4, mp: 11, points: 1 }),
      ),
    );
    renderTasks();
    await openPanel();
    expect(screen.getByText('Points to allocate: 2')).toBeTruthy();
    await userEvent.click(addButton('Intelligence'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('/user/allocate'))).toBe(true),
    );
    await waitFor(() => expect(currentStats()).toMatchObject({ int: 4, mp: 11, points: 1 }));
    expect(screen.getByText('Points to allocate: 1')).toBeTruthy();
  });

  it('rolls the point back when the server refuses', async () => {
    loadCaster('warrior', 12, 0, { stats: { points: 1, str: 2 } });
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/allocate?stat=str', () =>
        json(401, { success: false, error: 'NotAuthorized', message: 'No points.' }),
      ),
    );
    renderTasks();
    await openPanel();
    await userEvent.click(addButton('Strength'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('/user/allocate'))).toBe(true),
    );
    await waitFor(() => expect(currentStats()).toMatchObject({ str: 2, points: 1 }));
  });

  it('disables + and allocate-all without points or without a class', async () => {
    loadClassPlayer({ stats: { lvl: 8, points: 3 } });
    fakeTasksApi(...listing([]));
    const { unmount } = renderTasks();
    await openPanel();
    expect(addButton('Strength').disabled).toBe(true);
    expect(screen.getByText('Choose a class to allocate points.')).toBeTruthy();
    expect(screen.getByText('No class yet: classes open at level 10.')).toBeTruthy();
    unmount();

    loadCaster('rogue', 12, 0, { stats: { points: 0 } });
    renderTasks();
    await openPanel();
    expect(addButton('Perception').disabled).toBe(true);
    expect(screen.getByText('No points to allocate. You earn one at each level.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Allocate all now' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('allocates every point by the mode, and saves the mode through PUT /user', async () => {
    loadCaster('healer', 12, 0, { stats: { points: 3 } });
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/allocate-now', () =>
        ok({ ...currentStats(), con: 2, int: 1, points: 0 }),
      ),
      answering('PUT', '/user', (call) =>
        ok({
          ...currentUser(),
          preferences: { ...currentUser().preferences, ...preferencesOf(call.body) },
        }),
      ),
    );
    renderTasks();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Allocate all now' }));
    await waitFor(() => expect(currentStats()).toMatchObject({ con: 2, int: 1, points: 0 }));

    const modes = screen.getByRole('group', { name: 'Allocation mode' });
    expect(
      (within(modes).getByRole('radio', { name: /^Evenly/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(within(modes).getByRole('radio', { name: /^By task/ }));
    await waitFor(() => expect(currentUser().preferences?.allocationMode).toBe('taskbased'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      'preferences.allocationMode': 'taskbased',
    });
  });
});

describe('the rebirth orb', () => {
  it('is not offered before level 50', async () => {
    loadCaster('warrior', 49, 0, { balance: 5 });
    fakeTasksApi(...listing([]));
    renderTasks();
    await openPanel();
    expect(screen.queryByRole('button', { name: 'Use the Orb of Rebirth' })).toBeNull();
  });

  it('says what it resets and its price, refuses without 6 gems, and rebirths with them', async () => {
    loadCaster('warrior', 60, 0, { balance: 1, flags: { rebirthEnabled: true } });
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/rebirth', () =>
        json(200, {
          success: true,
          data: { ...currentUser(), stats: { ...currentStats(), lvl: 1, class: 'warrior' } },
          message: 'You are reborn at level 1!',
        }),
      ),
    );
    renderTasks();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Use the Orb of Rebirth' }));
    let dialog = screen.getByRole('dialog', { name: 'Orb of Rebirth' });
    expect(within(dialog).getByText(/^Reset: level, experience, gold/)).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'You need 6 gems for the orb and you have 4.',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Be reborn (6 gems)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    loadCaster('warrior', 60, 0, { balance: 2, flags: { rebirthEnabled: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Use the Orb of Rebirth' }));
    dialog = screen.getByRole('dialog', { name: 'Orb of Rebirth' });
    expect(within(dialog).getByText('Costs 6 gems. You have 8.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Be reborn (6 gems)' }));
    await waitFor(() => expect(currentStats()?.lvl).toBe(1));
    expect(calls.filter((call) => call.url === '/api/v4/user/rebirth')).toHaveLength(1);
  });

  it('is free at level 100 when no free orb was used in 45 days', async () => {
    loadCaster('rogue', 100, 0, { balance: 0, flags: { rebirthEnabled: true } });
    fakeTasksApi(...listing([]));
    renderTasks();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Use the Orb of Rebirth' }));
    const dialog = screen.getByRole('dialog', { name: 'Orb of Rebirth' });
    expect(within(dialog).getByText(/^Free: you are at level 100/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Be reborn (free)' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the inn', () => {
  it('rests through POST /user/sleep, says what resting does, and leaves again', async () => {
    loadClassPlayer({ stats: { lvl: 3 } });
    let isAsleep = false;
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/sleep', () => {
        isAsleep = !isAsleep;
        return ok(isAsleep);
      }),
    );
    renderTasks();
    const rest = await screen.findByRole('button', { name: 'Rest in the inn' });
    expect(rest.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/missed dailies do no damage/)).toBeTruthy();
    await userEvent.click(rest);
    const leave = await screen.findByRole('button', { name: 'Leave the inn' });
    await waitFor(() => expect((leave as HTMLButtonElement).disabled).toBe(false));
    expect(currentUser().preferences?.sleep).toBe(true);
    await userEvent.click(leave);
    await screen.findByRole('button', { name: 'Rest in the inn' });
    await waitFor(() => expect(currentUser().preferences?.sleep).toBe(false));
    expect(calls.filter((call) => call.url === '/api/v4/user/sleep')).toHaveLength(2);
  });

  it('goes back to the old state when the server refuses', async () => {
    loadClassPlayer({ stats: { lvl: 3 } });
    fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/sleep', () =>
        json(500, { success: false, error: 'InternalServerError', message: 'Oops.' }),
      ),
    );
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Rest in the inn' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Rest in the inn' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(currentUser().preferences?.sleep).toBe(false);
  });
});
