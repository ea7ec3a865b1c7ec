// An anonymous visitor: the landing page, the not-found page, page titles and the theme choice,
// each page checked with axe-core.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { recordLoadedAssets } from '../support/loadedAssets.ts';
import { VisitorPages } from '../pages/VisitorPages.ts';

const browser = useBrowser(baseURL);

async function visitor(colorScheme: 'light' | 'dark' = 'light') {
  const session = await browser.open({ colorScheme });
  return { ...session, pages: new VisitorPages(session.page) };
}

describe('an anonymous visitor', () => {
  it('opening / lands on the home page', async () => {
    const { context, page, pages } = await visitor();
    await pages.open('/');
    expect(pages.pathname()).toBe('/static/home');
    await expect(pages.mainHeading.textContent()).resolves.toBe('Turn your habits into a quest');
    // a page with a full title uses it as it is, without "| product"
    await expect(page.title()).resolves.toBe('Questlog: turn your habits into a quest');
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it("loads none of the tasks screen's code on the landing page", async () => {
    const { context, page, pages } = await visitor();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await pages.open('/');
    await page.waitForLoadState('networkidle');
    expect(pages.pathname()).toBe('/static/home');
    expect(scripts.some((path) => path.includes('/HomePage-'))).toBe(true);
    expect(scripts.filter((path) => path.includes('/tasksScreen-'))).toEqual([]);
    await context.close();
  });

  // Issue 32.3: eight languages, each loaded on demand, and the first screen no larger than the
  // 146 KB it was with English alone, give or take (150 KB of scripts and styles, gzipped).
  it('loads at most 150 KB gzip of scripts and styles for the login page', async () => {
    const { context, page, pages } = await visitor();
    const assets = recordLoadedAssets(page);
    await pages.open('/login');
    await page.locator('input[type="password"]').waitFor();
    await page.waitForLoadState('networkidle');
    const files = await assets.files();
    expect(files.some((file) => file.path.includes('/authPages-'))).toBe(true);
    const sizes = files.map((file) => `${(file.gzipBytes / 1024).toFixed(1)} KB ${file.path}`);
    expect(await assets.gzipKB(), sizes.join('\n')).toBeLessThanOrEqual(150);
    await context.close();
  });

  it('is sent to the home page from a screen that needs login', async () => {
    const { context, pages } = await visitor();
    await pages.open('/inventory/items');
    expect(pages.pathname()).toBe('/static/home');
    await context.close();
  });

  it('sees the not-found page at an unknown path, titled "section | product"', async () => {
    const { context, page, pages } = await visitor();
    await pages.open('/no/such/page');
    expect(pages.pathname()).toBe('/no/such/page');
    await expect(pages.mainHeading.textContent()).resolves.toBe('Page not found');
    await expect(page.title()).resolves.toBe('Page not found | Questlog');
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it('reaches the login page, titled "section | product"', async () => {
    const { context, page, pages } = await visitor();
    await pages.open('/login');
    await expect(page.title()).resolves.toBe('Log in | Questlog');
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it('switches to the dark theme, which is remembered after a reload', async () => {
    const { context, page, pages } = await visitor('light');
    await pages.open('/static/home');
    await expect(pages.appliedTheme()).resolves.toBe('light');
    await pages.chooseTheme('dark');
    await expect(pages.appliedTheme()).resolves.toBe('dark');
    await page.reload();
    await pages.mainHeading.first().waitFor();
    await expect(pages.appliedTheme()).resolves.toBe('dark');
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it('follows the device setting with the system theme', async () => {
    const { context, pages } = await visitor('dark');
    await pages.open('/static/home');
    await expect(pages.appliedTheme()).resolves.toBe('dark');
    await context.close();
  });
});

describe('the served API', () => {
  it('answers an unknown /api path with a 404 JSON error, not the web app', async () => {
    const response = await fetch(`${baseURL}/api/v4/no-such-route`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { success: boolean; error: string };
    expect(body).toMatchObject({ success: false, error: 'NotFound' });
  });

  it('serves the web app for a client-side route', async () => {
    const response = await fetch(`${baseURL}/shops/market`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});
