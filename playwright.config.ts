import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// Browser tests drive the built site (dist/) in Debian's Chromium; no browser is ever downloaded.

/** A port nothing listens on now, asked of the system (port 0) in a child, since the config is read synchronously. */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

// The tests always start their own server: on PW_PORT when it is given (Playwright refuses, naming the port,
// when something already answers there), else on a free port. Written back to the environment so that the
// workers, which read this file again, use the same one.
process.env.PW_PORT ||= freePort();
const port = Number(process.env.PW_PORT);

export default defineConfig({
  testDir: 'tests/browser',
  // Room for a machine busy with other work: each wait still ends the moment what it waits for shows.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
    command: `node scripts/serve.ts ${process.env.SITE_DIR ?? 'dist'} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
