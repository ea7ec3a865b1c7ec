// Issue 19.7 in a real browser: on a 1366×768 laptop and on a 390×844 phone the task columns start
// on the first screen, nothing is wider than the screen, every tag chip shows its whole name, and
// the search pages fold their filters so the results start on the first screen. Light on the
// laptop, dark on the phone (the two are looked at in both, in screenshots, by people).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage, type TaskType } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

/** How far below the top of the screen the element ends, in CSS pixels. */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not drawn');
  return box.y + box.height;
}

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The starter tags' chips not drawn whole: past their row's edge, or with their name clipped. */
async function cutChipsOf(page: Page): Promise<string[]> {
  const row = page.getByRole('group', { name: 'Filter by tag' });
  await row.getByRole('button', { name: 'Health + Wellness', exact: true }).waitFor();
  return row.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('button'))
      .filter((chip) => {
        const box = chip.getBoundingClientRect();
        const isClipped = chip.scrollWidth > chip.clientWidth;
        return box.left < edge.left || box.right > edge.right || isClipped;
      })
      .map((chip) => chip.textContent ?? '');
  });
}

describe('the first screen', () => {
  it('on a laptop shows the start of all four columns', { timeout: 60_000 }, async () => {
    const { context, page } = await browser.open();
    await page.setViewportSize({ width: 1366, height: 768 });
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('laptop');
    for (const type of ['habit', 'daily', 'todo', 'reward'] as TaskType[]) {
      await tasks.column(type).waitFor();
      const quickAdd = tasks.column(type).getByRole('textbox').first();
      expect(await bottomOf(quickAdd), type).toBeLessThanOrEqual(768);
    }
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    // the starter tags ("Health + Wellness" among them) show whole, wrapped as needed
    expect(await cutChipsOf(page)).toEqual([]);
    await context.close();
  });

  it(
    'on a phone shows a column and, on the search pages, the results',
    { timeout: 60_000 },
    async () => {
      const { context, page } = await browser.open({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 390, height: 844 });
      const tasks = new TasksPage(page);
      await new AuthPages(page).registerNew('phone');
      await tasks.column('habit').waitFor();
      const quickAdd = tasks.column('habit').getByRole('textbox').first();
      expect(await bottomOf(quickAdd)).toBeLessThanOrEqual(844);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      expect(await cutChipsOf(page)).toEqual([]);

      for (const [path, results] of [
        ['/challenges/findChallenges', 'Challenges open to me'],
        ['/groups/discovery', 'Public guilds'],
      ] as const) {
        await page.goto(path);
        const heading = page.getByRole('heading', { name: results, exact: true });
        await heading.waitFor();
        expect(await bottomOf(heading), path).toBeLessThanOrEqual(844);
        const filters = page.locator('details', { hasText: 'Filters' });
        expect(await filters.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(
          false,
        );
        expect(await overflowOf(page), path).toBeLessThanOrEqual(0);
      }
      await context.close();
    },
  );
});
