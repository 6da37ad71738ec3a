import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    setupFiles: ['tests/support/allTables.ts'],
    // The tests share no global state between files (each builds its own storage and lists), so one worker
    // runs many files: the run takes about 8 s here instead of 35 s with a fresh worker per file.
    isolate: false,
    // The engine is covered by tests that can fail; `npm run test:unit` measures it on every run.
    coverage: {
      provider: 'v8',
      include: ['src/lib/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90, branches: 85 },
    },
  },
});
