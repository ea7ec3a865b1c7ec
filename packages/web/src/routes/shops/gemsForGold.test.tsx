import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi } from '../../test/tasksKit.ts';
import { MarketPage } from './MarketPage.tsx';
import { currentUser, loadShopPlayer, renderPage } from './shopTestKit.tsx';

type Loose = Record<string, unknown>;
type Plan = { customerId: string | null; gemsBought: number; consecutive: Loose };

function loadPlayer(plan: Partial<Plan>) {
  loadShopPlayer((player) => {
    const purchased = player['purchased'] as { plan: Plan };
    return {
      ...player,
      stats: { ...(player['stats'] as object), gp: 100 },
      purchased: { ...purchased, plan: { ...purchased.plan, ...plan } },
    };
  });
}

describe('gems for gold in the Market (20 gold a gem)', () => {
  it('a subscriber buys a gem for 20 gold: applied at once, then sent', async () => {
    loadPlayer({ customerId: 'subscriber-1', gemsBought: 3 });
    const calls = fakeTasksApi(
      answering('POST', '/user/purchase/gems/gem', () =>
        json(200, { success: true, data: { balance: 0.25 } }),
      ),
    );
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    const list = await screen.findByRole('list', { name: 'Gems for gold' });
    // 24 a month, 3 bought already
    expect(screen.getByText('Subscribers only: 21 more this month.')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: /^Buy Gem/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm purchase' });
    expect(within(dialog).getByText('20 gold')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        'POST /api/v4/user/purchase/gems/gem',
      ),
    );
    expect((currentUser()['stats'] as { gp: number }).gp).toBe(80);
    expect(currentUser()['balance']).toBe(0.25);
  }, 20_000);

  it('is not offered to a player without a subscription', async () => {
    loadPlayer({ customerId: null });
    fakeTasksApi();
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    await screen.findByRole('heading', { level: 1, name: 'Market' });
    expect(screen.queryByRole('list', { name: 'Gems for gold' })).toBeNull();
  });
});
