// A level reached and a quest won are moments: the level-up dialog shows the avatar, a quest won
// shows the defeated boss, amid rays and confetti that move on a laptop and stand still on a phone
// whose player asked for reduced motion (light and dark; screenshots saved for people).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

/** The animations of the rays, the picture and a piece of confetti ('none' when still). */
const motionOf = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('[class*="rays"], [class*="picture"], [class*="confetti"] > i:first-child')
    .evaluateAll((parts) => parts.map((part) => getComputedStyle(part).animationName));

/** Brings the player to the brink of level 2 and completes a to-do: the level-up dialog opens. */
async function levelUp(page: Page, tasks: TasksPage): Promise<void> {
  await (await debugApiOf(page, baseURL)).call('set-stats', { exp: 24 });
  await page.reload();
  await tasks
    .column('habit')
    .getByRole('button', { name: /^Edit / })
    .first()
    .waitFor();
  await tasks.scoreUp('Drink a glass of water');
  await tasks.levelUpDialog.waitFor();
}

/** The next reads of the player say its party has just won `questKey`, until it is seen. */
async function winQuest(page: Page, questKey: string): Promise<void> {
  let isSeen = false;
  await page.route(/\/api\/v4\/user(\?.*)?$/, async (route) => {
    if (route.request().method() === 'PUT') isSeen = true;
    const response = await route.fetch();
    if (route.request().method() !== 'GET' || isSeen) return route.fulfill({ response });
    const body = (await response.json()) as { data: { party: Record<string, unknown> } };
    body.data.party = { ...body.data.party, quest: { key: null, completed: questKey } };
    return route.fulfill({ response, json: body });
  });
  await page.reload();
}

describe('celebrations', () => {
  it('on a laptop, the level-up and a won quest move', { timeout: 60_000 }, async () => {
    const { context, page } = await browser.open();
    await page.setViewportSize({ width: 1366, height: 768 });
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('hero');
    await levelUp(page, tasks);
    const dialog = tasks.levelUpDialog;
    await dialog.getByRole('img', { name: /^Avatar of / }).waitFor();
    expect(await dialog.getByText('Level 2', { exact: true }).isVisible()).toBe(true);
    const motion = await motionOf(page);
    expect(motion).toHaveLength(3);
    expect(motion).not.toContain('none');
    await expectNoSeriousAccessibilityViolations(page);
    await captureScreen(page, 'level-up-laptop');
    await dialog.getByRole('button', { name: 'Onward' }).click();

    await winQuest(page, 'dustbunnies');
    const won = page.getByRole('dialog', { name: 'Quest complete!' });
    await won.getByRole('img', { name: 'Wild Dust Bunnies, defeated' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await captureScreen(page, 'quest-won-laptop');
    const seen = page.waitForRequest((request) => request.method() === 'PUT');
    await won.getByRole('button', { name: 'Hooray!' }).click();
    expect((await seen).postDataJSON()).toEqual({ 'party.quest.completed': null });
    await won.waitFor({ state: 'detached' });
    await page.unrouteAll({ behavior: 'wait' });
    await context.close();
  });

  it('on a phone asking for reduced motion, they stand still', { timeout: 60_000 }, async () => {
    const context = await browser.browser.newContext({
      baseURL,
      colorScheme: 'dark',
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
      // As openSession: the quest is stubbed with page.route, which a service worker's reads bypass.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('calm');
    await levelUp(page, tasks);
    expect(await motionOf(page)).toEqual(['none', 'none', 'none']);
    await captureScreen(page, 'level-up-phone');
    await tasks.levelUpDialog.getByRole('button', { name: 'Onward' }).click();

    await winQuest(page, 'vice3');
    const won = page.getByRole('dialog', { name: 'Quest complete!' });
    await won.getByRole('img', { name: 'The Shadow Wyrm, defeated' }).waitFor();
    await captureScreen(page, 'quest-won-phone');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
