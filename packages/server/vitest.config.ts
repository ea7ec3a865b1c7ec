import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Runs initdb once and hands every test file a dump to start from (~1 s instead of ~7 s).
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
