// What a page downloads to show itself: every script and style sheet it loaded, gzipped at level 9
// as a server would send them. The same measure as `npm run web-bundle` (bench/src/webBundle.ts).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedAssets {
  /** The files loaded so far, with their gzipped size in bytes. */
  files(): Promise<{ path: string; gzipBytes: number }[]>;
  /** Their gzipped sizes summed, in KB (1024 bytes). */
  gzipKB(): Promise<number>;
}

/** Starts recording the scripts and style sheets `page` loads. */
export function recordLoadedAssets(page: Page): LoadedAssets {
  const loads: Promise<{ path: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    loads.push(
      response.body().then((body) => ({ path, gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  const files = () => Promise.all(loads);
  return {
    files,
    gzipKB: async () => (await files()).reduce((total, file) => total + file.gzipBytes, 0) / 1024,
  };
}
