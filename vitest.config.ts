import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; end-to-end journeys have their own config (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/server', 'packages/web', 'scripts'],
  },
});
