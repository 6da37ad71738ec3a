/**
 * Offline use: after a first visit the service worker holds the whole build, so pages, tables,
 * JSON files, the search and the calculators work with the network gone; and a new deploy replaces the
 * old cache cleanly, downloading only what changed.
 *
 * Each test serves the built site from its own server (its own origin, so its own service worker) and
 * stops that server to take the network away, on top of `setOffline`: nothing can come from the network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { test, expect, type Browser, type Page } from './test.ts';
import { precacheEntries, writeServiceWorker } from '../../src/integrations/offline.ts';
import { PREVIOUS_BUILD_CACHE } from '../../src/integrations/offline/precacheUrls.ts';
import { hydratedIsland } from './islands.ts';

const siteDir = process.env.SITE_DIR ?? 'dist';
const serveScript = new URL('../../scripts/serve.ts', import.meta.url).pathname;

test.setTimeout(90_000);

/**
 * Serves `dir` on 127.0.0.1 until stopped: on `port` (a deploy replacing another at the same address), or on
 * a free port the server reports.
 */
async function serve(dir: string, port = 0): Promise<{ origin: string; port: number; stop: () => Promise<void> }> {
  const server: ChildProcess = spawn(process.execPath, [serveScript, dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // "Serving <dir> at http://127.0.0.1:<port>/" once it listens; an exit first (a taken port) is a failure.
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk) => {
      out += chunk;
      const found = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (found) resolve(found[1]!);
    });
    server.once('exit', (code) => reject(new Error(`The test server for ${dir} exited (${code}): ${out}`)));
  });
  return {
    origin,
    port: Number(new URL(origin).port),
    stop: () =>
      new Promise((done) => {
        if (server.exitCode !== null || server.signalCode !== null) return done();
        server.once('exit', () => done());
        server.kill();
      }),
  };
}

type Kept = Awaited<ReturnType<typeof precacheEntries>>;

/** What the worker's cache holds: each kept address with the revision it was stored at. */
const heldIn = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const held = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => `${name} ${new URL(r.url).pathname}`)),
    );
    return held.flat();
  });

/**
 * Waits until the service worker controls the page and its precache holds every file of `kept`, and
 * nothing else; beside it there may be only the previous build's modules, kept for tabs that still run it.
 */
async function waitForPrecache(page: Page, kept: Kept) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  const held = await heldIn(page);
  const names = new Set(held.map((h) => h.split(' ')[0]!));
  const precache = [...names].filter((n) => n.startsWith('workbox-precache-v2-'));
  expect(precache).toHaveLength(1);
  expect([...names].filter((n) => n !== precache[0] && n !== PREVIOUS_BUILD_CACHE)).toEqual([]);
  const inPrecache = held.filter((h) => h.startsWith(`${precache[0]} `)).map((h) => h.split(' ')[1]);
  expect(inPrecache.sort()).toEqual(kept.map((k) => k.url).sort());
}

/** The revision the worker stored a kept address at (Workbox keeps it in the cached request's query). */
const revisionHeld = (page: Page, url: string) =>
  page.evaluate(async (path) => {
    const [name] = await caches.keys();
    const keys = await (await caches.open(name!)).keys();
    return (
      keys
        .map((r) => new URL(r.url))
        .find((u) => u.pathname === path)
        ?.searchParams.get('__WB_REVISION__') ?? null
    );
  }, url);

async function newContext(browser: Browser, origin: string) {
  return browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
}

test('after a first visit, pages, tables, JSON, search and calculators work with no network', async ({ browser }) => {
  const manifest = await precacheEntries(siteDir);
  const server = await serve(siteDir);
  const context = await newContext(browser, server.origin);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await waitForPrecache(page, manifest);
    await server.stop();
    await context.setOffline(true);

    // A rule page.
    await page.goto('/gwsh/rules/encounter/');
    await expect(page.locator('h1')).toBeVisible();
    // The same page by another address a static host also answers.
    await page.goto('/gwsh/rules/encounter');
    await expect(page.locator('h1')).toBeVisible();

    // A table page, at a row.
    await page.goto('/gwsh/troop-costs/germany/#mg-1917-18');
    await expect(page.locator('tr#mg-1917-18')).toContainText('MG 1917-18');

    // A JSON file, opened and fetched.
    const response = await page.goto('/data/gwsh/troop-costs-germany.json');
    expect((await response!.json()).rows.length).toBeGreaterThan(10);
    await page.goto('/');
    const index = await page.evaluate(() => fetch('/data/index.json').then((r) => r.json()));
    expect(index.tables.length).toBeGreaterThanOrEqual(25);

    // The search (its script, WebAssembly, index and fragments all come from the cache).
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').locator('input.pagefind-ui__search-input').fill('counter battery');
    await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', /\//);
    const links = await page.locator('.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain('/gwsh/tables/counter-battery-results/');

    // The list builder: build a brigade and see it costed. Veteran Germans: 9 Infantry × 5 = 45 × 120 % = 54.
    await page.goto('/gwsh/calculators/list-builder/');
    await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
    await page.getByRole('button', { name: 'Add brigade' }).click();
    await page.getByLabel('Brigade name').fill('Sturm');
    await page.getByLabel('Morale grade').selectOption('veteran');
    await page.getByRole('combobox', { name: 'Add stands to Sturm' }).fill('9 inf');
    await page.getByRole('combobox', { name: 'Add stands to Sturm' }).press('Enter');
    await expect(page.getByRole('meter', { name: 'Points used' })).toHaveAttribute('aria-valuetext', /^Total 54 of 650 points/);

    // Another calculator: the morale check island hydrates and answers.
    await page.goto('/gbww2/calculators/morale-check/');
    await hydratedIsland(page);

    // An address the site never had gets the site's own "not found" page, not the browser's error.
    // Its status is 404 too, so a link checker or a script sees a missing page, not a page.
    const missing = await page.goto('/no-such-page/');
    await expect(page.locator('h1')).toHaveText('Page not found');
    expect(missing?.status()).toBe(404);
  } finally {
    await context.close();
    await server.stop();
  }
});

test("a new deploy's worker replaces the old revisions and downloads only what changed", async ({ browser }) => {
  // Deploy B: deploy A with one rule page changed, and its manifest and service worker rebuilt.
  const deployB = mkdtempSync(join(tmpdir(), 'gwt-deploy-b-'));
  cpSync(siteDir, deployB, { recursive: true });
  const changed = join(deployB, 'gwsh/rules/encounter/index.html');
  writeFileSync(changed, readFileSync(changed, 'utf8').replace('<h1', '<p data-testid="deploy">Deploy B</p><h1'));
  // Deploy B also publishes newer table data: the open page says so and links to the changelog.
  const index = join(deployB, 'data/index.json');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/"dataVersion": "[^"]+"/, '"dataVersion": "9.9.9"'));
  const manifestA = await precacheEntries(siteDir);
  await writeServiceWorker(deployB);
  const manifestB = await precacheEntries(deployB);
  const revision = (kept: Kept, url: string) => kept.find((k) => k.url === url)?.revision;
  expect(revision(manifestB, '/gwsh/rules/encounter/')).not.toBe(revision(manifestA, '/gwsh/rules/encounter/'));
  expect(revision(manifestB, '/gwsh/rules/battlefield/')).toBe(revision(manifestA, '/gwsh/rules/battlefield/'));

  let server = await serve(siteDir);
  const { port } = server;
  const context = await newContext(browser, server.origin);
  const page = await context.newPage();
  try {
    await page.goto('/gwsh/rules/encounter/');
    await waitForPrecache(page, manifestA);
    await expect(page.getByTestId('deploy')).toHaveCount(0);

    // The new deploy goes live at the same address; the browser checks for a new worker.
    await server.stop();
    server = await serve(deployB, port);
    const fetched: string[] = [];
    context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    // The new worker has taken over once the changed page is held at its new revision, and the old one is gone.
    await expect
      .poll(() => revisionHeld(page, '/gwsh/rules/encounter/'), { timeout: 60_000 })
      .toBe(revision(manifestB, '/gwsh/rules/encounter/'));
    await waitForPrecache(page, manifestB);
    // Only the changed files were downloaded; every other file stayed in the cache.
    expect(new Set(fetched.filter((p) => p !== '/sw.js'))).toEqual(new Set(['/gwsh/rules/encounter/', '/data/index.json']));
    const update = page.locator('#gwt-data-update');
    await expect(update).toContainText('The tables were updated to data version 9.9.9.');
    await expect(update.getByRole('link', { name: 'See what changed' })).toHaveAttribute('href', '/changelog/');

    // With the network gone, pages come from the new cache.
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('deploy')).toHaveText('Deploy B');
    await page.goto('/gwsh/rules/battlefield/');
    await expect(page.locator('h1')).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
    rmSync(deployB, { recursive: true, force: true });
  }
});

test('a tab opened before a deploy keeps working: a table it fetches later comes from the new build, at the same address', async ({
  browser,
}) => {
  // Deploy B: deploy A with one row of France's troop costs renamed. A tab still running deploy A asks for
  // France's table at the address both deploys publish it at, /data/gwsh/troop-costs-france.json.
  const deployB = mkdtempSync(join(tmpdir(), 'gwt-deploy-b-'));
  cpSync(siteDir, deployB, { recursive: true });
  const franceFile = join(deployB, 'data', 'gwsh', 'troop-costs-france.json');
  writeFileSync(
    franceFile,
    readFileSync(franceFile, 'utf8').replace('"3rd Class reserve infantry"', '"3rd Class reserve infantry (deploy B)"'),
  );
  await writeServiceWorker(deployB);

  let server = await serve(siteDir);
  const { port } = server;
  const context = await newContext(browser, server.origin);
  // Routing turns the browser's HTTP cache off: only the worker and the server answer.
  await context.route('**/*', (route) => route.continue());
  const page = await context.newPage();
  try {
    await page.goto('/gwsh/calculators/list-builder/');
    await waitForPrecache(page, await precacheEntries(siteDir));
    await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();

    await server.stop();
    server = await serve(deployB, port);
    const changed = page.evaluate(
      () => new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true })),
    );
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await changed;
    const keptB = await precacheEntries(deployB);
    await expect(() => waitForPrecache(page, keptB)).toPass({ timeout: 30_000 });

    // The old tab now needs France's costs: it gets deploy B's table, and the list builder reads it.
    const fetched = page.waitForResponse((r) => r.url().endsWith('/data/gwsh/troop-costs-france.json'));
    await page.getByLabel('Nation').selectOption('france');
    expect((await fetched).status()).toBe(200);
    await page.getByRole('button', { name: 'Add brigade' }).click();
    await page.getByRole('combobox', { name: /^Add stands to/ }).fill('3rd class');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('3rd Class reserve infantry (deploy B)');
    await expect(page.getByText('The cost tables could not be loaded')).toHaveCount(0);
  } finally {
    await context.close();
    await server.stop();
    rmSync(deployB, { recursive: true, force: true });
  }
});

test('installable: the manifest, its icons and a service worker controlling the page; the start URL opens offline', async ({ browser }) => {
  const server = await serve(siteDir);
  const context = await newContext(browser, server.origin);
  const page = await context.newPage();
  try {
    await page.goto('/gwsh/rules/encounter/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toContain('manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Great War Tables',
      short_name: 'GW Tables',
      start_url: '/',
      display: 'standalone',
      theme_color: '#5a4a2f',
    });
    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        const png = PNG.sync.read(await (await page.request.get(icon.src)).body());
        expect([png.width, png.height]).toEqual([size, size]);
      }
    }
    await waitForPrecache(page, await precacheEntries(siteDir));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The manifest is linked once the page has loaded (public/sw-register.js), so wait for the link.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    // Chromium's own installability check, the one Lighthouse's retired "installable manifest" audit reported.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test browser context is always incognito, where Chromium installs nothing; every criterion of the site's own
    // (manifest fields, icons, start URL, a worker serving it offline) would show here as another error id.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    // Opened from the home screen with no network: the start URL and the list builder load.
    await server.stop();
    await context.setOffline(true);
    await page.goto(manifest.start_url);
    await expect(page.locator('h1')).toBeVisible();
    await page.goto(manifest.shortcuts[0].url);
    await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a browser that asks to save data gets no offline copy: it downloads only the pages it opens', async ({ browser }) => {
  const server = await serve(siteDir);
  const context = await newContext(browser, server.origin);
  try {
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Use it offline, at the table' })).toBeVisible();
    // The registration script has run (it links the manifest) and registered no worker.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  } finally {
    await context.close();
    await server.stop();
  }
});
