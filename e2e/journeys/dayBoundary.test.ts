// The day boundary (issue 5): a player with two dailies lets a day pass — the server's clock is
// moved forward a day, never waited for — records one daily in the check-in dialog, starts the new
// day, and sees what the rules give: the missed easy daily costs 2 health (a daily at value 0 has a
// delta of −1; an easy one deals twice that to a player with no constitution) and the recorded one
// keeps a streak of 1.
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { type DebugApi, debugApiOf } from '../support/debugApi.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

let debug: DebugApi | undefined;

afterAll(async () => {
  // Back to real time for the journeys that follow.
  await debug?.call('jump-time', { reset: true });
});

describe('a new day', () => {
  it(
    'asks for yesterday’s dailies, then applies damage and streaks',
    { timeout: 60_000 },
    async () => {
      const { page } = await browser.open();
      const authPages = new AuthPages(page);
      const tasks = new TasksPage(page);
      await authPages.registerNew('sleeper');
      debug = await debugApiOf(page, baseURL);
      await tasks.add('daily', 'Stretch');
      await tasks.add('daily', 'Meditate');
      expect(await tasks.barValue('Health')).toBe(50);

      const { time } = await debug.call<{ time: string }>('jump-time', { days: 1 });
      // The browser's clock moves with the server's, as both do when a real day passes.
      await page.clock.setFixedTime(new Date(time));
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
