import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    setupFiles: ['tests/support/allTables.ts'],
    // The tests share no global state between files (each builds its own storage and lists), so one worker
    // runs many files instead of a fresh worker per file: several times faster (docs/performance.md has the
    // suite's time). The engine tests in browsers other than Chromium have their own config
    // (vitest.engines.config.ts).
    isolate: false,
    // No test leans on the machine's speed: a test or hook fails on time only when it hangs. Processes a test
    // starts are stopped sooner, at their own budget (tests/support/processBudget.ts).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The default report, then the five slowest files by name.
    reporters: ['default', './tests/support/slowestFiles.ts'],
    // The engine is covered by tests that can fail; `npm run test:unit` measures it on every run.
    coverage: {
      provider: 'v8',
      include: ['src/lib/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90, branches: 85 },
    },
  },
});
