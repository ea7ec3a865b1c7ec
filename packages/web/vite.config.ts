import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type AliasOptions } from 'vite';

// The API runs as its own process in development; in production one process serves both.
const apiPort = process.env.API_PORT ?? '3001';

// React Router's package exports only its development build (warnings, checks); a production
// bundle takes the production one, which evaluates in about half the time on a phone (issue 19.10).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

function productionAliases(): AliasOptions {
  if (!existsSync(reactRouterProduction)) return [];
  return [{ find: /^react-router$/, replacement: reactRouterProduction }];
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: command === 'build' ? productionAliases() : [] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // No preload helper for lazy chunks: it appended a <link> per dependency of every screen the
    // first script starts loading, about a third of the first script's run time on a phone.
    // A screen's chunks then load as the browser meets their imports.
    modulePreload: false,
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
