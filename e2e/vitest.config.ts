import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app served by `npm start` (in-memory database), driven in
// Debian's Chromium. One server for the whole run (globalSetup); files run one after another,
// some move the server's clock. They share one worker's modules (isolate: false), so the files
// that `useBrowser` share one Chromium instead of importing Playwright and launching it per file.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/globalSetup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
