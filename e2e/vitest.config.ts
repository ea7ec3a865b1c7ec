import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers.ts';

// End-to-end journeys: the built app served by `npm start` (in-memory database), driven in
// Debian's Chromium. Two workers by default, each with an app of its own (globalSetup starts
// them; support/app.ts picks the worker's), and each running its files one after another: some
// move their server's clock. A worker's files share its modules (isolate: false), so the files
// that `useBrowser` share the worker's one Chromium instead of launching one per file.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/globalSetup.ts'],
    maxWorkers: e2eWorkers(),
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
