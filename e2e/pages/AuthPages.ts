// Page models for signing up, in and out, and recovering a password.
import type { Locator, Page } from 'playwright-core';

export interface Account {
  username: string;
  email: string;
  password: string;
}

export class AuthPages {
  constructor(private readonly page: Page) {}

  get mainHeading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Error notices stay until closed and are announced as alerts. */
  get errorNotice(): Locator {
    return this.page.getByRole('alert');
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async register(account: Account): Promise<void> {
    await this.page.getByLabel('Username', { exact: true }).fill(account.username);
    await this.page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await this.page.getByLabel('Password', { exact: true }).fill(account.password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  /** Signs a new player up from the register page, named `<prefix>_<unique>`; on the tasks screen. */
  async registerNew(prefix: string): Promise<Account> {
    const username = `${prefix}_${Date.now().toString(36)}`;
    const account = { username, email: `${username}@example.com`, password: `${prefix}-secret-1` };
    await this.page.goto('/register');
    await this.register(account);
    await this.waitForPath('/');
    return account;
  }

  async logIn(usernameOrEmail: string, password: string): Promise<void> {
    await this.page.getByLabel('Username or e-mail', { exact: true }).fill(usernameOrEmail);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  async logOut(): Promise<void> {
    await this.afterServerLogout(() => this.page.getByRole('link', { name: 'Log out' }).click());
  }

  /**
   * Runs an action that ends the session and waits until the browser has been through
   * /logout-server and back on the home page, so the next navigation is not cut short by it.
   */
  async afterServerLogout(action: () => Promise<void>): Promise<void> {
    // the only full page load on the way is the one /logout-server redirects to
    const pageLoadedAfterLogout = this.page.waitForEvent('load');
    await action();
    await pageLoadedAfterLogout;
    await this.page.waitForURL((url) => url.pathname === '/static/home');
  }

  async askForPasswordReset(email: string): Promise<void> {
    await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }

  async setNewPassword(password: string): Promise<void> {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Set new password' }).click();
  }

  async waitForPath(pathname: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === pathname);
  }
}
