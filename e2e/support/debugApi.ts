// The server's /debug calls (the e2e server starts with DEBUG_ROUTES=true), made as the player
// signed in on a page: its API credentials are read from the web app's storage.
import type { Page } from 'playwright-core';

export interface DebugApi {
  /** POSTs to /api/v4/debug/<path> as the page's player; answers the envelope's data. */
  call<T = unknown>(path: string, body: object): Promise<T>;
  /** GET /api/v4/user as the page's player: the server's view, to check what a screen did. */
  user(): Promise<PlayerView>;
}

export interface PlayerView {
  balance: number;
  stats: { gp: number; hp: number; mp: number };
  items: { eggs: Record<string, number>; hatchingPotions: Record<string, number> } & Record<
    string,
    unknown
  >;
}

export async function debugApiOf(page: Page, baseURL: string): Promise<DebugApi> {
  const auth = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('questlog-mobile-settings') ?? '{}') as {
          auth: { apiId: string; apiToken: string };
        }
      ).auth,
  );
  const headers = { 'x-api-user': auth.apiId, 'x-api-key': auth.apiToken };
  return {
    async call<T>(path: string, body: object): Promise<T> {
      const response = await fetch(`${baseURL}/api/v4/debug/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`debug/${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    },
    async user(): Promise<PlayerView> {
      const response = await fetch(`${baseURL}/api/v4/user`, { headers });
      return ((await response.json()) as { data: PlayerView }).data;
    },
  };
}
