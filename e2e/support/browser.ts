// Debian's Chromium driven by playwright-core. The flags keep it from reaching for the network,
// which this machine does not have (see the env notes on Chromium).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

export async function openSession(
  browser: Browser,
  baseURL: string,
  options: { colorScheme?: 'light' | 'dark'; hasTouch?: boolean } = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL,
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  return { context, page };
}
