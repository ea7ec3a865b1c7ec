// Page models for the staff's admin area: finding a player and editing them in the user panel.
import type { Locator, Page } from 'playwright-core';

export class AdminPages {
  constructor(private readonly page: Page) {}

  get editPlayerForm(): Locator {
    return this.page.getByRole('form', { name: 'Edit player' });
  }

  /** From /admin/panel: searches, then opens the player found under `username`. */
  async openPlayer(username: string): Promise<void> {
    await this.page.goto('/admin/panel');
    await this.page.getByLabel('User id, e-mail or username').fill(username);
    await this.page.getByRole('button', { name: 'Search' }).click();
    const results = this.page.getByRole('list', { name: `Players matching “${username}”` });
    await results
      .getByRole('listitem')
      .filter({ hasText: `@${username}` })
      .getByRole('link')
      .click();
    await this.editPlayerForm.waitFor();
  }

  /** Ticks or clears one of the edit form's checkboxes and saves the player. */
  async savePlayerWith(checkbox: string, checked: boolean): Promise<void> {
    await this.editPlayerForm.getByLabel(checkbox).setChecked(checked);
    await this.editPlayerForm.getByRole('button', { name: 'Save changes' }).click();
    await this.page.getByRole('status').filter({ hasText: 'The player was saved.' }).waitFor();
  }

  /** On /admin/blockers: adds a blocker and waits until it is listed. */
  async addBlocker(type: string, area: string, value: string, reason: string): Promise<Locator> {
    const form = this.page.getByRole('form', { name: 'Add a blocker' });
    await form.getByRole('radio', { name: type }).check();
    await form.getByRole('radio', { name: area }).check();
    await form.getByLabel('Value').fill(value);
    await form.getByLabel('Reason').fill(reason);
    await form.getByRole('button', { name: 'Add blocker' }).click();
    const blocker = this.page
      .getByRole('list', { name: 'Active blockers' })
      .getByRole('listitem', { name: value });
    await blocker.waitFor();
    return blocker;
  }
}
