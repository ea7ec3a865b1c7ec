import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app served by `npm start` (in-memory database), driven in
// Debian's Chromium. One server for the whole run (globalSetup); files run one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
