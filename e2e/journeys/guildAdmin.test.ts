// A private guild from the web (issue: it could not be joined, nor edited): its founder (a laptop,
// light theme) invites a player by e-mail from the guild's page; the player (a phone, dark theme)
// follows the bell to My guilds, accepts and lands in the guild. The founder edits the guild
// (privacy shows as fixed), names the player a manager and hands the guild over to them.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { InvitationPages } from '../pages/InvitationPages.ts';

const browser = useBrowser(baseURL);

describe('a private guild', () => {
  it('is joined by invitation, edited and handed over', { timeout: 150_000 }, async () => {
    const laptop = await browser.open();
    await laptop.page.setViewportSize({ width: 1366, height: 768 });
    const phone = await browser.open({ colorScheme: 'dark' });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await new AuthPages(laptop.page).registerNew('founder');
    const friend = await new AuthPages(phone.page).registerNew('reader');

    // A guild costs 4 gems.
    await (await debugApiOf(laptop.page, baseURL)).call('add-ten-gems', {});
    await laptop.page.goto('/groups/myGuilds');
    await laptop.page.getByLabel('Guild name', { exact: true }).fill('Quiet Corner');
    await laptop.page.getByText('Private: by invitation only').click();
    await laptop.page.getByRole('button', { name: 'Create guild', exact: true }).click();
    await laptop.page.waitForURL(/\/groups\/guild\/[0-9a-f-]{36}$/);
    const guildPath = new URL(laptop.page.url()).pathname;
    await new InvitationPages(laptop.page).invite(friend.email);

    const invites = new InvitationPages(phone.page);
    await phone.page.goto('/');
    await invites.followBellEntry('You are invited to join the guild Quiet Corner');
    await phone.page.waitForURL((url) => url.pathname === '/groups/myGuilds');
    await phone.page
      .getByRole('list', { name: 'Invitations to guilds' })
      .getByText('You are invited to join the guild Quiet Corner.')
      .waitFor();
    await expectNoSeriousAccessibilityViolations(phone.page);
    await captureScreen(phone.page, 'guild-invitation-phone-dark');
    await invites.accept('Quiet Corner');
    await phone.page.waitForURL((url) => url.pathname === guildPath);
    await phone.page.getByLabel('Message', { exact: true }).waitFor();

    // The founder edits the guild; its privacy is shown, not offered.
    await laptop.page.getByRole('button', { name: 'Edit Quiet Corner', exact: true }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'Edit Quiet Corner' });
    await dialog.getByText('Privacy is chosen when a guild is founded', { exact: false }).waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await dialog.getByLabel('Name', { exact: true }).fill('Quiet Readers');
    await dialog.getByLabel('Summary', { exact: true }).fill('Books, slowly.');
    await dialog.getByLabel('Description', { exact: true }).fill('We **read** one chapter a day.');
    await dialog.getByRole('checkbox', { name: 'Academics', exact: true }).check();
    await expectNoSeriousAccessibilityViolations(laptop.page);
    await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await laptop.page
      .getByRole('heading', { level: 2, name: 'Quiet Readers', exact: true })
      .waitFor();
    await laptop.page.getByText('Books, slowly.').waitFor();

    // Roles: a manager, then a new leader (after a confirm).
    await laptop.page
      .getByRole('button', { name: `Make ${friend.username} a manager`, exact: true })
      .click();
    await laptop.page
      .getByRole('button', { name: `Remove ${friend.username} as a manager`, exact: true })
      .waitFor();
    await laptop.page
      .getByRole('button', { name: `Make ${friend.username} the leader`, exact: true })
      .click();
    await laptop.page
      .getByRole('dialog', { name: `Hand Quiet Readers over to ${friend.username}?` })
      .getByRole('button', { name: 'Hand over', exact: true })
      .click();
    await laptop.page.getByText(`Led by ${friend.username}`).waitFor();
    expect(await laptop.page.getByRole('button', { name: 'Edit Quiet Readers' }).count()).toBe(0);
    expect(await laptop.page.getByRole('heading', { name: 'Members and roles' }).count()).toBe(0);

    // The new leader finds the guild edited, and its controls theirs.
    await phone.page.reload();
    await phone.page
      .getByRole('heading', { level: 2, name: 'Quiet Readers', exact: true })
      .waitFor();
    await phone.page.getByRole('button', { name: 'Edit Quiet Readers', exact: true }).waitFor();
    await phone.page.getByRole('heading', { name: 'Members and roles' }).waitFor();
    await expectNoSeriousAccessibilityViolations(phone.page);
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await captureScreen(phone.page, 'guild-leader-phone-dark');
    await phone.page.getByRole('button', { name: 'Edit Quiet Readers', exact: true }).click();
    const phoneDialog = phone.page.getByRole('dialog', { name: 'Edit Quiet Readers' });
    await phoneDialog
      .getByText('Privacy is chosen when a guild is founded', { exact: false })
      .waitFor();
    await expectNoSeriousAccessibilityViolations(phone.page);
    await captureScreen(phone.page, 'guild-edit-phone-dark');
    await phone.page.keyboard.press('Escape');
    await phoneDialog.waitFor({ state: 'detached' });
  });
});
