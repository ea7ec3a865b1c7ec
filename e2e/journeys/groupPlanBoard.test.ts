// The team board of a group plan: its heading is the tab's name ("Task board"), and a manager's
// "Requires approval" box shows what was saved once clicked, and again after a reload.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { GroupPlanPages } from '../pages/GroupPlanPages.ts';

const browser = useBrowser(baseURL);

describe('a group plan’s task board', () => {
  it('is titled as its tab and keeps the approval box as saved', { timeout: 90_000 }, async () => {
    const { page } = await browser.open();
    await new AuthPages(page).registerNew('boss');
    const plans = new GroupPlanPages(page);
    await plans.create('Family chores');

    await page.getByRole('heading', { level: 1, name: 'Task board', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Task board', exact: true }).waitFor();
    expect(await page.getByText('Task information').count()).toBe(0);

    await plans.addBoardTask('todo', 'Dishes');
    const approval = (checked: boolean) =>
      plans.boardTask('Dishes').getByRole('checkbox', {
        name: 'Requires approval',
        exact: true,
        checked,
        disabled: false,
      });
    // The board's next reading is held back: the box shows what the server saved without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const boardReads = /\/api\/v4\/tasks\/group\//;
    await page.route(boardReads, async (route) => {
      await held;
      await route.continue();
    });
    await approval(false).click();
    await approval(true).waitFor();
    release();
    await page.reload();
    await approval(true).waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    await approval(true).click();
    await approval(false).waitFor();
    await page.reload();
    await approval(false).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await captureScreen(page, 'group-plan-board-phone-dark');
  });
});
