import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, GEAR_BY_KEY } from '@questlog/core';
import { setApiFetch } from '../../api/transport.ts';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi } from '../../test/tasksKit.ts';
import { MarketPage } from './MarketPage.tsx';
import { SeasonalShopPage } from './SeasonalShopPage.tsx';
import { currentUser, loadShopPlayer, renderPage } from './shopTestKit.tsx';

const swordKey = 'weapon_warrior_1';
const swordName = CATALOGUE.gear.text[swordKey]?.text ?? swordKey;
const swordPrice = GEAR_BY_KEY[swordKey]?.value ?? 0;

const stats = () => currentUser()['stats'] as { gp: number };
const owned = () =>
  (currentUser()['items'] as { gear: { owned: Record<string, boolean> } }).gear.owned;

/** An answer the test releases when it has looked at the state in between. */
function held() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release };
}

async function askToBuySword() {
  renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Market' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: `Buy ${swordName}` }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm purchase' });
  // The price in its currency before anything is spent
  expect(within(dialog).getByText(`${swordPrice} gold`)).toBeTruthy();
  return dialog;
}

describe('buying in the Market (applied locally first, then sent)', () => {
  it('applies core’s buyGear at once, then keeps the server’s items', async () => {
    loadShopPlayer((player) => ({ ...player, stats: { ...(player['stats'] as object), gp: 100 } }));
    const answer = held();
    const calls: string[] = [];
    setApiFetch(async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return answer.response;
    });
    const dialog = await askToBuySword();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now' }));

    await waitFor(() => expect(stats().gp).toBe(100 - swordPrice));
    expect(owned()[swordKey]).toBe(true);
    expect(calls).toEqual([`POST /api/v4/user/buy-gear/${swordKey}`]);

    const items = currentUser()['items'] as { gear: object };
    answer.release(json(200, { success: true, data: items, message: `Bought ${swordName}.` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stats().gp).toBe(100 - swordPrice);
    expect(owned()[swordKey]).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('rolls the gold and the gear back when the server refuses, with an error notice', async () => {
    loadShopPlayer((player) => ({ ...player, stats: { ...(player['stats'] as object), gp: 100 } }));
    fakeTasksApi(
      answering('POST', `/user/buy-gear/${swordKey}`, () =>
        json(401, { success: false, error: 'NotAuthorized', message: 'Not enough gold.' }),
      ),
    );
    const dialog = await askToBuySword();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      `${swordName} was not bought; nothing was spent.`,
    );
    expect(stats().gp).toBe(100);
    expect(owned()[swordKey]).toBeUndefined();
  }, 20_000);

  it('opens the gems modal, which says payments are not configured', async () => {
    loadShopPlayer();
    fakeTasksApi();
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    await userEvent.click(await screen.findByRole('button', { name: 'Get gems' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy gems' });
    expect(within(dialog).getByText(/Payments are not configured/)).toBeTruthy();
  }, 20_000);
});

describe('the market’s class gear (issue 19.5)', () => {
  it('names the wizard’s gear by the class’s name, Wizard', async () => {
    loadShopPlayer((player) => ({
      ...player,
      stats: { ...(player['stats'] as object), lvl: 10, class: 'wizard' },
      flags: { ...(player['flags'] as object), classSelected: true },
    }));
    fakeTasksApi();
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    expect(await screen.findAllByRole('heading', { name: /^Wizard gear, tier/ })).not.toHaveLength(
      0,
    );
    expect(screen.queryByText(/Mage/)).toBeNull();
  });
});

describe('gold in one number format (issue 19.5)', () => {
  it.each([
    [12.346, '12.35 gold'],
    [1234.5, '1.2k gold'],
  ])('shows %d gold in the purse as %s, as the header does', async (gp, shown) => {
    loadShopPlayer((player) => ({ ...player, stats: { ...(player['stats'] as object), gp } }));
    fakeTasksApi();
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    const purse = await screen.findByRole('region', { name: 'Your purse' });
    expect(within(purse).getByText(shown)).toBeTruthy();
  });
});

describe('unaffordable offers (issue 19.9)', () => {
  it('disables the buy button of an item the purse cannot pay, and says why', async () => {
    loadShopPlayer((player) => ({ ...player, stats: { ...(player['stats'] as object), gp: 5 } }));
    fakeTasksApi();
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    const buy = await screen.findByRole('button', { name: `Buy ${swordName}` });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(buy.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(buy.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Not enough gold');
    // the health potion costs 25 gold
    const potion = screen.getAllByRole('button', { name: /^Buy Health Potion/ })[0]!;
    expect((potion as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the buy button of an affordable item active', async () => {
    loadShopPlayer((player) => ({ ...player, stats: { ...(player['stats'] as object), gp: 100 } }));
    fakeTasksApi();
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    const buy = await screen.findByRole('button', { name: `Buy ${swordName}` });
    expect((buy as HTMLButtonElement).disabled).toBe(false);
    expect(buy.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('the shop pages’ states', () => {
  it('shows an error when the user answer carries no items, and nothing to buy', async () => {
    loadShopPlayer(({ items: _items, ...player }) => player);
    fakeTasksApi();
    renderPage('/shops/market', <MarketPage />, ['shops', 'market']);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be read/);
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
  });
});

describe('the seasonal shop (active only between start and end)', () => {
  it('is closed outside a seasonal gala', async () => {
    loadShopPlayer();
    fakeTasksApi();
    renderPage('/shops/seasonal', <SeasonalShopPage now={new Date('2026-11-22T12:00:00Z')} />, [
      'shops',
      'seasonalShop',
    ]);
    expect((await screen.findByRole('status')).textContent).toMatch(/seasonal shop is closed/);
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
  });

  it('sells the season’s gear during the winter gala (from 21 December 08:00 UTC)', async () => {
    loadShopPlayer();
    fakeTasksApi();
    renderPage('/shops/seasonal', <SeasonalShopPage now={new Date('2026-12-25T12:00:00Z')} />, [
      'shops',
      'seasonalShop',
    ]);
    const gear = await screen.findByRole('list', { name: 'Seasonal gear' });
    const yeti = CATALOGUE.gear.text['weapon_special_yeti']?.text ?? '';
    expect(within(gear).getByRole('button', { name: `Buy ${yeti}` })).toBeTruthy();
    expect(screen.queryByText(/seasonal shop is closed/)).toBeNull();
  });
});
