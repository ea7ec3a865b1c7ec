// Debian's Chromium driven by playwright-core. The flags keep it from reaching for the network,
// which this machine does not have (see the env notes on Chromium).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself runs
 * headless) when installed: the same engine without the browser's interface, about a tenth less
 * CPU per journey; otherwise the full Chromium, headless.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/**
 * Chromium with a profile of its own in `profileDir` (a context of `launchBrowser` is a private
 * window, which Chromium never offers to install an app from). Close the context to end it.
 */
export function launchWithProfile(profileDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    baseURL,
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

export interface SessionOptions {
  colorScheme?: 'light' | 'dark';
  hasTouch?: boolean;
  /**
   * Whether the app's service worker may run (default: blocked). What a worker fetches is out of
   * page.route's sight, so journeys that stub the API run without it; the offline journey allows it.
   */
  serviceWorkers?: 'allow' | 'block';
}

export async function openSession(
  browser: Browser,
  baseURL: string,
  options: SessionOptions = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL,
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: options.hasTouch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  return { context, page };
}

export interface FileBrowser {
  /** The browser itself, once launched. */
  readonly browser: Browser;
  /** A new session (its own cookies and storage) on the app at `baseURL`. */
  open(options?: SessionOptions): Promise<BrowserSession>;
}

/**
 * The worker's one Chromium, launched by the first file that asks. The e2e files run one after
 * another in one worker sharing modules (`isolate: false`), so later files reuse it instead of
 * starting Chromium again; it ends with the worker (Playwright closes what it launched on exit,
 * and Chromium quits when its pipe closes). A browser that disconnected is launched anew.
 */
let workerBrowser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => {
        workerBrowser = undefined;
      });
      return browser;
    },
    (error: unknown) => {
      workerBrowser = undefined;
      throw error;
    },
  );
  return workerBrowser;
}

/**
 * The worker's Chromium for the file's journeys; after them, every context still open is closed,
 * so no session, cookie or page outlives its file.
 */
export function useBrowser(baseURL: string): FileBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  const launched = () => {
    if (!browser) throw new Error('The browser opens before the journeys run');
    return browser;
  };
  return {
    get browser() {
      return launched();
    },
    open: (options) => openSession(launched(), baseURL, options),
  };
}
