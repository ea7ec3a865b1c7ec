import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi } from '../../test/tasksKit.ts';
import { currentUser, loadShopPlayer, renderPage } from '../shops/shopTestKit.tsx';
import { ItemsPage } from './ItemsPage.tsx';

type Plan = { mysteryItems: string[] };
type Purchased = { plan: Plan };
type Gear = { owned: Record<string, boolean> };

describe('mystery items on the Items page', () => {
  it('opens the first waiting item at once and asks the server to', async () => {
    loadShopPlayer((player) => {
      const purchased = player['purchased'] as Purchased;
      return {
        ...player,
        purchased: {
          ...purchased,
          plan: {
            ...purchased.plan,
            mysteryItems: ['head_mystery_201402', 'armor_mystery_201402'],
          },
        },
      };
    });
    const calls = fakeTasksApi(
      answering('POST', '/user/open-mystery-item', () =>
        json(200, { success: true, data: { key: 'head_mystery_201402' } }),
      ),
    );
    renderPage('/inventory/items', <ItemsPage />, ['inventory', 'items']);

    await screen.findByText('2 mystery items from your subscription are waiting.');
    await userEvent.click(screen.getByRole('button', { name: 'Open a mystery item' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        'POST /api/v4/user/open-mystery-item',
      ),
    );
    const user = currentUser();
    expect((user['purchased'] as Purchased).plan.mysteryItems).toEqual(['armor_mystery_201402']);
    expect((user['items'] as { gear: Gear }).gear.owned['head_mystery_201402']).toBe(true);
  });

  it('shows nothing when none is waiting', async () => {
    loadShopPlayer();
    fakeTasksApi();
    renderPage('/inventory/items', <ItemsPage />, ['inventory', 'items']);
    await screen.findByRole('heading', { name: 'Eggs' });
    expect(screen.queryByRole('button', { name: 'Open a mystery item' })).toBeNull();
  });
});
