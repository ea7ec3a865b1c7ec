// The day boundary (issue 5): a player with two dailies lets a day pass — the server's clock is
// moved forward a day, never waited for — records one daily in the check-in dialog, starts the
// new day, and sees what the rules give: the missed easy daily costs 2 health (game-rules.md
// §1.8: value 0, delta −1, × 2) and the recorded one keeps a streak of 1.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, openSession } from '../support/browser.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const baseURL = inject('baseURL');
let browser: Browser;

// The debug calls need a signed-in player: the journey's own, read from the web app's storage.
let apiHeaders: Record<string, string> = {};
const jumpTime = (body: { days: number } | { reset: true }) =>
  fetch(`${baseURL}/api/v4/debug/jump-time`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...apiHeaders },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Back to real time for the journeys that follow.
  await jumpTime({ reset: true });
  await browser.close();
});

describe('a new day', () => {
  it(
    'asks for yesterday’s dailies, then applies damage and streaks',
    { timeout: 60_000 },
    async () => {
      const { page } = await openSession(browser, baseURL);
      const authPages = new AuthPages(page);
      const tasks = new TasksPage(page);
      const suffix = Date.now().toString(36);
      await page.goto('/register');
      await authPages.register({
        username: `sleeper_${suffix}`,
        email: `sleeper_${suffix}@example.com`,
        password: 'new-day-secret-1',
      });
      await authPages.waitForPath('/');
      const auth = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('questlog-mobile-settings') ?? '{}') as {
              auth: { apiId: string; apiToken: string };
            }
          ).auth,
      );
      apiHeaders = { 'x-api-user': auth.apiId, 'x-api-key': auth.apiToken };
      await tasks.add('daily', 'Stretch');
      await tasks.add('daily', 'Meditate');
      expect(await tasks.barValue('Health')).toBe(50);

      const jumped = await jumpTime({ days: 1 });
      expect(jumped.status).toBe(200);
      // The browser's clock moves with the server's, as both do when a real day passes.
      const { data } = (await jumped.json()) as { data: { time: string } };
      await page.clock.setFixedTime(new Date(data.time));
      await page.reload();
      const dialog = tasks.checkInDialog;
      await dialog.waitFor();
      await expectNoSeriousAccessibilityViolations(page);
      const offered = dialog.getByRole('list', { name: 'Dailies due yesterday' });
      await expect
        .poll(() => offered.getByRole('checkbox').evaluateAll((boxes) => boxes.length))
        .toBe(2);
      await dialog.getByRole('checkbox', { name: 'Stretch', exact: true }).check();
      await dialog.getByRole('button', { name: 'Start my new day', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      await expect.poll(() => tasks.barValue('Health')).toBe(48);
      await expect.poll(() => tasks.card('Stretch').textContent()).toContain('Streak 1');
      expect(await tasks.card('Meditate').textContent()).not.toContain('Streak');
      // The new day started once: a reload asks nothing more.
      await page.reload();
      await tasks.column('daily').waitFor();
      await expect.poll(() => tasks.barValue('Health')).toBe(48);
      expect(await tasks.checkInDialog.count()).toBe(0);
    },
  );
});
