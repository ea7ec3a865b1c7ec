import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, GEAR_BY_KEY, QUESTS, backgrounds } from '@questlog/core';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi } from '../../test/tasksKit.ts';
import { EquipmentPage } from '../inventory/EquipmentPage.tsx';
import { CustomizationsPage } from './CustomizationsPage.tsx';
import { QuestShopPage } from './QuestShopPage.tsx';
import { TimeTravelersPage } from './TimeTravelersPage.tsx';
import { currentUser, loadShopPlayer, renderPage } from './shopTestKit.tsx';

const questName = (key: string) => CATALOGUE.quests.text[key]?.text ?? key;

describe('the quest shop (quest chains)', () => {
  it('shows a chain quest locked until the previous one is completed', async () => {
    const chained = QUESTS.find(
      (quest) => quest.category === 'unlockable' && quest.previous && quest.canBuy && !quest.lvl,
    );
    if (!chained?.previous) throw new Error('the catalogue has no chained unlockable quest');
    loadShopPlayer();
    fakeTasksApi();
    renderPage('/shops/quests', <QuestShopPage />, ['shops', 'questShop']);
    const list = await screen.findByRole('list', { name: 'Unlockable quests' });
    const item = within(list).getByRole('listitem', { name: questName(chained.key) });
    expect(within(item).getByText(`Complete “${questName(chained.previous)}” first`)).toBeTruthy();
    const buy = within(item).getByRole('button', { name: `Buy ${questName(chained.key)}` });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(within(item).getByText(`${chained.value} gems`)).toBeTruthy();
  }, 30_000);
});

describe('the Time Travelers (day 1 at 08:00 UTC)', () => {
  it('prices the time-travel stable in hourglasses and names the next release', async () => {
    loadShopPlayer();
    fakeTasksApi();
    renderPage('/shops/time', <TimeTravelersPage />, ['shops', 'timeTravelers']);
    const stable = await screen.findByRole('list', { name: 'Time-travel pets and mounts' });
    const mammoth = CATALOGUE.pets.text['Mammoth-Base']?.text ?? '';
    const item = within(stable).getByRole('listitem', { name: `${mammoth} (pet)` });
    expect(within(stable).getByRole('button', { name: `Buy ${mammoth} (mount)` })).toBeTruthy();
    expect(within(item).getByText('1 hourglass')).toBeTruthy();
    expect(screen.getByText(/New items arrive .* \(UTC\)\./)).toBeTruthy();
  }, 30_000);
});

describe('Equipment (battle gear with stat comparisons)', () => {
  it('compares an owned piece with the equipped one and equips it through POST /user/equip', async () => {
    const sword = GEAR_BY_KEY['weapon_warrior_1']!;
    const swordName = CATALOGUE.gear.text[sword.key]?.text ?? sword.key;
    loadShopPlayer((player) => {
      const items = player['items'] as { gear: { owned: Record<string, boolean> } };
      return {
        ...player,
        items: {
          ...items,
          gear: { ...items.gear, owned: { ...items.gear.owned, [sword.key]: true } },
        },
      };
    });
    const calls = fakeTasksApi(
      answering('POST', `/user/equip/equipped/${sword.key}`, () =>
        json(200, { success: true, data: currentUser()['items'] }),
      ),
    );
    renderPage('/inventory/equipment', <EquipmentPage />, ['inventory', 'equipment']);
    const weapons = await screen.findByRole('list', { name: 'Battle gear: Weapon' });
    const item = within(weapons).getByRole('listitem', { name: swordName });
    expect(within(item).getByText(`+${sword.str} Strength`)).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: `Equip ${swordName}` }));
    await waitFor(() =>
      expect(
        (currentUser()['items'] as { gear: { equipped: Record<string, string> } }).gear.equipped[
          'weapon'
        ],
      ).toBe(sword.key),
    );
    expect(calls.map((call) => call.url)).toEqual([`/api/v4/user/equip/equipped/${sword.key}`]);
  }, 30_000);
});

describe('Customisations (backgrounds cost 7 gems each)', () => {
  it('unlocks a background through POST /user/unlock?path=, spending 7 gems at once', async () => {
    const background = backgrounds.find((item) => item.set === 'backgrounds112025')!;
    const name = CATALOGUE.backgrounds.text[background.path]?.text ?? '';
    loadShopPlayer((player) => ({ ...player, balance: 5 }));
    const calls = fakeTasksApi(
      answering('POST', `/user/unlock?path=${encodeURIComponent(background.path)}`, () =>
        json(200, {
          success: true,
          data: { balance: 3.25, purchased: currentUser()['purchased'] },
        }),
      ),
    );
    renderPage('/shops/customizations', <CustomizationsPage />, ['shops', 'customizations']);
    await userEvent.click(await screen.findByRole('button', { name: `Buy ${name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm purchase' });
    expect(within(dialog).getByText('7 gems')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(currentUser()['balance']).toBe(3.25); // 20 gems less 7 is 13 gems: 3.25
    const purchased = currentUser()['purchased'] as { background: Record<string, boolean> };
    expect(purchased.background[background.key]).toBe(true);
  }, 30_000);
});
