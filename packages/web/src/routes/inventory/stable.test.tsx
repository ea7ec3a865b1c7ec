import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, dropPets } from '@questlog/core';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi } from '../../test/tasksKit.ts';
import { currentUser, loadShopPlayer, renderPage } from '../shops/shopTestKit.tsx';
import { StablePage } from './StablePage.tsx';

type Items = {
  eggs: Record<string, number>;
  hatchingPotions: Record<string, number>;
  pets: Record<string, number>;
  food: Record<string, number>;
};

const petName = (key: string) => CATALOGUE.pets.text[key]?.text ?? key;
const items = () => currentUser()['items'] as Items;

function loadWithItems(extra: Partial<Items>) {
  return loadShopPlayer((player) => ({
    ...player,
    items: { ...(player['items'] as Items), eggs: {}, hatchingPotions: {}, food: {}, ...extra },
  }));
}

const hatched = (call: { url: string }) =>
  json(200, {
    success: true,
    data: { ...items(), pets: { ...items().pets } },
    message: `Hatched ${call.url}`,
  });

describe('the Stable', () => {
  it('hatches a hatchable pet: core applies it at once and POST /user/hatch/:egg/:potion follows', async () => {
    loadWithItems({ eggs: { Wolf: 1 }, hatchingPotions: { Base: 1 } });
    const calls = fakeTasksApi(answering('POST', '/user/hatch/Wolf/Base', hatched));
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);

    const pets = await screen.findByRole('region', { name: 'Pets' });
    const wolf = within(pets).getByRole('listitem', { name: petName('Wolf-Base') });
    expect(wolf.dataset['state']).toBe('hatchable');
    // nothing else can be hatched: no other egg and potion are held
    expect(within(pets).getAllByRole('button', { name: /^Hatch / })).toHaveLength(1);

    await userEvent.click(
      within(wolf).getByRole('button', { name: `Hatch ${petName('Wolf-Base')}` }),
    );
    await waitFor(() => expect(items().pets['Wolf-Base']).toBe(5)); // a new pet starts at 5
    expect(items().eggs['Wolf']).toBe(0);
    expect(items().hatchingPotions['Base']).toBe(0);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/v4/user/hatch/Wolf/Base',
    ]);
    const grown = within(screen.getByRole('region', { name: 'Pets' })).getByRole('listitem', {
      name: petName('Wolf-Base'),
    });
    expect(grown.dataset['state']).toBe('owned');
    const bar = within(grown).getByRole('progressbar', { name: /growth towards a mount/ });
    expect(bar.getAttribute('value')).toBe('5');
    expect(bar.getAttribute('max')).toBe('50');
  }, 30_000);

  // issue 19.4: an owned pet is taken along from the Stable (POST /user/equip/pet/:key)
  it('equips an owned pet at once, and taking it again leaves it home', async () => {
    loadWithItems({ pets: { 'Wolf-Base': 5 } });
    const equipped = (call: { url: string }) =>
      json(200, { success: true, data: items(), message: `Equipped ${call.url}` });
    const calls = fakeTasksApi(answering('POST', '/user/equip/pet/Wolf-Base', equipped));
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    const pets = await screen.findByRole('region', { name: 'Pets' });
    const wolf = within(pets).getByRole('listitem', { name: petName('Wolf-Base') });
    const follow = within(wolf).getByRole('button', { name: `Take ${petName('Wolf-Base')} along` });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(follow);
    await waitFor(() => expect(currentUser()['items']).toMatchObject({ currentPet: 'Wolf-Base' }));
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/v4/user/equip/pet/Wolf-Base',
    ]);
    await userEvent.click(follow);
    await waitFor(() => expect(currentUser()['items']).toMatchObject({ currentPet: '' }));
  }, 30_000);

  it('hatches from the picked egg and potion', async () => {
    loadWithItems({ eggs: { Wolf: 1, Fox: 2 }, hatchingPotions: { Base: 1, Red: 1 } });
    const calls = fakeTasksApi(answering('POST', '/user/hatch/Fox/Red', hatched));
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    const panel = await screen.findByRole('region', { name: 'Hatch a pet' });
    await userEvent.selectOptions(within(panel).getByLabelText('Egg'), 'Fox');
    await userEvent.selectOptions(within(panel).getByLabelText('Hatching potion'), 'Red');
    await userEvent.click(within(panel).getByRole('button', { name: 'Hatch' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual(['/api/v4/user/hatch/Fox/Red']),
    );
    expect(items().pets['Fox-Red']).toBe(5);
    expect(items().eggs['Fox']).toBe(1);
  }, 30_000);

  it('feeds a pet the picked food: liked food gives 5 points (POST /user/feed/:pet/:food)', async () => {
    loadShopPlayer((player) => ({
      ...player,
      items: { ...(player['items'] as Items), pets: { 'Wolf-Base': 5 }, food: { Meat: 2 } },
    }));
    const calls = fakeTasksApi(
      answering('POST', '/user/feed/Wolf-Base/Meat', () =>
        json(200, { success: true, data: 10, message: 'Fed.' }),
      ),
    );
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    const pets = await screen.findByRole('region', { name: 'Pets' });
    const name = petName('Wolf-Base');
    await userEvent.click(within(pets).getByRole('button', { name: `Feed ${name}` }));
    const dialog = screen.getByRole('dialog', { name: `Feed ${name}` });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Give / }));
    await waitFor(() => expect(items().pets['Wolf-Base']).toBe(10));
    expect(items().food['Meat']).toBe(1);
    expect(calls.map((call) => call.url)).toEqual(['/api/v4/user/feed/Wolf-Base/Meat']);
  }, 30_000);

  it('releases a full collection of 90 pets after a confirmation priced at 1 gem', async () => {
    const collection = Object.fromEntries(dropPets.map((pet) => [pet.key, 5]));
    loadShopPlayer((player) => ({
      ...player,
      balance: 1,
      items: { ...(player['items'] as Items), pets: collection },
    }));
    const calls = fakeTasksApi(
      answering('POST', '/user/release-pets', () =>
        json(200, {
          success: true,
          data: { balance: 0.75, items: items(), achievements: currentUser()['achievements'] },
        }),
      ),
    );
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    await userEvent.click(await screen.findByRole('button', { name: 'Release pets' }));
    const dialog = screen.getByRole('dialog', { name: 'Release your animals?' });
    expect(within(dialog).getByText('1 gem')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release pets' }));
    await waitFor(() => expect(currentUser()['balance']).toBe(0.75)); // 1 gem is 0.25 balance
    expect(items().pets['Wolf-Base']).toBe(0);
    expect(calls.map((call) => call.url)).toEqual(['/api/v4/user/release-pets']);
  }, 30_000);

  it('feeds by dragging a food onto a pet: other food gives 2 points', async () => {
    loadShopPlayer((player) => ({
      ...player,
      items: { ...(player['items'] as Items), pets: { 'Wolf-Base': 5 }, food: { Fish: 1 } },
    }));
    const calls = fakeTasksApi(
      answering('POST', '/user/feed/Wolf-Base/Fish', () => json(200, { success: true, data: 7 })),
    );
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    const shelf = await screen.findByRole('list', { name: 'Food' });
    const fish = within(shelf).getAllByRole('listitem')[0]!;
    const wolf = within(screen.getByRole('region', { name: 'Pets' })).getByRole('listitem', {
      name: petName('Wolf-Base'),
    });
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
    };
    fireEvent.dragStart(fish, { dataTransfer });
    fireEvent.dragOver(wolf, { dataTransfer });
    fireEvent.drop(wolf, { dataTransfer });
    await waitFor(() => expect(items().pets['Wolf-Base']).toBe(7));
    expect(items().food['Fish']).toBe(0);
    expect(calls.map((call) => call.url)).toEqual(['/api/v4/user/feed/Wolf-Base/Fish']);
  }, 30_000);

  // issue 19.6: one row per species with counts; feeding by tapping works without dragging
  it('shows a row per species with its count and the total, unfound pets as silhouettes', async () => {
    loadWithItems({ pets: { 'Wolf-Base': 5, 'Wolf-Red': 5, 'Fox-Base': -1 } });
    fakeTasksApi();
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    const pets = await screen.findByRole('region', { name: 'Pets' });
    expect(within(pets).getByText('Found 3 of 90')).toBeTruthy(); // a grown pet was found too
    const rows = within(pets).getAllByRole('region');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Wolf',
      'Tiger Cub',
      'Panda Cub',
      'Lion Cub',
      'Fox',
      'Flying Pig',
      'Dragon',
      'Cactus',
      'Bear Cub',
    ]);
    const wolves = within(pets).getByRole('region', { name: 'Wolf' });
    expect(within(wolves).getByRole('heading').textContent).toBe('Wolf2/10');
    expect(within(wolves).getAllByRole('listitem')).toHaveLength(10);
    const unfound = within(wolves).getByRole('listitem', { name: petName('Wolf-Desert') });
    expect(unfound.dataset['state']).toBe('missing');
    expect(unfound.title).toBe('Desert: not found yet');
    expect(unfound.querySelector('[data-silhouette]')).toBeTruthy();
    const owned = within(wolves).getByRole('listitem', { name: petName('Wolf-Red') });
    expect(owned.querySelector('[data-silhouette]')).toBeNull();
    expect(within(pets).getByRole('region', { name: 'Fox' }).textContent).toContain('1/10');
  }, 30_000);

  it('feeds by tapping a food, then a pet: the food stays picked while some is left', async () => {
    loadShopPlayer((player) => ({
      ...player,
      items: { ...(player['items'] as Items), pets: { 'Wolf-Base': 5 }, food: { Meat: 2 } },
    }));
    const calls = fakeTasksApi(
      answering('POST', '/user/feed/Wolf-Base/Meat', () => json(200, { success: true, data: 10 })),
    );
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    const shelf = await screen.findByRole('list', { name: 'Food' });
    const meat = within(shelf).getByRole('button', { name: /Meat \(2\)/ });
    await userEvent.click(meat);
    expect(meat.getAttribute('aria-pressed')).toBe('true');
    const name = petName('Wolf-Base');
    await userEvent.click(screen.getByRole('button', { name: `Feed ${name} the Meat` }));
    await waitFor(() => expect(items().pets['Wolf-Base']).toBe(10));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(items().food['Meat']).toBe(1);
    expect(calls.map((call) => call.url)).toEqual(['/api/v4/user/feed/Wolf-Base/Meat']);
    expect(
      within(screen.getByRole('list', { name: 'Food' }))
        .getByRole('button', { name: /Meat \(1\)/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  }, 30_000);
});
