import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Runs initdb once and hands every test file a dump to start from (~1 s instead of ~7 s).
    globalSetup: ['test/globalSetup.ts'],
    // Test files in one worker share their modules: the server, its routes and the content
    // catalogues are imported once per worker, not once per file (about 3x faster). Each file
    // still opens its own database and app.
    isolate: false,
    // Two workers even on two cores (Vitest's default leaves one core free, so one worker): the
    // files wait on databases and timers as much as they compute (server 183 s -> 110 s, web
    // 52 s -> 34 s on the two-core CI machine).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
