import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../App.tsx';
import { setApiFetch } from '../api/transport.ts';
import type { Permission, User } from '../api/types.ts';
import { preloadAllPages } from '../routes/lazyPages.tsx';
import { routeTable } from '../routes/routeTable.tsx';
import { useSessionStore } from '../store/sessionStore.ts';
import { settingsKey } from '../store/settingsStorage.ts';
import { useThemeStore } from '../store/themeStore.ts';

// Every screen at hand, as before they loaded on demand: tests render the app synchronously.
await preloadAllPages();

/** Renders the whole app (shell, guards, pages) at a path, with a memory router. */
export function renderApp(path: string) {
  useSessionStore.getState().restore();
  useThemeStore.getState().restore();
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(<App router={router} />);
  return { router, ...view };
}

export const testCredentials = { apiId: 'user-1', apiToken: 'token-1' };

export function storeTestCredentials(): void {
  localStorage.setItem(settingsKey, JSON.stringify({ auth: testCredentials }));
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface FakeFetch {
  calls: { url: string; init?: RequestInit }[];
}

/** Installs a tiny fake API: every request gets the answer `respond` gives. */
export function fakeApi(respond: (url: string) => Response | Promise<Response>): FakeFetch {
  const fake: FakeFetch = { calls: [] };
  setApiFetch(async (url, init) => {
    fake.calls.push({ url, init });
    return respond(url);
  });
  return fake;
}

/** A signed-in player whose GET /user answers with the given permissions. */
export function signInAs(...permissions: Permission[]): FakeFetch {
  storeTestCredentials();
  const user: User = {
    id: testCredentials.apiId,
    permissions: Object.fromEntries(permissions.map((permission) => [permission, true])),
  };
  return fakeApi(() => jsonResponse(200, { success: true, data: user }));
}
