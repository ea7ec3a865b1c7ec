// Support staff revoke a player's chat (issue 18.8): the staff member finds the player in the
// admin panel by username, opens their page and saves "Chat revoked"; the server then holds the
// player's chat revoked.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, openSession } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { AdminPages } from '../pages/AdminPages.ts';
import { AuthPages } from '../pages/AuthPages.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the admin panel', () => {
  it('finds a player by username and revokes their chat', { timeout: 90_000 }, async () => {
    const player = await openSession(browser, baseURL);
    const staff = await openSession(browser, baseURL);
    const playerAccount = await new AuthPages(player.page).registerNew('chatty');
    await new AuthPages(staff.page).registerNew('support');
    await (await debugApiOf(staff.page, baseURL)).call('make-admin', {});

    const admin = new AdminPages(staff.page);
    await admin.openPlayer(playerAccount.username);
    await expectNoSeriousAccessibilityViolations(staff.page);
    await admin.savePlayerWith('Chat revoked', true);
    await expectNoSeriousAccessibilityViolations(staff.page);
    await captureScreen(staff.page, 'admin-user-panel');

    const playerView = (await (await debugApiOf(player.page, baseURL)).user()) as unknown as {
      flags: { chatRevoked?: boolean };
    };
    expect(playerView.flags.chatRevoked).toBe(true);
    // the page, read again from the server, shows it too
    await staff.page.reload();
    await expect.poll(() => admin.editPlayerForm.getByLabel('Chat revoked').isChecked()).toBe(true);
    await player.context.close();
    await staff.context.close();
  });
});
