import { defineConfig } from 'vitest/config';

// The flows where browser engines differ, run in Firefox and WebKit from Debian's packages (tests/engines/):
// one file per engine, so the two run side by side. `npm run test:engines`, after the build.
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engine.ts'],
    // A browser's start and a whole flow, on a machine busy with other work; each wait inside a flow ends the
    // moment what it waits for holds (tests/engines/engine.ts).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    retry: 0,
    reporters: process.env.CI ? ['default'] : ['verbose'],
  },
});
