import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/elements/**', 'tests/e2e/**', 'tests/**/*.browser.test.ts', 'node_modules/**'],
    // Core is framework-free and mostly DOM-free: a file that needs a DOM says so on its first line
    // (`// @vitest-environment happy-dom`). A DOM for every file cost about 0.9 CPU-s each.
    environment: 'node',
    // Most files wait on a server or a timer rather than the CPU: three threads on two cores
    // take the unit run from about 115 s to about 65 s (the default is one worker here).
    pool: 'threads',
    maxWorkers: 3,
    restoreMocks: true,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
