// Page model of inviting and being invited: the invite form a party, guild or plan screen shows,
// the bell's entries, and the invitation lists with Accept and Reject.
import type { Locator, Page } from 'playwright-core';

export class InvitationPages {
  constructor(private readonly page: Page) {}

  /** Invites by username, user id or e-mail from the open screen's form. */
  async invite(who: string): Promise<void> {
    await this.page.getByLabel('Username, user ID or e-mail', { exact: true }).fill(who);
    await this.page.getByRole('button', { name: 'Send invitation', exact: true }).click();
    await this.page.getByText(`Invitation sent to ${who}.`).waitFor();
  }

  /** Opens the bell's menu and follows the entry reading `text`. */
  async followBellEntry(text: string): Promise<void> {
    await this.page.getByRole('button', { name: /^Notifications/ }).click();
    await this.page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: text })
      .click();
  }

  /** The invitation to `groupName` in any list on the screen (a banner or the screen's own). */
  invitation(groupName: string): Locator {
    return this.page.getByRole('button', {
      name: `Accept the invitation to ${groupName}`,
      exact: true,
    });
  }

  async accept(groupName: string): Promise<void> {
    await this.invitation(groupName).click();
  }

  async reject(groupName: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Reject the invitation to ${groupName}`, exact: true })
      .click();
    await this.invitation(groupName).waitFor({ state: 'detached' });
  }
}
