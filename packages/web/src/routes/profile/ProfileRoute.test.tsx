import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, ok } from '../../test/tasksKit.ts';

const me = {
  id: testCredentials.apiId,
  profile: { name: 'Robin' },
  stats: {
    hp: 50,
    mp: 10,
    exp: 5,
    gp: 3,
    lvl: 12,
    class: 'rogue',
    str: 2,
    con: 0,
    int: 1,
    per: 4,
    points: 3,
    buffs: { per: 2 },
  },
  items: {
    gear: { equipped: { weapon: 'weapon_rogue_1', armor: 'armor_base_0' } },
    currentPet: 'Fox-Base',
  },
  achievements: { createdTask: true, perfect: 4 },
  flags: { classSelected: true },
  preferences: { hair: { base: 1 } },
};

const member = {
  id: 'u-2',
  profile: { name: 'Sam' },
  stats: { lvl: 40, class: 'healer' },
  flags: { classSelected: true },
  achievements: { quests: { dustbunnies: 1 } },
};

function serve(user: object = me) {
  storeTestCredentials();
  return fakeTasksApi(
    answering('GET', '/user', () => ok(user)),
    ...listing([]),
    answering('GET', '/members/u-2', () => ok(member)),
    answering('GET', '/members/u-404', () =>
      json(404, { success: false, error: 'NotFound', message: 'User not found.' }),
    ),
  );
}

describe('the profile modal', () => {
  it('shows the player’s avatar, level, class and equipment', async () => {
    serve();
    renderApp('/user/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(await within(dialog).findByRole('img', { name: 'Avatar of Robin' })).toBeTruthy();
    expect(within(dialog).getByText('Level 12')).toBeTruthy();
    expect(within(dialog).getByText('Rogue')).toBeTruthy();
    const equipment = within(dialog).getByRole('list', { name: 'Equipment' });
    expect(within(equipment).getAllByRole('img')).toHaveLength(1); // the empty armour slot is left out
  });

  // issue 19.5: stats.class is "warrior" until a class is chosen; having a class needs level 10,
  // classes enabled and a class chosen
  it.each([
    [
      'no class chosen',
      { flags: { classSelected: false }, stats: { ...me.stats, class: 'warrior' } },
    ],
    [
      'classes disabled',
      { preferences: { disableClasses: true }, stats: { ...me.stats, class: 'warrior' } },
    ],
  ])('shows “No class” for a player with %s', async (_case, change) => {
    serve({ ...me, ...change });
    renderApp('/user/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(await within(dialog).findByText('No class')).toBeTruthy();
    expect(within(dialog).queryByText('Warrior')).toBeNull();
  });

  it('names the wizard class “Wizard”', async () => {
    serve({ ...me, stats: { ...me.stats, class: 'wizard' } });
    renderApp('/user/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(await within(dialog).findByText('Wizard')).toBeTruthy();
  });

  it('breaks each attribute down into level, gear, class, buffs and allocated points', async () => {
    serve();
    renderApp('/user/stats');
    const dialog = await screen.findByRole('dialog', { name: 'Stats' });
    const table = await within(dialog).findByRole('table', {
      name: 'Attributes with their bonuses',
    });
    const perception = within(table).getByRole('row', { name: /^Perception/ });
    // level 12 → 6; weapon_rogue_1 gives perception, doubled by half for a rogue
    const cells = within(perception)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const [total, level, gear, klass, buffs, allocated] = cells.map(Number);
    expect([level, buffs, allocated]).toEqual([6, 2, 4]);
    // the total comes first, so it stays in view while a phone scrolls the breakdown
    expect(total).toBe(level! + gear! + klass! + buffs! + allocated!);
    expect(within(dialog).getByText('Unallocated points: 3')).toBeTruthy();
  });

  it('lists the achievements earned with their counts', async () => {
    serve();
    renderApp('/user/achievements');
    const dialog = await screen.findByRole('dialog', { name: 'Achievements' });
    const list = await within(dialog).findByRole('list', { name: 'Achievements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('×4')).toBeTruthy();
  });

  it('switches pages with the tabs', async () => {
    serve();
    renderApp('/user/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Stats' }));
    expect(await screen.findByRole('dialog', { name: 'Stats' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('fetches another player with GET /members/{id}, starting on the hash’s page', async () => {
    const calls = serve();
    renderApp('/profile/u-2#achievements');
    const dialog = await screen.findByRole('dialog', { name: 'Achievements' });
    expect(await within(dialog).findByRole('img', { name: 'Avatar of Sam' })).toBeTruthy();
    expect(within(dialog).getByText('Healer')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/v4/members/u-2')).toBe(true);
  });

  it('says so when the player does not exist', async () => {
    serve();
    renderApp('/profile/u-404');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This player could not be found.',
    );
  });
});

describe('the avatar modal route', () => {
  it('opens the editor over the tasks screen at /user/avatar', async () => {
    serve();
    renderApp('/user/avatar');
    const dialog = await screen.findByRole('dialog', { name: 'Customize your avatar' });
    expect(
      await within(dialog).findByRole('tablist', { name: 'Customize your avatar' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Body size options' })).toBeTruthy();
  });
});
