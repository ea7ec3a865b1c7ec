// Page models for what an anonymous visitor sees: the landing page and the not-found page.
import type { Locator, Page } from 'playwright-core';

export class VisitorPages {
  constructor(private readonly page: Page) {}

  get mainHeading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get loadingIndicator(): Locator {
    return this.page.getByRole('status');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.mainHeading.first().waitFor();
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async chooseTheme(theme: 'light' | 'dark' | 'system'): Promise<void> {
    await this.page.getByLabel(/theme/i).selectOption(theme);
  }

  async appliedTheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }
}
