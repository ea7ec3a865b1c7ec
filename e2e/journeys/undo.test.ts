// Undo (docs/undo.md): a player completes a to-do and takes it back with the notice's Undo
// button, then completes it again and takes it back with Ctrl+Z: the to-do is open again and the
// experience bar is where it was, as the server says after a reload.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, openSession } from '../support/browser.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('undo', () => {
  it(
    'takes back a completed to-do with the button and with Ctrl+Z',
    { timeout: 30_000 },
    async () => {
      const { context, page } = await openSession(browser, baseURL);
      const tasks = new TasksPage(page);
      await new AuthPages(page).registerNew('undoer');
      await tasks.add('todo', 'Call the bank');
      const checkbox = page.getByRole('checkbox', { name: 'Complete: Call the bank', exact: true });
      const undoButton = page.getByRole('button', { name: /^Undo/ });
      const experienceBefore = await tasks.barValue('Experience');

      for (const how of ['button', 'keys'] as const) {
        const scored = page.waitForResponse((response) => response.url().endsWith('/score/up'));
        await tasks.complete('Call the bank');
        await scored;
        await page.getByText('You scored “Call the bank”.').waitFor();
        expect(await tasks.barValue('Experience')).toBeGreaterThan(experienceBefore);
        if (how === 'button') await expectNoSeriousAccessibilityViolations(page);
        const undone = page.waitForResponse((response) => response.url().includes('/user/undo/'));
        if (how === 'button') await undoButton.click();
        else await page.keyboard.press('Control+z');
        expect((await undone).status()).toBe(200);
        await page.getByText('Undone: everything is as it was before.').waitFor();
        await undoButton.waitFor({ state: 'detached' });
        await page
          .getByRole('checkbox', { name: 'Complete: Call the bank', exact: true, checked: false })
          .waitFor();
        expect(await tasks.barValue('Experience')).toBe(experienceBefore);
      }

      await page.reload();
      await checkbox.waitFor();
      expect(await checkbox.isChecked()).toBe(false);
      expect(await tasks.barValue('Experience')).toBe(experienceBefore);
      await context.close();
    },
  );
});
