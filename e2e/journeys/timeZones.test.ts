// Issue 30 in the browser: the zone a new player signed up with, a vacation scheduled in settings
// and shown on the tasks screen, and the calendar moved through with the keyboard.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { AuthPages, type Account } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

describe('time zones, vacations and the calendar', () => {
  it('signs up with the browser zone, takes a vacation and walks the calendar by keyboard', async () => {
    const { context, page } = await browser.open();
    const auth = new AuthPages(page);
    const suffix = Date.now().toString(36);
    const account: Account = {
      username: `wanderer_${suffix}`,
      email: `wanderer_${suffix}@example.com`,
      password: 'time-zone-secret-1',
    };
    await page.goto('/register');
    await auth.register(account);
    await auth.waitForPath('/');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    // the browser's calendar date: the new player's day starts at midnight in the same zone
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    const inTwoDays = await page.evaluate(() =>
      new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('sv'),
    );

    await page.goto('/user/settings/general');
    const zoneSection = page.getByRole('region', { name: 'Time zone' });
    await zoneSection.getByText(`Your account follows ${zone}`).waitFor();
    const vacations = page.getByRole('region', { name: 'Vacations' });
    await vacations.getByText('No vacation is scheduled.').waitFor();
    await vacations.getByLabel('First day').fill(inTwoDays);
    await vacations.getByLabel('Last day').fill(today);
    await vacations.getByRole('button', { name: 'Schedule vacation' }).click();
    await vacations.getByText('The last day cannot come before the first.').waitFor();
    await vacations.getByLabel('First day').fill(today);
    await vacations.getByLabel('Last day').fill(inTwoDays);
    await vacations.getByRole('button', { name: 'Schedule vacation' }).click();
    await vacations.getByRole('button', { name: /^Cancel the vacation from/ }).waitFor();
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: 'Show my calendar address' }).click();
    const address = feed.getByLabel('Calendar address');
    await expect.poll(() => address.inputValue()).toMatch(/\/calendar\/.+\.ics$/);
    const ics = await page.request.get(await address.inputValue());
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    await expectNoSeriousAccessibilityViolations(page);

    await page.goto('/');
    await page.getByText(/You are on vacation until/).waitFor();

    // a daily skipped for today stays skipped; its schedule becomes "every second Tuesday"
    const tasks = new TasksPage(page);
    await tasks.add('daily', 'Stretch');
    await page.getByRole('button', { name: 'Skip Stretch today' }).click();
    await page.getByRole('button', { name: 'Undo skipping Stretch today' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Undo skipping Stretch today' }).waitFor();
    await page.getByRole('button', { name: 'Edit Stretch', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit daily' });
    await dialog.getByLabel('How it repeats').selectOption('weeksApart');
    await dialog.getByText('Every second Tuesday', { exact: true }).waitFor();
    await expect
      .poll(() =>
        dialog.getByRole('list', { name: 'Next five due dates' }).getByRole('listitem').count(),
      )
      .toBe(5);
    await expectNoSeriousAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Edit Stretch', exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole('dialog', { name: 'Edit daily' }).getByLabel('How it repeats').inputValue(),
      )
      .toBe('weeksApart');
    await page.keyboard.press('Escape');

    await page.goto('/calendar');
    const grid = page.getByRole('grid');
    await grid.waitFor();
    const todayCell = grid.locator('[role="gridcell"][tabindex="0"]');
    await expect.poll(() => todayCell.getAttribute('aria-label')).toMatch(/^Today, /);
    await todayCell.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .not.toMatch(/^Today, /);
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^Today, /);
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it('asks for each of several missed days, then starts one new day', async () => {
    const { context, page } = await browser.open();
    const auth = new AuthPages(page);
    const suffix = Date.now().toString(36);
    await page.goto('/register');
    await auth.register({
      username: `sleeper_${suffix}`,
      email: `sleeper_${suffix}@example.com`,
      password: 'missed-days-secret-1',
    });
    await auth.waitForPath('/');
    await new TasksPage(page).add('daily', 'Read');
    const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString();
    await (await debugApiOf(page, baseURL)).call('set-cron', { lastCron: fourDaysAgo });
    await page.reload();
    const dialog = page.getByRole('dialog', { name: /^Record the \d days you were away$/ });
    await dialog.waitFor();
    expect(await dialog.getByRole('group').count()).toBeGreaterThanOrEqual(2);
    await expectNoSeriousAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Start my new day' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Edit Read', exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
