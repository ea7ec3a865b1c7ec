// A new player's first session on the tasks screen: adds a habit, a daily and a to-do, scores
// them, sees the bars move and the notices appear, reorders a task, filters by a tag, and
// reaches level 2. The tasks screen is checked with axe-core.
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

describe('a new player on the tasks screen', () => {
  it('adds, scores, reorders, filters by tag and levels up', { timeout: 60_000 }, async () => {
    const { context, page } = await openSession(browser, baseURL);
    const auth = new AuthPages(page);
    const tasks = new TasksPage(page);
    await auth.registerNew('knight');
    await tasks.column('habit').waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    await tasks.add('habit', 'Drink water');
    await tasks.add('daily', 'Stretch');
    await tasks.add('todo', 'Call the bank');
    await tasks.add('todo', 'Water the plants');

    const experienceBefore = await tasks.barValue('Experience');
    await tasks.complete('Call the bank');
    await tasks.notices().first().waitFor();
    await expect.poll(() => tasks.barValue('Experience')).toBeGreaterThan(experienceBefore);
    await tasks.complete('Stretch');
    await tasks.scoreUp('Drink water');

    // dragging the second active to-do onto the first puts it on top; the order survives a reload
    const [firstTodo, secondTodo] = await tasks.taskTitles('todo');
    expect(secondTodo).toBeDefined();
    await tasks.dragCard(secondTodo!, firstTodo!);
    await expect
      .poll(async () => (await tasks.taskTitles('todo')).slice(0, 2))
      .toEqual([secondTodo, firstTodo]);
    await page.reload();
    await tasks
      .column('todo')
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect((await tasks.taskTitles('todo')).slice(0, 2)).toEqual([secondTodo, firstTodo]);

    await tasks.addTag('Health');
    await tasks.tagTask('Drink water', 'Health');
    await tasks.tagFilter('Health').click();
    await expect.poll(() => tasks.taskTitles('habit')).toEqual(['Drink water']);
    await tasks.tagFilter('Health').click();

    const healthBefore = await tasks.barValue('Health');
    // One score at a time, each answered before the next, until the server says level 2.
    for (let clicks = 0; clicks < 30; clicks += 1) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/score/up'));
      await tasks.scoreUp('Drink water');
      const { data } = (await (await answer).json()) as { data: { lvl: number } };
      if (data.lvl >= 2) break;
    }
    await tasks.levelUpDialog.waitFor();
    await expect(tasks.levelUpDialog.textContent()).resolves.toContain('level 2');
    await expectNoSeriousAccessibilityViolations(page);
    expect(await tasks.barValue('Health')).toBeGreaterThanOrEqual(healthBefore);
    await context.close();
  });
});
