// From level 10 the game changes (issue 8): a level-11 player picks a class in the dialog that
// offers it, casts Flame Burst (10 mana) on a habit, and rests in the inn.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

describe('a player at level 11', () => {
  it('chooses a class and casts a skill on a task', { timeout: 60_000 }, async () => {
    const { context, page } = await browser.open();
    const auth = new AuthPages(page);
    const tasks = new TasksPage(page);
    await auth.registerNew('mage');
    await tasks.add('habit', 'Practice scales');
    const debug = await debugApiOf(page, baseURL);
    await debug.call('set-stats', { lvl: 11, mp: 30 });
    await page.reload();

    const choice = page.getByRole('dialog', { name: 'Choose your class' });
    await choice.waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await choice.getByRole('button', { name: 'Become a Wizard' }).click();
    await choice.waitFor({ state: 'detached' });

    // The skills drawer is folded on a screen 720 px high, where it would hide the columns.
    const skills = page.getByRole('region', { name: 'Skills' });
    await skills.getByRole('button', { name: 'Show skills' }).click();
    await skills.getByRole('button', { name: /^Cast Flame Burst / }).click();
    const picker = page.getByRole('dialog', { name: 'Cast Flame Burst on which task?' });
    await picker.getByRole('button', { name: 'Cast on Practice scales' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => tasks.barValue('Mana')).toBe(20);
    // Skills above the player's level stay greyed.
    expect(await skills.getByRole('button', { name: /^Cast Deep Freeze / }).isDisabled()).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Rest in the inn' }).click();
    await page.getByRole('button', { name: 'Leave the inn' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Leave the inn' }).waitFor();
    await context.close();
  });
});
