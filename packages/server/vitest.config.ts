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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
