import './i18n.ts';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './App.tsx';
import { startLanguage } from './locales/languageChoice.ts';
import { readEarly } from './api/request.ts';
import { firstReads, preloadScreens } from './routes/routeHandle.ts';
import { signedInParts } from './routes/lazyPages.tsx';
import { routeTable } from './routes/routeTable.tsx';
import { paintFromCache } from './store/outbox/cachedPaint.ts';
import { useSessionStore } from './store/sessionStore.ts';
import { applyTheme, readThemeChoice } from './store/themeStore.ts';

// public/boot.js applied the theme before the first paint; this is the one rule, run again.
applyTheme(readThemeChoice());

// The first screen's code loads alongside the shell's request for the user, not after it.
const firstRoutes = (matchRoutes(routeTable, window.location) ?? []).map((match) => match.route);
const isAnonymous = useSessionStore.getState().status === 'anonymous';
preloadScreens(firstRoutes, { isAnonymous });
if (!isAnonymous) {
  // A returning player's user and first screen's data are asked for before the first render.
  for (const path of ['/user', ...firstReads(firstRoutes)]) readEarly(path);
  // Meanwhile the game this device kept paints the tasks screen (issue 29, point 6).
  void paintFromCache();
  // So is the signed-in shell's code (banners, live updates, drop notices).
  void signedInParts.serverNotices.preload();
}

const router = createBrowserRouter(routeTable);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition renders in slices that yield to the browser between them, so the first render
// never holds a slow phone's main thread in one long task (issue 19.10).
// The first render waits for the language's files (none to wait for in English, which is bundled).
void startLanguage().finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  ),
);
