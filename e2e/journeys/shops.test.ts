// Spending what a player earns (issue 7): gear bought with gold in the Market, an egg and a
// hatching potion bought with gems, a pet hatched in the Stable — each purchase confirmed with its
// price, and the server's balances agreeing with the catalogue's prices (the tier-1 warrior weapon
// 20 gold; eggs 3 gems; a Base potion 2 gems). The Stable is screenshotted.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

describe('a player with gold and gems', () => {
  it('buys gear, an egg and a potion, and hatches a pet', { timeout: 90_000 }, async () => {
    const { context, page } = await browser.open();
    const auth = new AuthPages(page);
    await auth.registerNew('shopper');
    const api = await debugApiOf(page, baseURL);
    await api.call('set-stats', { gp: 100 });
    await api.call('add-ten-gems', {});

    await page.goto('/shops/market');
    await page.getByRole('heading', { level: 1, name: 'Market' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    const buy = async (list: string, name: RegExp, price: string) => {
      await page.getByRole('list', { name: list }).getByRole('button', { name }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Confirm purchase' });
      await dialog.getByText(price).first().waitFor();
      await dialog.getByRole('button', { name: 'Buy now' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await buy('Warrior gear, tier 1', /^Buy Iron Shortsword/, '20 gold');
    await expect.poll(async () => (await api.user()).stats.gp).toBe(80);
    await buy('Eggs', /^Buy Wolf/, '3 gems');
    await buy('Hatching potions', /^Buy Base/, '2 gems');
    await expect.poll(async () => (await api.user()).balance * 4).toBe(5);
    const bought = await api.user();
    expect(bought.items.eggs.Wolf).toBe(1);
    expect(bought.items.hatchingPotions.Base).toBe(1);

    await page.goto('/inventory/stable');
    const hatchPanel = page.getByRole('region', { name: 'Hatch a pet' });
    await hatchPanel.getByRole('button', { name: 'Hatch', exact: true }).click();
    const pets = page.getByRole('region', { name: 'Pets', exact: true });
    await expect.poll(() => pets.locator('[data-state="owned"]').count()).toBe(1);
    await expect.poll(async () => (await api.user()).items.eggs.Wolf ?? 0).toBe(0);
    await expectNoSeriousAccessibilityViolations(page);
    await captureScreen(page, 'stable');
    await context.close();
  });
});
