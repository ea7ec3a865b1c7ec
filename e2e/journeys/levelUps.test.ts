// Level-ups as a new player meets them, with big to-dos (hard, 30 checklist items done) each worth
// several levels at level 1. After one, the header's experience bar counts to the new level's
// threshold, the figure a reload shows. After two completed one after the other, their answers
// held and let through one by one (the second score is out while the first answer arrives), one
// level-up dialog opens once both are back, with the last level.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

/** A hard to-do whose 30 checklist items are done: completing it is worth several levels. */
async function addBigTodo(page: Page, text: string): Promise<void> {
  const status = await page.evaluate(async (title) => {
    const { auth } = JSON.parse(localStorage.getItem('questlog-mobile-settings') ?? '{}') as {
      auth: { apiId: string; apiToken: string };
    };
    const checklist = Array.from({ length: 30 }, (_, step) => ({
      text: `Step ${step + 1}`,
      completed: true,
    }));
    const response = await fetch('/api/v4/tasks/user', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-user': auth.apiId,
        'x-api-key': auth.apiToken,
      },
      body: JSON.stringify({ type: 'todo', text: title, priority: 2, checklist }),
    });
    return response.status;
  }, text);
  expect(status).toBe(201);
}

/** Score answers reach the page only when the test lets them through, in the order asked. */
async function holdScoreAnswers(page: Page): Promise<(() => Promise<void>)[]> {
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/api\/v4\/tasks\/[^/]+\/score\/up$/, async (route: Route) => {
    const response = await route.fetch();
    held.push(() => route.fulfill({ response }));
  });
  return held;
}

type ServerStats = { stats: { lvl: number; toNextLevel: number } };

describe('a level-up', () => {
  it("counts the experience bar to the new level's threshold at once", async () => {
    const { context, page } = await browser.open();
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('seedling');
    const api = await debugApiOf(page, baseURL);
    await addBigTodo(page, 'Paint the fence');
    await page.reload();
    await tasks.column('todo').getByText('Paint the fence', { exact: true }).waitFor();

    await tasks.complete('Paint the fence');
    await tasks.levelUpDialog.waitFor();
    const { stats } = (await api.user()) as unknown as ServerStats;
    expect(stats.lvl).toBeGreaterThan(2);
    const experience = page.getByRole('meter', { name: 'Experience', exact: true });
    expect(await experience.getAttribute('aria-valuemax')).toBe(String(stats.toNextLevel));
    await context.close();
  });
});

describe('level-ups in a row', () => {
  it('are celebrated once, with the last level', async () => {
    const { context, page } = await browser.open();
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('sprout');
    const api = await debugApiOf(page, baseURL);
    await addBigTodo(page, 'Move house');
    await addBigTodo(page, 'Write the thesis');
    await page.reload();
    await tasks.column('todo').getByText('Write the thesis', { exact: true }).waitFor();

    const held = await holdScoreAnswers(page);
    await tasks.complete('Move house');
    await tasks.complete('Write the thesis');
    await expect.poll(() => held.length).toBe(2);

    // the first answer is in (its level-up notice shows) while the second score is still out
    await held[0]!();
    await tasks.notices().filter({ hasText: 'Level up! You reached level' }).first().waitFor();
    expect(await tasks.levelUpDialog.count()).toBe(0);

    await held[1]!();
    await tasks.levelUpDialog.waitFor();
    const { stats } = (await api.user()) as unknown as ServerStats;
    await expect(tasks.levelUpDialog.textContent()).resolves.toContain(`level ${stats.lvl}.`);

    await tasks.levelUpDialog.getByRole('button', { name: 'Onward' }).click();
    await tasks.levelUpDialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
