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

const wizardAnswer = {
  stats: { class: 'wizard', lvl: 10, str: 0, con: 0, int: 0, per: 0, points: 10, mp: 0 },
  flags: { classSelected: true },
  items: { gear: { owned: { weapon_wizard_0: true } } },
  preferences: { disableClasses: false },
};

describe('the class choice', () => {
  it('opens at level 10 with the four classes, their stat focus, and chooses one for free', async () => {
    loadClassPlayer({ stats: { lvl: 10, points: 10 } });
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/change-class?class=wizard', () => ok(wizardAnswer)),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your class' });
    const classes = within(dialog).getByRole('list', { name: 'Classes' });
    expect(
      within(classes)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Warrior', 'Wizard', 'Rogue', 'Healer']);
    // classbased allocation's first two attributes of each class
    expect(within(dialog).getByText('Stat focus: Intelligence, then Perception')).toBeTruthy();
    expect(within(dialog).getByText('Stat focus: Constitution, then Intelligence')).toBeTruthy();
    expect(within(dialog).getByText('The first choice is free.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Become a Wizard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.url.includes('change-class'))).toHaveLength(1);
    expect(currentStats()?.class).toBe('wizard');
    expect((currentUser() as { flags?: { classSelected?: boolean } }).flags?.classSelected).toBe(
      true,
    );
  });

  it('does not open below level 10, once chosen, or with classes turned off', async () => {
    fakeTasksApi(...listing([]));
    for (const fields of [
      { stats: { lvl: 9 } },
      { stats: { lvl: 12, class: 'rogue' }, flags: { classSelected: true } },
      { stats: { lvl: 12 }, preferences: { disableClasses: true } },
    ]) {
      loadClassPlayer(fields);
      const { unmount } = renderTasks();
      await screen.findByRole('heading', { name: 'Attributes' });
      expect(screen.queryByRole('dialog', { name: 'Choose your class' })).toBeNull();
      unmount();
    }
  });

  it('opts out through POST /user/disable-classes', async () => {
    loadClassPlayer({ stats: { lvl: 10, points: 10 } });
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/disable-classes', () =>
        ok({
          stats: { class: 'warrior', lvl: 10, str: 10, points: 0 },
          flags: { classSelected: true },
          items: {},
          preferences: { disableClasses: true, automaticAllocation: true },
        }),
      ),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play without a class' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/v4/user/disable-classes')).toHaveLength(1);
    expect(currentUser().preferences?.disableClasses).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show attributes' }));
    expect(screen.getByText('Playing without a class.')).toBeTruthy();
    // a class can still be chosen later, for free
    expect(screen.getByRole('button', { name: 'Choose a class' })).toBeTruthy();
  });

  it('refuses a change without 3 gems, and confirms the price before changing', async () => {
    loadCaster('wizard', 12, 0, { balance: 0.5 });
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/change-class?class=healer', () =>
        ok({ ...wizardAnswer, stats: { ...wizardAnswer.stats, class: 'healer', lvl: 12 } }),
      ),
    );
    renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Show attributes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change class (3 gems)' }));
    let dialog = screen.getByRole('dialog', { name: 'Change your class' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'You need 3 gems to change class and you have 2. Come back when you have more.',
    );
    const healer = within(dialog).getByRole('button', { name: 'Become a Healer' });
    expect((healer as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('Your class now')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decide later' }));

    loadCaster('wizard', 12, 0, { balance: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Change class (3 gems)' }));
    dialog = screen.getByRole('dialog', { name: 'Change your class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become a Healer' }));
    expect(within(dialog).getByText('Become a Healer for 3 gems?')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('change-class'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay 3 gems' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.url.includes('change-class?class=healer'))).toHaveLength(1);
    expect(currentStats()?.class).toBe('healer');
  });

  it('keeps the dialog open when the server refuses', async () => {
    loadClassPlayer({ stats: { lvl: 10 } });
    fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/change-class?class=rogue', () =>
        json(401, { success: false, error: 'NotAuthorized', message: 'Not enough gems.' }),
      ),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become a Rogue' }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Become a Rogue' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    expect(screen.getByRole('dialog', { name: 'Choose your class' })).toBeTruthy();
    expect(currentStats()?.class).toBeUndefined();
  });
});
