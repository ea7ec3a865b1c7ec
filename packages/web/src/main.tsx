import './i18n.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './App.tsx';
import { preloadScreens } from './routes/routeHandle.ts';
import { signedInParts } from './routes/lazyPages.tsx';
import { routeTable } from './routes/routeTable.tsx';
import { useSessionStore } from './store/sessionStore.ts';
import { applyTheme, readThemeChoice } from './store/themeStore.ts';

// Before the first paint, so a dark-theme visitor never sees a light flash.
applyTheme(readThemeChoice());

// The first screen's code loads alongside the shell's request for the user, not after it.
preloadScreens((matchRoutes(routeTable, window.location) ?? []).map((match) => match.route));
// So is the signed-in shell's (banners, live updates, drop notices), for a returning player.
if (useSessionStore.getState().status !== 'anonymous') void signedInParts.serverNotices.preload();

const router = createBrowserRouter(routeTable);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
