// A visitor becomes a player and back: reads the home page, registers, lands on the tasks screen,
// logs out, fails a sign-in with a wrong password (and sees the error notice), resets the password
// from the e-mail in the outbox, and signs in with the new one. Every page is checked with axe-core.
import { describe, expect, it } from 'vitest';
import { baseURL, outboxDir } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { linksIn, newestMailTo } from '../support/outbox.ts';
import { AuthPages, type Account } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

describe('a visitor who becomes a player', () => {
  it('registers, logs out, recovers a forgotten password and signs in again', async () => {
    const { context, page } = await browser.open();
    const auth = new AuthPages(page);
    const suffix = Date.now().toString(36);
    const account: Account = {
      username: `hero_${suffix}`,
      email: `hero_${suffix}@example.com`,
      password: 'first-secret-1',
    };

    await page.goto('/');
    await auth.waitForPath('/static/home');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Start your adventure' })
      .first()
      .click();
    await auth.waitForPath('/register');
    await expectNoSeriousAccessibilityViolations(page);

    await auth.register(account);
    await auth.waitForPath('/');
    await expect(auth.mainHeading.textContent()).resolves.toBe('Tasks');
    await expect(page.title()).resolves.toBe('Tasks | Questlog');
    await expectNoSeriousAccessibilityViolations(page);

    await auth.logOut();
    await auth.waitForPath('/static/home');
    const storedSettings = await page.evaluate(() =>
      window.localStorage.getItem('questlog-mobile-settings'),
    );
    expect(storedSettings).toBeNull();

    await page.goto('/login');
    await auth.logIn(account.username, 'not-the-password');
    await auth.errorNotice.first().waitFor();
    await expect(auth.errorNotice.first().textContent()).resolves.toMatch(/incorrect/i);
    expect(auth.pathname()).toBe('/login');
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await auth.waitForPath('/forgot-password');
    await auth.askForPasswordReset(account.email);
    await page.getByText(/a link to set a new password is on its way/i).waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    const mail = await newestMailTo(outboxDir, account.email);
    const resetLink = linksIn(mail).find((link) => link.pathname === '/reset-password');
    expect(resetLink?.searchParams.get('code')).toBeTruthy();
    await page.goto(`${resetLink!.pathname}${resetLink!.search}`);
    await expectNoSeriousAccessibilityViolations(page);
    const newPassword = 'second-secret-2';
    await auth.setNewPassword(newPassword);
    await auth.waitForPath('/login');
    await page
      .getByRole('status')
      .filter({ hasText: /password/i })
      .first()
      .waitFor();

    await auth.logIn(account.email, newPassword);
    await auth.waitForPath('/');
    await expect(auth.mainHeading.textContent()).resolves.toBe('Tasks');
    await context.close();
  });
});
