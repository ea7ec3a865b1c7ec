import './i18n.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { routeTable } from './routes/routeTable.tsx';
import { applyTheme, readThemeChoice } from './store/themeStore.ts';

// Before the first paint, so a dark-theme visitor never sees a light flash.
applyTheme(readThemeChoice());

const router = createBrowserRouter(routeTable);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
