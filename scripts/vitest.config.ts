import { defineConfig } from 'vitest/config';

// Checks of the repository as a newcomer meets it: its stated Node version, `npm start`.
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
