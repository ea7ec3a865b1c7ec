import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type AliasOptions, type Plugin } from 'vite';
import { screenAssets, screenOnlyModules, type BuiltChunk } from './build/firstScreenAssets.ts';
import { CATALOGUE_CHUNKS, serviceWorker } from './build/serviceWorkerBuild.ts';

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

// The modules a returning player's first screen starts from, by path (routes/lazyPages.tsx):
// the tasks screen, the signed-in shell's parts and the namespaces they read. public/boot.js
// preloads their files; build/firstScreenAssets.ts finds them. What the first paint does not
// show (dialogs, the pinned rewards, the class tools) loads later, in chunks of its own.
const firstScreens: Record<string, string[]> = {
  '/': [
    'src/routes/tasks/TasksPage.tsx',
    'src/components/signedInShell.tsx',
    'src/components/notificationsMenu/NotificationsMenu.tsx',
    'src/components/party/PartyStrip.tsx',
    ...['tasks', 'classes', 'shops', 'challenges', 'notificationsMenu', 'party', 'avatar'].map(
      (namespace) => `src/locales/en/${namespace}.json`,
    ),
  ],
};

/** Writes the first screens' files into index.html, where public/boot.js reads them. */
function firstScreenPreloads(): Plugin {
  return {
    name: 'questlog-first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [{ ...output, importedCss: [...(output.viteMetadata?.importedCss ?? [])] }]
            : [],
        );
        const screens = Object.fromEntries(
          Object.entries(firstScreens).map(([path, roots]) => [
            path,
            screenAssets(chunks, roots).map((file) => `/${file}`),
          ]),
        );
        // just before boot.js, which reads it; a data block, not a script CSP would have to allow
        const bootScript = '<script src="/boot.js"></script>';
        if (!html.includes(bootScript)) throw new Error('index.html no longer loads /boot.js');
        const data = JSON.stringify(screens).replaceAll('<', '\\u003c');
        const list = `<script type="application/json" id="first-screens">${data}</script>`;
        return html.replace(bootScript, `${list}\n    ${bootScript}`);
      },
    },
  };
}

// A visitor's screens (the sign-in pages, the home and static pages, and the error catalogue a
// refused sign-in loads): what
// they import stays out of the tasks screen's chunk, so a visitor never loads it. They take the
// account rules and the messages from core's own entries for them (not the whole of core).
const visitorScreens = [
  'src/routes/auth/authPages.ts',
  'src/routes/auth/registerPages.ts',
  'src/api/errorCatalogue.ts',
  'src/routes/static/staticPageElements.tsx',
  'src/routes/static/HomePage.tsx',
];

// The tasks screen's own modules, found when the module graph is complete; the build puts them in
// one chunk. Fifty small chunks cost a phone fifty requests, six at a time over HTTP/1.1.
let firstScreenModules = new Set<string>();
const webSource = fileURLToPath(new URL('./src/', import.meta.url));
const isWebSource = (id: string) => id.startsWith(webSource);

function firstScreenChunk(): Plugin {
  return {
    name: 'questlog-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const modules = [...this.getModuleIds()].map((id) => {
        const info = this.getModuleInfo(id);
        return { id, isEntry: info?.isEntry ?? false, importedIds: info?.importedIds ?? [] };
      });
      firstScreenModules = screenOnlyModules(modules, firstScreens['/']!, visitorScreens);
    },
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    firstScreenPreloads(),
    firstScreenChunk(),
    // The app opens offline (issue 29): /sw.js keeps the shell and the first screen's reads.
    serviceWorker({
      template: fileURLToPath(new URL('./src/serviceWorker/serviceWorker.js', import.meta.url)),
      publicDir: fileURLToPath(new URL('./public', import.meta.url)),
    }),
  ],
  resolve: { alias: command === 'build' ? productionAliases() : [] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // No preload helper for lazy chunks: it appended a <link> per dependency of every screen the
    // first script starts loading, about a third of the first script's run time on a phone.
    // A screen's chunks then load as the browser meets their imports.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The content catalogue's translated tables (224 small chunks, 4 MB in all) in a folder
        // of their own, which the service worker does not install: a player fetches only their
        // language's, and the worker keeps each once fetched.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/content/locales/')
            ? `${CATALOGUE_CHUNKS}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // only the listed modules: their dependencies the entry loads stay with the entry
          includeDependenciesRecursively: false,
          // The screen's own code only: core's modules (and rrule) are reached through core's one
          // entry, so all of core would be "the screen's" and the chunk held the whole catalogue.
          // Left to the default split, only the core the screen uses loads with it (about twenty
          // small files, boot.js asks for them at once), the catalogue and scoring's rules later.
          groups: [
            { name: 'tasksScreen', test: (id) => firstScreenModules.has(id) && isWebSource(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // the original's payment calls are at the site's root (the server's routes/payments/)
      '/stripe': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
