// Page model of /party: creating a party, inviting, answering invitations, the quest card.
import type { Locator, Page } from 'playwright-core';

export class PartyPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/party');
    await this.page.getByRole('heading', { level: 1, name: 'Party' }).waitFor();
  }

  async create(name: string): Promise<void> {
    await this.page.getByLabel('Party name', { exact: true }).fill(name);
    await this.page.getByRole('button', { name: 'Create party', exact: true }).click();
    await this.page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  }

  async invite(usernameOrId: string): Promise<void> {
    await this.page.getByLabel('Username, user ID or e-mail', { exact: true }).fill(usernameOrId);
    await this.page.getByRole('button', { name: 'Send invitation', exact: true }).click();
    await this.page.getByText(`Invitation sent to ${usernameOrId}.`).waitFor();
  }

  async acceptInvitation(partyName: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Accept the invitation to ${partyName}`, exact: true })
      .click();
    await this.page.getByRole('heading', { level: 2, name: partyName, exact: true }).waitFor();
  }

  member(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  /** The quest card: the region named by the quest's title. */
  quest(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async inviteToQuest(title: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Invite the party to ${title}`, exact: true })
      .click();
    await this.quest(title).waitFor();
  }

  /** The boss's health as the meter reads it. */
  async bossHealth(): Promise<number> {
    const meter = this.page.getByRole('meter', { name: 'Boss health', exact: true });
    return Number(await meter.getAttribute('aria-valuenow'));
  }
}
