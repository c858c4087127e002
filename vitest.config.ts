import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/elements/**', 'tests/e2e/**', 'tests/**/*.browser.test.ts', 'node_modules/**'],
    environment: 'happy-dom',
    restoreMocks: true,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
