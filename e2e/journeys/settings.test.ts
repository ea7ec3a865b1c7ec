// A player manages the account: a new API token keeps them signed in, the day start is saved,
// and deleting the account signs them out for good.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { AuthPages, type Account } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

function storedToken(): string | undefined {
  const settings = window.localStorage.getItem('questlog-mobile-settings');
  return settings
    ? (JSON.parse(settings) as { auth: { apiToken: string } }).auth.apiToken
    : undefined;
}

describe('account settings', () => {
  it('replaces the API token, saves the day start and deletes the account', async () => {
    const { context, page } = await browser.open();
    const auth = new AuthPages(page);
    const suffix = Date.now().toString(36);
    const account: Account = {
      username: `sage_${suffix}`,
      email: `sage_${suffix}@example.com`,
      password: 'settings-secret-1',
    };
    await page.goto('/register');
    await auth.register(account);
    await auth.waitForPath('/');

    await page.goto('/user/settings/siteData');
    await page.getByRole('heading', { name: 'API' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    const firstToken = await page.evaluate(storedToken);
    await page.getByRole('button', { name: 'Get a new API token' }).click();
    await page.getByRole('button', { name: 'Yes, replace my token' }).click();
    await page.waitForFunction((old) => {
      const settings = window.localStorage.getItem('questlog-mobile-settings');
      return settings !== null && !settings.includes(old ?? '');
    }, firstToken);
    await page.reload();
    await page.getByRole('heading', { name: 'API' }).waitFor();
    expect(auth.pathname()).toBe('/user/settings/siteData');

    await page.goto('/user/settings/general');
    await page.getByLabel('Start of my day').selectOption('3');
    await page.getByRole('button', { name: 'Save day start' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your day now starts at the hour you chose.' })
      .waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Start of my day').inputValue()).toBe('3');
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByLabel('Current password').fill(account.password);
    await expectNoSeriousAccessibilityViolations(page);
    await auth.afterServerLogout(() =>
      dialog.getByRole('button', { name: 'Delete account' }).click(),
    );

    await page.goto('/login');
    await auth.logIn(account.username, account.password);
    await auth.errorNotice.first().waitFor();
    expect(auth.pathname()).toBe('/login');
    await context.close();
  });
});
