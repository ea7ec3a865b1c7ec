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
