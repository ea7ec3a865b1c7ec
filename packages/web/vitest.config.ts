import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // The theme tokens are read as text by the art's dark-theme test (sprites/misleadingArt).
    css: { include: [/styles\/tokens\.css/] },
  },
});
