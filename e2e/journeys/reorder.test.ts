// Moving task cards, as two new players asked: no arrow buttons on the cards; a card is dragged
// (a mouse by the card, a finger by its grip on a 390×844 phone in dark theme), or moved with the
// arrow keys from its focused grip, which a screen reader hears. Every move survives a reload.
import type { Browser, Page } from 'playwright-core';
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

/** The to-dos' titles after a reload; on a phone their column is shown by its tab first. */
async function titlesAfterReload(page: Page, isPhone = false): Promise<string[]> {
  const tasks = new TasksPage(page);
  await page.reload();
  if (isPhone) await page.getByRole('tab', { name: 'To-dos' }).click();
  await tasks
    .column('todo')
    .getByRole('button', { name: /^Edit / })
    .first()
    .waitFor();
  return tasks.taskTitles('todo');
}

describe('reordering task cards', () => {
  it('on a laptop, from the keyboard: the grip moves its card and says where', async () => {
    const { context, page } = await openSession(browser, baseURL);
    await page.setViewportSize({ width: 1366, height: 768 });
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('mover');
    for (const text of ['Pay rent', 'Buy bread', 'Call mum']) await tasks.add('todo', text);
    const before = await tasks.taskTitles('todo');
    expect(before.slice(0, 3)).toEqual(['Call mum', 'Buy bread', 'Pay rent']);
    expect(await page.getByRole('button', { name: /^Move .* (up|down)$/ }).count()).toBe(0);

    const grip = tasks.dragHandle('Call mum');
    await grip.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(async () => (await tasks.taskTitles('todo')).slice(0, 3))
      .toEqual(['Buy bread', 'Call mum', 'Pay rent']);
    expect(await grip.evaluate((element) => element === document.activeElement)).toBe(true);
    const said = tasks.column('todo').getByRole('status');
    expect(await said.textContent()).toBe(`Call mum moved to place 2 of ${before.length}`);
    await expectNoSeriousAccessibilityViolations(page);
    expect((await titlesAfterReload(page)).slice(0, 3)).toEqual([
      'Buy bread',
      'Call mum',
      'Pay rent',
    ]);
    await context.close();
  });

  it('on a phone, a finger drags a card by its grip', async () => {
    const { context, page } = await openSession(browser, baseURL, {
      colorScheme: 'dark',
      hasTouch: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('thumb');
    await page.getByRole('tab', { name: 'To-dos' }).click();
    for (const text of ['Pay rent', 'Buy bread']) await tasks.add('todo', text);
    expect((await tasks.taskTitles('todo')).slice(0, 2)).toEqual(['Buy bread', 'Pay rent']);

    await tasks.touchDragCard('Pay rent', 'Buy bread');
    await expect
      .poll(async () => (await tasks.taskTitles('todo')).slice(0, 2))
      .toEqual(['Pay rent', 'Buy bread']);
    expect((await titlesAfterReload(page, true)).slice(0, 2)).toEqual(['Pay rent', 'Buy bread']);
    await context.close();
  });
});
