// The Tavern is live (GET /live): two players have /groups/tavern open, and each one's post shows
// on the other's page without a reload, as party and guild chat do.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

async function openTavern(page: Page) {
  await page.goto('/groups/tavern');
  await page.getByRole('heading', { level: 1, name: 'Tavern' }).waitFor();
  await page.getByLabel('Message', { exact: true }).waitFor();
}

async function post(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('the Tavern', () => {
  it('shows each player’s post on the other’s open page', { timeout: 90_000 }, async () => {
    const laptop = await browser.open();
    const phone = await browser.open({ colorScheme: 'dark' });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await new AuthPages(laptop.page).registerNew('regular');
    await new AuthPages(phone.page).registerNew('traveller');
    await openTavern(laptop.page);
    await openTavern(phone.page);

    const greeting = `Evening, all! ${Date.now().toString(36)}`;
    await post(laptop.page, greeting);
    await phone.page.getByText(greeting).waitFor();
    const answer = `Cheers from the road ${Date.now().toString(36)}`;
    await post(phone.page, answer);
    await laptop.page.getByText(answer).waitFor();

    await expectNoSeriousAccessibilityViolations(phone.page);
    await captureScreen(phone.page, 'tavern-phone-dark');
  });
});
