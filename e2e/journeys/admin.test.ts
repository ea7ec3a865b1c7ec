// Support staff revoke a player's chat (issue 18.8): the staff member finds the player in the
// admin panel by username, opens their page and saves "Chat revoked"; the server then holds the
// player's chat revoked.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { AdminPages } from '../pages/AdminPages.ts';
import { AuthPages } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

describe('the admin panel', () => {
  it('finds a player by username and revokes their chat', { timeout: 90_000 }, async () => {
    const player = await browser.open();
    const staff = await browser.open();
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

  it("blocks a player's e-mail address from payments, then lifts the block", async () => {
    const staff = await browser.open();
    await new AuthPages(staff.page).registerNew('access');
    await (await debugApiOf(staff.page, baseURL)).call('make-admin', {});
    const admin = new AdminPages(staff.page);
    const email = `fraud_${Date.now().toString(36)}@example.com`;

    await staff.page.goto('/admin/blockers');
    const blocker = await admin.addBlocker('E-mail address', 'Payments only', email, 'Chargebacks');
    await expectNoSeriousAccessibilityViolations(staff.page);
    await captureScreen(staff.page, 'admin-blockers');
    // the server lists it after a reload
    await staff.page.reload();
    await blocker.getByText('Payments only').waitFor();
    await blocker.getByRole('button', { name: 'Lift' }).click();
    await blocker.waitFor({ state: 'detached' });
    await staff.page.reload();
    await staff.page.getByRole('heading', { name: 'Add a blocker' }).waitFor();
    expect(await blocker.count()).toBe(0);
    await staff.context.close();
  });

  it('opens a party by its id and renames it', async () => {
    const staff = await browser.open();
    await new AuthPages(staff.page).registerNew('groups');
    await (await debugApiOf(staff.page, baseURL)).call('make-admin', {});
    const partyId = await staff.page.evaluate(async () => {
      const { auth } = JSON.parse(localStorage.getItem('questlog-mobile-settings') ?? '{}') as {
        auth: { apiId: string; apiToken: string };
      };
      const response = await fetch('/api/v4/groups', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-user': auth.apiId,
          'x-api-key': auth.apiToken,
        },
        body: JSON.stringify({ name: 'Night Owls', type: 'party' }),
      });
      return ((await response.json()) as { data: { id: string } }).data.id;
    });

    await staff.page.goto('/admin/groups');
    await staff.page.getByLabel('Group id').fill(partyId);
    await staff.page.getByRole('button', { name: 'Open' }).click();
    const form = staff.page.getByRole('form', { name: 'Edit group' });
    await form.getByLabel('Name').fill('Early Birds');
    await form.getByRole('button', { name: 'Save group' }).click();
    await staff.page.getByRole('heading', { name: 'Early Birds' }).waitFor();
    await expectNoSeriousAccessibilityViolations(staff.page);
    await captureScreen(staff.page, 'admin-group');
    await staff.page.reload();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Early Birds');
    await staff.context.close();
  });
});
