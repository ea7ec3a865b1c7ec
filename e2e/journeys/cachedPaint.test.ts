// Issue 29, point 6: a returning visit's tasks screen is painted from the game this device kept,
// before the server answers. The server's answers for the player and the tasks are held back
// (page.route) until the test lets each go: meanwhile the kept tasks show, while the check-in the
// server will ask for is not offered and an admin screen does not open on kept permissions.
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { type DebugApi, debugApiOf } from '../support/debugApi.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

let debug: DebugApi | undefined;

afterAll(async () => {
  // back to real time for the journeys that follow
  await debug?.call('jump-time', { reset: true });
});

/** The kept game's task texts (offlinePlay.ts writes it to IndexedDB after each change). */
function keptTaskTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('questlog-offline');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const games = await new Promise<{ state: { tasks: { text: string }[] } }[]>((resolve) => {
      const reading = db.transaction('games').objectStore('games').getAll();
      reading.onsuccess = () => resolve(reading.result as never);
    });
    db.close();
    return games.flatMap((game) => game.state.tasks.map((task) => task.text));
  });
}

/**
 * Makes the kept game stale as a long-closed tab's would be: a task renamed since, staff
 * permissions since taken away, and a day boundary the server has run since.
 */
function staleKeptGame(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('questlog-offline');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const store = db.transaction('games', 'readwrite').objectStore('games');
    await new Promise<void>((resolve) => {
      const reading = store.getAll();
      reading.onsuccess = () => {
        for (const game of reading.result as {
          state: { user: Record<string, unknown>; tasks: { text: string }[] };
        }[]) {
          game.state.tasks = game.state.tasks.map((task) => ({
            ...task,
            text: `${task.text} (kept)`,
          }));
          Object.assign(game.state.user, {
            permissions: { fullAccess: true },
            needsCron: true,
            lastCron: '2020-01-01T00:00:00.000Z',
          });
          store.put(game);
        }
        store.transaction.oncomplete = () => resolve();
      };
    });
    db.close();
  });
}

/** Holds GET /api/v4/user and GET /api/v4/tasks/user until each is let go. */
async function holdPlayerReads(page: Page) {
  const gate = (path: string) => {
    let letGo: () => void = () => {};
    const open = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    return { path, open, letGo };
  };
  const gates = [gate('/api/v4/user'), gate('/api/v4/tasks/user')];
  for (const { path, open } of gates) {
    await page.route(
      (url) => url.pathname === path,
      async (route: Route) => {
        await open;
        await route.continue().catch(() => {}); // the page that asked may be gone
      },
    );
  }
  const [user, tasks] = gates as [(typeof gates)[number], (typeof gates)[number]];
  return { letUserGo: user.letGo, letTasksGo: tasks.letGo };
}

/** Moves within the app without a page load, as a link would (the router follows popstate). */
function moveTo(page: Page, path: string): Promise<void> {
  return page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('a returning visit', () => {
  it(
    'paints the kept tasks at once; the check-in and admin screens wait for the server',
    { timeout: 90_000 },
    async () => {
      const { page } = await browser.open();
      const tasks = new TasksPage(page);
      await new AuthPages(page).registerNew('returning');
      debug = await debugApiOf(page, baseURL);
      await tasks.add('daily', 'Stretch');
      await expect.poll(() => keptTaskTexts(page)).toContain('Stretch');
      await staleKeptGame(page);
      // a day passes: the server's answer will ask for yesterday's dailies
      const { time } = await debug.call<{ time: string }>('jump-time', { days: 1 });
      await page.clock.setFixedTime(new Date(time));
      const missedDaysAsked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/cron/missed-days')) missedDaysAsked.push(request.url());
      });

      const server = await holdPlayerReads(page);
      await page.reload();
      // the kept tasks, before either answer
      await tasks.card('Stretch (kept)').waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
      expect(await tasks.checkInDialog.count()).toBe(0);
      // an admin screen does not open on the kept permissions: it waits
      await moveTo(page, '/admin/panel');
      await page.getByText('Loading your adventure…').waitFor();
      expect(await page.getByRole('heading', { name: 'User support panel' }).count()).toBe(0);
      await moveTo(page, '/');
      await tasks.card('Stretch (kept)').waitFor();

      // the server's tasks: still no check-in on the kept player's word
      server.letTasksGo();
      await tasks.card('Stretch').waitFor();
      expect(await tasks.card('Stretch (kept)').count()).toBe(0);
      expect(await tasks.checkInDialog.count()).toBe(0);
      expect(missedDaysAsked).toEqual([]);

      // the server's player: the check-in it asks for, and no admin screen
      server.letUserGo();
      await tasks.checkInDialog.waitFor();
      expect(missedDaysAsked.length).toBeGreaterThan(0);
      await moveTo(page, '/admin/panel');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await tasks.checkInDialog.waitFor();
    },
  );
});
