// Guild chat and private messages arrive live (issue 16): one player founds a public guild, the
// other joins it; a message posted by one appears on the other's open guild page without a
// reload, and a private message appears in the other's open inbox the same way (GET /live).
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

const playerIdOf = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('questlog-mobile-settings') ?? '{}') as {
          auth: { apiId: string };
        }
      ).auth.apiId,
  );

async function send(page: Page, composer: string, text: string) {
  await page.getByLabel(composer, { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('guild chat and private messages', () => {
  it('arrive on the other player’s open page without a reload', { timeout: 120_000 }, async () => {
    const founder = await browser.open();
    const friend = await browser.open();
    await new AuthPages(founder.page).registerNew('founder');
    const friendAccount = await new AuthPages(friend.page).registerNew('pal');

    // A guild costs 4 gems.
    await (await debugApiOf(founder.page, baseURL)).call('add-ten-gems', {});
    await founder.page.goto('/groups/myGuilds');
    await founder.page.getByLabel('Guild name', { exact: true }).fill('Early Risers');
    await founder.page.getByText('Public: anyone can find and join it').click();
    await founder.page.getByRole('button', { name: 'Create guild', exact: true }).click();
    await founder.page.waitForURL(/\/groups\/guild\/[0-9a-f-]{36}$/);
    const guildPath = new URL(founder.page.url()).pathname;

    await friend.page.goto(guildPath);
    await friend.page.getByRole('button', { name: 'Join Early Risers', exact: true }).click();
    await friend.page.getByLabel('Message', { exact: true }).waitFor();

    // The founder's page is open; the friend's post reaches it live.
    await send(friend.page, 'Message', 'Good morning, **risers**!');
    await founder.page.getByText('Good morning,').waitFor();
    await founder.page.getByText('risers', { exact: true }).waitFor();
    await send(founder.page, 'Message', 'Morning! Coffee first.');
    await friend.page.getByText('Morning! Coffee first.').waitFor();
    await expectNoSeriousAccessibilityViolations(friend.page);

    // A private message from the friend appears in the founder's open inbox.
    const founderId = await playerIdOf(founder.page);
    const friendId = await playerIdOf(friend.page);
    await founder.page.goto('/private-messages');
    await founder.page.getByRole('heading', { name: 'Conversations' }).waitFor();
    await friend.page.goto(`/private-messages?uuid=${founderId}`);
    // No conversation yet: the composer names the partner by id.
    await send(friend.page, `Message to ${founderId}`, 'Want to join my party?');
    await founder.page.getByText(friendAccount.username).first().waitFor();
    await founder.page.goto(`/private-messages?uuid=${friendId}`);
    await founder.page
      .getByRole('region', { name: /^Conversation with/ })
      .getByText('Want to join my party?')
      .waitFor();
    await expectNoSeriousAccessibilityViolations(founder.page);
    await captureScreen(founder.page, 'private-messages');
  });
});
