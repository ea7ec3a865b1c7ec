import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Test files in one worker share their modules instead of importing React, the router and
    // the catalogues again for each file (about 3x faster); src/test/setup.ts puts the module
    // state a test can change back after every test.
    isolate: false,
    // Two workers even on two cores (Vitest's default leaves one core free, so one worker): the
    // files wait on databases and timers as much as they compute (server 183 s -> 110 s, web
    // 52 s -> 34 s on the two-core CI machine).
    maxWorkers: 2,
    // Read as text: the theme tokens by the art's dark-theme test (sprites/misleadingArt), the
    // global classes by styles/buttons.test.ts, the tasks screen's by routes/tasks/TagBar.test.tsx,
    // the celebration's by routes/tasks/celebrations.test.tsx.
    css: {
      include: [
        /styles\/(tokens|global)\.css/,
        /tasks\/Tasks\.module\.css/,
        /celebration\/Celebration\.module\.css/,
      ],
    },
  },
});
