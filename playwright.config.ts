import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// Browser tests drive the built site (dist/) in Debian's Chromium; no browser is ever downloaded.
const port = Number(process.env.PW_PORT ?? 4329);

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 30_000,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The offline service worker would download the whole site in every test's fresh browser context;
    // only the security and offline tests (which opt in with test.use) need it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
  },
  webServer: {
    command: `node scripts/serve.ts ${process.env.SITE_DIR ?? 'dist'} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
