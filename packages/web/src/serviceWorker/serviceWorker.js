/* global self, caches, BUILD */
// Questlog's service worker (issue 29, point 1): the app opens without a network. The build
// (build/serviceWorkerBuild.ts) writes it to /sw.js with `BUILD` in front: the build's version and
// the files of the app shell (index.html, the public files, every script and style sheet).
//
// - Pages: the network first, so an online visit always gets the current build; offline, the
//   cached index.html.
// - Hashed files (/assets/): from any cache, else the network, kept once fetched (lazy screens and
//   sprites met at run time). Their names change with their content, so a copy is never stale.
// - The reads a screen starts from (the player, tasks, tags, party, content…): the network first,
//   each answer kept per player; offline, the last one kept. Nothing else of the API is touched:
//   changes, the live stream and other reads go to the network as if there were no worker.
//
// A new build installs beside the running one and waits: the open page keeps its own files until
// the player takes the "new version" prompt (components/offline/), which asks it to take over.

/** @type {{ version: string, shell: string[] }} */
const build = BUILD;

const SHELL_CACHE = `questlog-shell-${build.version}`;
const SHELL_PREFIX = 'questlog-shell-';
const ASSETS_CACHE = 'questlog-assets';
const READS_CACHE = 'questlog-reads';
/** The shells kept: this build's and the one before, whose open pages may still load a screen. */
const SHELLS_KEPT = 2;
/** The query parameter naming the player a kept read belongs to, in its cache key. */
const PLAYER_PARAMETER = 'questlog-player';

/** The API reads kept for offline use, by path under /api/v4 or /api/v3. */
const KEPT_READS = [
  /^\/user$/,
  /^\/tasks\/user$/,
  /^\/tags$/,
  /^\/content$/,
  /^\/groups\/party$/,
  /^\/world-state$/,
  /^\/user\/inventory\/buy$/,
  /^\/user\/in-app-rewards$/,
];

self.addEventListener('install', (event) => {
  // `reload`: the files themselves, not what the browser's HTTP cache holds of them.
  const files = build.shell.map((path) => new Request(path, { cache: 'reload' }));
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(files)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShells().then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'questlog:take-over') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Signing out forgets the player's kept reads.
    if (url.pathname === '/logout-server') event.waitUntil(caches.delete(READS_CACHE));
    event.respondWith(networkFirst(request, () => fromShell('/index.html')));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedFile(request));
  } else if (isKeptRead(url)) {
    event.respondWith(keptRead(request, url));
  } else if (build.shell.includes(url.pathname)) {
    event.respondWith(networkFirst(request, () => fromShell(url.pathname)));
  }
});

async function fromShell(path) {
  const cache = await caches.open(SHELL_CACHE);
  return cache.match(path);
}

async function hashedFile(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSETS_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

function isKeptRead(url) {
  const match = /^\/api\/v[34](\/.*)$/.exec(url.pathname);
  return match !== null && KEPT_READS.some((path) => path.test(match[1]));
}

/** A read's last answer, kept under its address and the player who asked. */
async function keptRead(request, url) {
  const player = request.headers.get('x-api-user') || '';
  const key = new URL(url.href);
  key.searchParams.set(PLAYER_PARAMETER, player);
  const cache = await caches.open(READS_CACHE);
  return networkFirst(
    request,
    () => cache.match(key.href),
    async (response) => {
      // One player's reads at a time: another player signed in on this device replaces them.
      for (const kept of await cache.keys()) {
        const owner = new URL(kept.url).searchParams.get(PLAYER_PARAMETER);
        if (player && owner && owner !== player) await cache.delete(kept);
      }
      await cache.put(key.href, response);
    },
  );
}

/** The network's answer (kept when `keep` is given and it succeeded), else the fallback. */
async function networkFirst(request, fallback, keep) {
  try {
    const response = await fetch(request);
    if (keep && response.ok) await keep(response.clone());
    return response;
  } catch (error) {
    const cached = await fallback();
    if (cached) return cached;
    throw error;
  }
}

async function dropOldShells() {
  // caches.keys() lists caches in the order they were made, the oldest first.
  const others = (await caches.keys()).filter(
    (name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE,
  );
  const stale = others.slice(0, Math.max(0, others.length - (SHELLS_KEPT - 1)));
  await Promise.all(stale.map((name) => caches.delete(name)));
}
