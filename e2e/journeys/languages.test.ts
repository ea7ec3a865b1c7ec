// Issue 32 in a real browser: the language switches in the settings without a reload and is kept
// in the player's preferences; in the pseudo-language (accented, 40% longer) and in Arabic (right
// to left) on a 390 px phone and a 1366 px laptop, no text on the tasks screen, the market, the
// party and the settings is cut off or overflows, and axe finds nothing serious.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

/** Each screen, and what shows once its reads have come (a starter task, an offer, a form). */
const screens = [
  ['/', '[data-title]'],
  ['/shops/market', 'main li'],
  ['/party', 'main button'],
  ['/user/settings/general', '#settings-language'],
] as const;

/** The document's language and direction, as `<html lang dir>` say. */
const documentLanguage = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/**
 * Text that does not fit: the page wider than the screen, or an element holding text whose
 * content is wider than its box (cut off, or spilling out), other than boxes meant to scroll.
 */
function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    }
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const hasText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      // a select's options are laid out by the browser's own list
      if (!hasText || element.closest('svg, option')) continue;
      const style = getComputedStyle(element);
      if (['auto', 'scroll'].includes(style.overflowX) || style.display === 'none') continue;
      // text for screen readers only is drawn nowhere (clipped to a pixel on purpose)
      const isVisuallyHidden = (node: HTMLElement) => {
        const own = getComputedStyle(node);
        return own.clip !== 'auto' || own.clipPath !== 'none' || node.clientWidth <= 1;
      };
      if (isVisuallyHidden(element)) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        found.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 40)}`);
      }
    }
    return found;
  });
}

/** Visits each screen at each width and checks its text fits and axe passes. */
async function checkScreens(page: Page, language: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 768 : 844 });
    for (const [path, loaded] of screens) {
      await page.goto(path);
      await page.locator(loaded).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await overflowingText(page), `${language} ${path} at ${width}px`).toEqual([]);
      if (width === 390) await expectNoSeriousAccessibilityViolations(page);
    }
  }
}

describe('languages', () => {
  it('switch in the settings without a reload, and are kept', async () => {
    const { context, page } = await browser.open();
    await new AuthPages(page).registerNew('lang');
    await page.goto('/user/settings/general');
    const picker = page.getByLabel('Language of the site');
    await picker.waitFor();
    await page.evaluate(() => {
      (window as unknown as { stayedLoaded: boolean }).stayedLoaded = true;
    });
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v4/user') && response.request().method() === 'PUT',
    );
    await picker.selectOption('ar');
    expect((await saved).ok()).toBe(true);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await documentLanguage(page)).toEqual(['ar', 'rtl']);
    expect(await page.evaluate(() => 'stayedLoaded' in window)).toBe(true);

    // kept in preferences.language: a new visit opens in it
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await page.getByRole('combobox').first().waitFor();
    await context.close();
  });

  for (const language of ['pseudo', 'ar']) {
    it(`in ${language}, fit on the phone and the laptop`, { timeout: 60_000 }, async () => {
      const { context, page } = await browser.open({ colorScheme: 'dark' });
      await new AuthPages(page).registerNew(`fit${language}`);
      await page.goto(`/?lang=${language}`);
      await page.waitForFunction(
        (expected) => document.documentElement.lang === expected,
        language === 'pseudo' ? 'en-XA' : 'ar',
      );
      await checkScreens(page, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.locator('[data-title]').first().waitFor();
      await captureScreen(page, `languages-tasks-${language}-390-dark`);
      await context.close();
    });
  }

  // The picture of a script that is neither Latin nor Arabic (it needs a CJK font on the machine
  // that takes it: Debian's fonts-noto-cjk).
  it('in Japanese, show the tasks screen on a phone in the dark', async () => {
    const { context, page } = await browser.open({ colorScheme: 'dark' });
    await new AuthPages(page).registerNew('fitja');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?lang=ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.locator('[data-title]').first().waitFor();
    await captureScreen(page, 'languages-tasks-ja-390-dark');
    await context.close();
  });
});
