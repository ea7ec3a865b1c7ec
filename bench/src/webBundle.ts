// `npm run web-bundle --workspace @questlog/bench` (issue 19.10): starts the app the way a
// newcomer does (`npm start`, which builds the web client when stale), opens the login screen and
// the tasks screen in Debian's Chromium, and sums the gzipped size of every script and style sheet
// each screen actually loaded. WEB_BENCH_LIGHTHOUSE=1 (`npm run web-lighthouse`) also runs
// Lighthouse (`npx lighthouse@12`, its default mobile profile; WEB_BENCH_LIGHTHOUSE_PRESET=desktop
// for the desktop one) on the tasks screen, signed in as a fresh player through a browser profile
// that holds the session, WEB_BENCH_LIGHTHOUSE_RUNS times (3) each way, and quotes the medians:
// on a shared machine one run varies by several points, so the load average is printed with it.
// Two visits are measured (WEB_BENCH_LIGHTHOUSE_VISITS=cold,warm, the default, or one of them):
// a cold first visit (no HTTP cache, no service worker, nothing kept in IndexedDB: only the
// session), and a warm returning one (a first visit has installed the service worker and kept
// the game; Lighthouse keeps every cache and storage, --disable-storage-reset). WEB_BENCH_LIGHTHOUSE_CPU_SLOWDOWN overrides the profile's CPU slowdown (4):
// Lighthouse slows the host by a fixed factor, so a faster host scores higher; 7 on a host with a
// benchmark index near 4000 stands for the default on one near 2300 (the report's
// environment.benchmarkIndex). CHROMIUM_PATH overrides /usr/bin/chromium. Figures go to
// bench/results/webBundle.json too.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { startAppProcess } from '../../scripts/appProcess.ts';
import { registerBenchPlayer } from './benchApi.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'];
const settingsKey = 'questlog-mobile-settings'; // packages/web/src/store/settingsStorage.ts

interface Asset {
  url: string;
  kind: 'script' | 'style';
  bytes: number;
  gzipBytes: number;
}

interface ScreenFigures {
  screen: string;
  scripts: number;
  scriptGzipKB: number;
  styleGzipKB: number;
  totalGzipKB: number;
  assets: Asset[];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Opens a screen in a fresh tab and records the scripts and style sheets it loaded. */
async function measureScreen(
  context: BrowserContext,
  url: string,
  screen: string,
  readySelector: string,
): Promise<ScreenFigures> {
  const page = await context.newPage();
  const loads: Promise<Asset | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    loads.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        kind: type === 'script' ? 'script' : 'style',
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url);
  await page.waitForSelector(readySelector, { state: 'attached' });
  // The live-updates stream never lets the network go idle: wait for scripts to stop arriving.
  for (let seen = -1; seen !== loads.length;) {
    seen = loads.length;
    await page.waitForTimeout(1000);
  }
  await page.close();
  const assets = (await Promise.all(loads)).filter((asset): asset is Asset => !!asset);
  const sum = (kind: Asset['kind']) =>
    assets.filter((asset) => asset.kind === kind).reduce((total, a) => total + a.gzipBytes, 0);
  return {
    screen,
    scripts: assets.filter((asset) => asset.kind === 'script').length,
    scriptGzipKB: kb(sum('script')),
    styleGzipKB: kb(sum('style')),
    totalGzipKB: kb(sum('script') + sum('style')),
    assets,
  };
}

interface LighthouseFigures {
  performance: number;
  /** The audits the score is made of, as Lighthouse words them ("1.2 s"). */
  metrics: Record<string, string>;
  /** Lighthouse's measure of the host's speed: the same page scores higher on a faster host. */
  benchmarkIndex: number;
}

interface LighthouseSummary extends LighthouseFigures {
  runs: number[];
  preset: string;
  cpuSlowdown: string;
  loadAverage: { before: number; after: number };
}

const scoredAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

// The brief's quiet Chromium: nothing in the background competes with the page being measured.
const lighthouseChromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Visit = 'cold' | 'warm';

/** What a first visit finds of earlier ones: the session (local storage) and nothing else. */
const keptByEarlierVisits = ['Cache', 'Code Cache', 'GPUCache', 'Service Worker', 'IndexedDB'];

/** Lighthouse's performance score (0–100) for a signed-in visit to the tasks screen. */
function lighthouse(
  baseURL: string,
  profileDir: string,
  reportPath: string,
  visit: Visit,
): LighthouseFigures {
  if (visit === 'cold') {
    for (const kept of keptByEarlierVisits) {
      rmSync(join(profileDir, 'Default', kept), { recursive: true, force: true });
    }
  }
  const preset = process.env.WEB_BENCH_LIGHTHOUSE_PRESET;
  const cpuSlowdown = process.env.WEB_BENCH_LIGHTHOUSE_CPU_SLOWDOWN;
  const result = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      `${baseURL}/`,
      '--only-categories=performance',
      '--disable-storage-reset', // keep the session the profile holds (and, warm, the rest)
      ...(preset ? [`--preset=${preset}`] : []),
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      `--chrome-flags=${[...lighthouseChromeFlags, `--user-data-dir=${profileDir}`].join(' ')}`,
      '--output=json',
      `--output-path=${reportPath}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromiumPath } },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string }>;
    environment: { benchmarkIndex: number };
  };
  return {
    performance: Math.round(report.categories.performance.score * 100),
    metrics: Object.fromEntries(
      scoredAudits.map((audit) => [audit, report.audits[audit]?.displayValue ?? '?']),
    ),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/**
 * A first visit in the profile, so the next is a returning one: the tasks screen shown, the
 * service worker controlling the page (its files kept) and the game kept in IndexedDB.
 */
async function firstVisit(baseURL: string, profileDir: string): Promise<void> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForSelector('h1:text-is("Tasks")', { state: 'attached' });
  // strings: bench is typed without the DOM
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
  await page.waitForFunction(`new Promise((resolve) => {
    const opening = indexedDB.open('questlog-offline');
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('games')) return resolve(false);
      const count = db.transaction('games').objectStore('games').count();
      count.onsuccess = () => resolve(count.result > 0);
    };
  })`);
  await context.close();
}

/** Lighthouse `runs` times for one kind of visit (a failed trace is run again, once). */
async function lighthouseRuns(
  baseURL: string,
  { visit, runs, resultsDir }: { visit: Visit; runs: number; resultsDir: string },
): Promise<LighthouseFigures[]> {
  if (visit === 'warm') await firstVisit(baseURL, profileDir);
  const figures: LighthouseFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const report = join(resultsDir, `lighthouse-tasks-${visit}-${run}.json`);
    try {
      figures.push(lighthouse(baseURL, profileDir, report, visit));
    } catch (error) {
      // Lighthouse now and then fails to record the trace (NO_NAVSTART): that run again, once.
      console.warn(`Lighthouse run ${run} failed (${String(error)}); running it again`);
      figures.push(lighthouse(baseURL, profileDir, report, visit));
    }
  }
  return figures;
}

/** The run with the median score, so its metrics are those of one real run. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const app = await startAppProcess({ command: 'npm', args: ['start'], inheritOutput: true });
const profileDir = mkdtempSync(join(tmpdir(), 'questlog-web-bench-'));
try {
  const headers = await registerBenchPlayer(app.baseURL, `webbench${Date.now() % 1_000_000}`);
  const auth = { apiId: headers['x-api-user'], apiToken: headers['x-api-key'] };
  // A persistent profile, so Lighthouse can reuse the signed-in session after us.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    baseURL: app.baseURL,
  });
  const login = await measureScreen(context, '/login', 'login', 'input[type="password"]');
  const seed = await context.newPage();
  await seed.goto('/static/not-found');
  // The app keeps its session in localStorage (a string: bench is typed without the DOM).
  const session = JSON.stringify(JSON.stringify({ auth }));
  await seed.evaluate(`localStorage.setItem(${JSON.stringify(settingsKey)}, ${session})`);
  await seed.close();
  const tasks = await measureScreen(context, '/', 'tasks', 'h1:text-is("Tasks")');
  await context.close();

  const resultsDir = resolve(import.meta.dirname, '../results');
  mkdirSync(resultsDir, { recursive: true });
  const lighthouseFigures: Partial<Record<Visit, LighthouseSummary>> = {};
  if (process.env.WEB_BENCH_LIGHTHOUSE === '1') {
    const runs = Number(process.env.WEB_BENCH_LIGHTHOUSE_RUNS ?? '3');
    const visits = (process.env.WEB_BENCH_LIGHTHOUSE_VISITS ?? 'cold,warm').split(',') as Visit[];
    for (const visit of visits) {
      const loadBefore = loadavg()[0]!;
      const figures = await lighthouseRuns(app.baseURL, { visit, runs, resultsDir });
      lighthouseFigures[visit] = {
        ...medianRun(figures),
        runs: figures.map((run) => run.performance),
        preset: process.env.WEB_BENCH_LIGHTHOUSE_PRESET ?? 'mobile',
        cpuSlowdown: process.env.WEB_BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 'of the preset',
        loadAverage: { before: loadBefore, after: loadavg()[0]! },
      };
    }
  }

  for (const figures of [login, tasks]) {
    console.log(
      `${figures.screen}: ${figures.totalGzipKB} KB gzip (${figures.scriptGzipKB} KB in ` +
        `${figures.scripts} scripts, ${figures.styleGzipKB} KB styles)`,
    );
    for (const asset of figures.assets) {
      console.log(`  ${String(kb(asset.gzipBytes)).padStart(7)} KB  ${asset.url}`);
    }
  }
  for (const [visit, summary] of Object.entries(lighthouseFigures)) {
    const { performance, runs, preset, cpuSlowdown, benchmarkIndex, loadAverage } = summary;
    console.log(
      `Lighthouse performance, tasks screen, ${visit} visit (${preset}, CPU slowdown ` +
        `${cpuSlowdown}): median ${performance} of [${runs.join(', ')}]; benchmark index ` +
        `${benchmarkIndex}; 1-minute load average ${loadAverage.before.toFixed(2)} before, ` +
        `${loadAverage.after.toFixed(2)} after`,
    );
    for (const [audit, value] of Object.entries(summary.metrics)) {
      console.log(`  ${audit}: ${value}`);
    }
  }
  writeFileSync(
    join(resultsDir, 'webBundle.json'),
    JSON.stringify({ screens: [login, tasks], lighthouse: lighthouseFigures }, null, 2),
  );
} finally {
  rmSync(profileDir, { recursive: true, force: true });
  await app.stop();
}
