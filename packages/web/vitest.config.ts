import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Read as text: the theme tokens by the art's dark-theme test (sprites/misleadingArt), the
    // global classes by styles/buttons.test.ts.
    css: { include: [/styles\/(tokens|global)\.css/] },
  },
});
