// Every public page opens without login, has one main heading, a title that names the product
// ("section | product", or the page's full title), and no serious accessibility violation (light
// and dark).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser, type BrowserSession } from '../support/browser.ts';
import { VisitorPages } from '../pages/VisitorPages.ts';

const browser = useBrowser(baseURL);

const publicPages = [
  'apple-redirect',
  'clear-browser-data',
  'community-guidelines',
  'contact',
  'faq',
  'faq/tavern-and-guilds',
  'faq/content-release-changes',
  'faq/subscription-benefits-adjustments',
  'features',
  'front',
  'group-plans',
  'plans',
  'new-stuff',
  'overview',
  'press-kit',
  'privacy',
  'privacy-review',
  'terms',
  'terms-review',
  'username',
];

describe.each(['light', 'dark'] as const)('public pages in the %s theme', (colorScheme) => {
  // One session per theme, each page opened by a full load: the browser's cache keeps the app's
  // files between pages as it does for a visitor, so a page costs its own render, not a cold start.
  let session: BrowserSession;
  beforeAll(async () => {
    session = await browser.open({ colorScheme });
  });
  afterAll(async () => {
    await session.context.close();
  });

  it.each(publicPages)('/static/%s', async (page) => {
    const pages = new VisitorPages(session.page);
    await pages.open(`/static/${page}`);
    expect(pages.pathname()).toBe(`/static/${page}`);
    await expect(pages.mainHeading.count()).resolves.toBe(1);
    await expect(session.page.title()).resolves.toMatch(/Questlog/);
    await expectNoSeriousAccessibilityViolations(session.page);
  });
});

describe('the FAQ page', () => {
  it('lists the questions the server answers', async () => {
    const session = await browser.open();
    await session.page.goto('/static/faq');
    const questions = session.page.getByRole('heading', { level: 2 });
    // the page's own headings come first; the questions arrive with the server's answer
    await expect.poll(() => questions.count()).toBeGreaterThan(10);
    await session.context.close();
  });
});
