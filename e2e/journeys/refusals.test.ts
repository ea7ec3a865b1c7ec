// Routine refusals, on a phone in dark theme: each is an error notice titled with the product
// name that stays until closed and blocks nothing, and where it belongs to a form it is said
// there too. A wrong password is said beside the password field and the form takes the right
// one without the notice being closed first; a quick add the server refuses is said under the
// field; and a dialog opened while the notice is up leaves the notice closable.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, openSession } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openPhone() {
  const session = await openSession(browser, baseURL, { colorScheme: 'dark' });
  await session.page.setViewportSize(phone);
  return session;
}

const phone = { width: 390, height: 844 };

const errorNotice = (page: Page) =>
  page.getByRole('region', { name: 'Notices' }).getByRole('alert');

/** The text of what `field` names as its description (the message beside it). */
const messageBeside = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate(
      (field) =>
        document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
    );

describe('a refusal', () => {
  it('on sign-in is a notice and is said beside the password', async () => {
    const { context, page } = await openSession(browser, baseURL, { colorScheme: 'dark' });
    const auth = new AuthPages(page);
    const account = await auth.registerNew('wanderer');
    await auth.logOut();
    await page.setViewportSize(phone);

    await page.goto('/login');
    await auth.logIn(account.username, 'not-the-password');
    const notice = errorNotice(page);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Questlog.*incorrect/);
    expect(await messageBeside(page, 'Password')).toMatch(/incorrect/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await captureScreen(page, 'refusal-sign-in-phone');
    await expectNoSeriousAccessibilityViolations(page);

    // nothing has to be closed first: the form takes the right password at once
    await auth.logIn(account.username, account.password);
    await auth.waitForPath('/');
    await context.close();
  });

  it('of a quick add is said under the field, and a dialog leaves its notice closable', async () => {
    const { context, page } = await openPhone();
    await new AuthPages(page).registerNew('planner');
    await page.getByRole('tab', { name: /To-dos/ }).click();
    const field = page.getByLabel('Add a to-do', { exact: true });
    await field.fill('x'.repeat(3001));
    await field.press('Enter');
    const notice = errorNotice(page);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Questlog/);
    expect(await messageBeside(page, 'Add a to-do')).toMatch(/3000/);
    expect(await field.inputValue()).toHaveLength(3001);
    await captureScreen(page, 'refusal-quick-add-phone');

    await page
      .getByRole('region', { name: 'To-dos', exact: true })
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await notice.evaluate((element) => element.closest('[inert]') === null)).toBe(true);
    await notice.getByRole('button', { name: 'Close dialog' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});
