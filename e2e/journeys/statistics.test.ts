// Issue 31's statistics in the browser: a habit scored, its statistics opened from its edit dialog
// (the year heatmap, streaks, strength drawn by uPlot), then the player's year from the character
// strip; axe-checked on a phone in the dark theme and on a laptop in the light one.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

describe('statistics', () => {
  it("shows a habit's year and the player's year, on a phone and a laptop", async () => {
    const context = await browser.browser.newContext({
      baseURL,
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await new AuthPages(page).registerNew('counter');
    const tasks = new TasksPage(page);
    await tasks.add('habit', 'Stretch');
    for (let time = 0; time < 2; time += 1) {
      const scored = page.waitForResponse((response) => response.url().includes('/score/up'));
      await tasks.scoreUp('Stretch');
      await scored;
    }

    await page.getByRole('button', { name: 'Edit Stretch', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { name: 'Task statistics', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Stretch', level: 2 }).waitFor();
    await page.getByRole('img', { name: 'The last year' }).waitFor();
    await page.getByText('2 completions in the last year, at most 2 in a day.').waitFor();
    // one day kept: 1 − 0.5^(1/13) = 5.2%
    await page.getByText('Strength now: 5.2%').waitFor();
    const strength = page.getByRole('region', { name: 'Habit strength' });
    await strength.locator('canvas').first().waitFor(); // uPlot drew the series
    const chartWidth = await strength
      .locator('canvas')
      .first()
      .evaluate((canvas) => canvas.getBoundingClientRect().width);
    expect(chartWidth).toBeLessThanOrEqual(390);
    await strength.getByRole('button', { name: 'Show the numbers' }).click();
    await strength.getByRole('table', { name: 'Habit strength' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousAccessibilityViolations(page);
    await captureScreen(page, 'statistics-task-phone-dark');

    await page.getByRole('link', { name: 'Back to the tasks' }).click();
    await page
      .getByRole('navigation', { name: 'Your profile' })
      .getByRole('link', { name: 'Statistics' })
      .click();
    const year = new Date().getFullYear();
    await page.getByRole('heading', { name: `${year} in review` }).waitFor();
    const completions = page.getByText('Completions', { exact: true }).first();
    expect(await completions.locator('xpath=following-sibling::dd').textContent()).toBe('2');
    const weeks = page.getByRole('region', { name: 'Completions per week' });
    await weeks.locator('canvas').first().waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await weeks.getByRole('button', { name: 'Show the numbers' }).click();
    await weeks.getByRole('table', { name: 'Completions per week' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await captureScreen(page, 'statistics-player-laptop-light');
    await context.close();
  });
});
