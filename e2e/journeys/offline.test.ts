// The installable app offline (issue 29, point 1): a player signs up online, the service worker
// takes the page, the network goes, and a reload still opens the tasks screen from what the
// worker kept, with the offline notice shown and announced. Chromium finds the app installable:
// its own checks (what Lighthouse's installability audit asked) report nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchWithProfile, useBrowser } from '../support/browser.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

/** Resolves once the page is controlled by the app's service worker (it claims pages at once). */
function serviceWorkerControls(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('the app offline', () => {
  it('opens the tasks screen from cache with the offline notice', { timeout: 60_000 }, async () => {
    const { context, page } = await browser.open({ serviceWorkers: 'allow' });
    const auth = new AuthPages(page);
    const tasks = new TasksPage(page);
    await page.goto('/register');
    await serviceWorkerControls(page);
    await auth.registerNew('wanderer');
    await tasks.add('habit', 'Read a chapter');
    // A returning visit: its reads pass through the worker, which keeps the last answers.
    await page.reload();
    await tasks.column('habit').getByRole('button', { name: 'Edit Read a chapter' }).waitFor();
    const online = await tasks.taskTitles('habit');

    await context.setOffline(true);
    const offlineNotice = page
      .getByRole('region', { name: 'Connection and updates' })
      .getByText(/^Offline/);
    await offlineNotice.waitFor();
    await page.reload();
    await tasks.column('habit').getByRole('button', { name: 'Edit Read a chapter' }).waitFor();
    expect(await tasks.taskTitles('habit')).toEqual(online);
    await offlineNotice.waitFor();
    // The notice sits in a polite live region that was there before it appeared.
    const region = page.getByRole('region', { name: 'Connection and updates' });
    await expect(region.getAttribute('aria-live')).resolves.toBe('polite');
    await expectNoSeriousAccessibilityViolations(page);

    await context.setOffline(false);
    await offlineNotice.waitFor({ state: 'detached' });
    await context.close();
  });

  it('links a manifest with its icons, and the worker controls the page', async () => {
    const { context, page } = await browser.open({ serviceWorkers: 'allow' });
    await page.goto('/static/home');
    await serviceWorkerControls(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ name: 'Questlog', short_name: 'Questlog', start_url: '/' });
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.close();
  });

  it('is installable: Chromium’s installability checks find nothing', async () => {
    // a profile of its own: a test context is a private window, never installable
    const profile = await mkdtemp(join(tmpdir(), 'questlog-install-'));
    const context = await launchWithProfile(profile, baseURL);
    try {
      const page = await context.newPage();
      await page.goto('/static/home');
      await serviceWorkerControls(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
