// Issue 31's archived to-dos in the browser: a completed to-do cleared from the Completed list is
// found in the archive (reached from that list), searched, and restored; axe-checked on a laptop in
// the light theme and on a phone in the dark one.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

describe('the to-do archive', () => {
  it('finds a cleared to-do, searches the archive and restores it', async () => {
    const context = await browser.browser.newContext({
      baseURL,
      colorScheme: 'light',
      viewport: { width: 1366, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await new AuthPages(page).registerNew('archivist');
    const tasks = new TasksPage(page);
    await tasks.add('todo', 'File taxes');
    const scored = page.waitForResponse((response) => response.url().includes('/score/up'));
    await tasks.complete('File taxes');
    await scored;

    const todos = tasks.column('todo');
    await todos.getByRole('button', { name: 'Completed', exact: true }).click();
    await todos.getByRole('button', { name: 'Edit File taxes', exact: true }).waitFor();
    await todos.getByRole('button', { name: 'Clear completed to-dos' }).click();
    await todos.getByText('No to-dos here.').waitFor();
    await todos.getByRole('link', { name: 'Archive of completed to-dos' }).click();

    await page.getByRole('heading', { name: 'To-do archive', level: 1 }).waitFor();
    await page.getByText('1 archived to-do', { exact: true }).waitFor();
    await page.getByText('File taxes', { exact: true }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search the archive' });
    await search.fill('zebra');
    await page.getByText('No archived to-do matches your search.').waitFor();
    await search.fill('TAX');
    await page.getByText('File taxes', { exact: true }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousAccessibilityViolations(page);

    const restored = page.waitForResponse((response) => response.url().includes('/unarchive'));
    await page.getByRole('button', { name: 'Restore File taxes' }).click();
    expect((await restored).status()).toBe(200);
    await page.getByText('No archived to-do matches your search.').waitFor();
    await search.fill('');
    await page.getByText('Nothing archived yet.').waitFor();
    await context.close();
  });
});
