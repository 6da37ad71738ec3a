/**
 * Security in a real browser: every page type loads and works under the site's
 * Content-Security-Policy with no violation, sends every request to the site's own origin (the offline
 * service worker's downloads included), carries the security headers, and shows text from share links,
 * imported files and saved lists only as text.
 */
import { test, expect, type Page } from './test.ts';
import { hydratedIsland } from './islands.ts';
import lz from 'lz-string';
import { parsePolicy } from '../../src/integrations/security/policy.ts';

test.use({ serviceWorkers: 'allow' });

const pageTypes: Array<[kind: string, path: string]> = [
  ['home', '/'],
  ['rule page', '/gwsh/rules/encounter/'],
  ['table page', '/gwsh/tables/strategic-situation/'],
  ['troop cost page', '/gwsh/troop-costs/germany/'],
  ['calculator', '/gbww2/calculators/morale-check/'],
  ['list builder', '/gwsh/calculators/list-builder/'],
];

const HOSTILE = '<img src=x onerror=alert(1)>';

interface Watch {
  requests: string[];
  errors: string[];
  violations: () => Promise<string[]>;
}

/**
 * Records, from before the first byte: CSP violations reported in the page, console errors, uncaught
 * errors, dialogs (an alert would mean injected script ran) and every request of the browser context.
 */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`);
    });
  });
  const requests: string[] = [];
  const errors: string[] = [];
  page.context().on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return {
    requests,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

/** Brings every island into view (they hydrate on `client:visible`) and waits until all have hydrated. */
async function hydrateAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Every request went to the page's own origin (data: URLs are not requests to anyone). */
function expectOwnOrigin(requests: string[], origin: string) {
  const elsewhere = requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere, 'requests to another origin').toEqual([]);
  expect(requests.length).toBeGreaterThan(0);
}

async function expectClean(page: Page, w: Watch) {
  expect(await w.violations(), `CSP violations on ${page.url()}`).toEqual([]);
  expect(w.errors, `console errors on ${page.url()}`).toEqual([]);
}

test.describe('content security policy and headers', () => {
  for (const [kind, path] of pageTypes) {
    test(`${kind} (${path}): no violation, no error, every request to our own origin`, async ({ page, baseURL }) => {
      const w = await watch(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrateAll(page);
      if (kind === 'list builder') {
        // Use the island once React holds every control: adding a brigade validates and saves the list (zod
        // runs, storage is written).
        const island = await hydratedIsland(page, 'ListBuilder');
        await island.getByRole('button', { name: 'Add brigade' }).click();
        await expect(page.getByLabel('Brigade name')).toBeVisible();
      }
      // The offline service worker installs (its downloads are requests of this context too).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');
      await expectClean(page, w);
      expectOwnOrigin(w.requests, new URL(baseURL!).origin);
    });
  }

  test('the page and its header carry a strict policy and the other security headers', async ({ page }) => {
    const response = await page.goto('/gwsh/rules/encounter/');
    const headers = response!.headers();
    const header = parsePolicy(headers['content-security-policy'] ?? '');
    const meta = parsePolicy((await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '');
    expect(meta.get('default-src')).toEqual(["'self'"]);
    for (const policy of [header, meta]) {
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
    }
    const scripts = meta.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // The page's policy lists its own inline scripts and no others: one hash a script.
    const isHash = (source: string) => /^'sha256-/.test(source);
    const inlineScripts = await page.locator('script:not([src]):not([type="application/json"])').count();
    expect(scripts.filter(isHash).length).toBeGreaterThan(0);
    expect(scripts.filter(isHash).length).toBeLessThanOrEqual(inlineScripts);
    // Scripts and styles are governed by the page's policy alone: the header, sent with every file, lists
    // no page's hashes, and has no default a script would fall back to.
    for (const name of ['default-src', 'script-src', 'style-src']) expect(header.has(name)).toBe(false);
    expect((headers['content-security-policy'] ?? '').length).toBeLessThan(400);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The camera only for this site's own pages (the organiser's page reads result codes with it), the microphone never.
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('microphone=()');
    // The service worker is registered by an external file, added once the page has loaded.
    await expect(page.locator('script[src="/sw-register.js"]')).toHaveCount(1);
  });

  test('search works under the policy', async ({ page, baseURL }) => {
    const w = await watch(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').locator('input.pagefind-ui__search-input').fill('counter battery');
    await expect(page.locator('.pagefind-ui__result').first()).toBeVisible();
    await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', /\//);
    await page.waitForLoadState('networkidle');
    await expectClean(page, w);
    expectOwnOrigin(w.requests, new URL(baseURL!).origin);
  });
});

test.describe('text from links, files and storage is only ever text', () => {
  const hostileList = {
    format: 'gwsh-list',
    version: 1,
    name: HOSTILE,
    nation: 'germany',
    year: 1917,
    list: 'attack',
    part: 'basic',
    brigades: [{ name: HOSTILE, grade: 'veteran', offTable: false, stands: [{ unit: 'infantry', count: 9 }] }],
    aircraft: [],
    defences: [],
  };

  /** The hostile text is on the page as text, and no element was made from it. */
  async function expectLiteral(page: Page, w: Watch, scope = page.locator('body')) {
    await expect(scope.getByText(HOSTILE).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectClean(page, w);
  }

  test('a shared list link', async ({ page }) => {
    const w = await watch(page);
    const fragment = `list=1.${lz.compressToEncodedURIComponent(JSON.stringify(hostileList))}`;
    await page.goto(`/gwsh/calculators/list-builder/#${fragment}`);
    const shared = page.getByRole('region', { name: 'A shared list (read only)' });
    await expect(shared).toBeVisible();
    await expectLiteral(page, w, shared);
    await shared.getByRole('button', { name: 'Add to my lists' }).click();
    await expect(page.getByLabel('List name')).toHaveValue(HOSTILE);
    await expect(page.getByLabel('Brigade name')).toHaveValue(HOSTILE);
    await expectLiteral(page, w);
  });

  test('an imported list file', async ({ page }) => {
    const w = await watch(page);
    await page.goto('/gwsh/calculators/list-builder/');
    await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: `${HOSTILE}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(hostileList)),
    });
    await expect(page.getByRole('status')).toContainText('as a new list');
    await expect(page.getByLabel('List name')).toHaveValue(HOSTILE);
    await expect(page.getByLabel('Open list').locator('option', { hasText: HOSTILE })).toHaveCount(1);
    await expectLiteral(page, w);

    // A file that is not a list, with hostile text in its name and content: the message quotes it as text.
    await page.locator('input[type="file"]').setInputFiles({
      name: `${HOSTILE}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...hostileList, year: HOSTILE })),
    });
    await expect(page.getByRole('alert')).toContainText(`“${HOSTILE}.json” was not imported`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectClean(page, w);
  });

  test('a saved list in the browser', async ({ page }) => {
    const record = {
      format: 'gwt-saved-list',
      version: 1,
      id: 'hostile',
      rev: 1,
      writer: 'test',
      created: 1,
      updated: 1,
      list: { ...hostileList, dataVersion: '1.0.0' },
      rows: {},
      maxAircraft: null,
    };
    await page.addInitScript((text) => {
      if (!localStorage.getItem('gwt:gwsh-list:hostile')) localStorage.setItem('gwt:gwsh-list:hostile', text);
    }, JSON.stringify(record));
    const w = await watch(page);
    await page.goto('/gwsh/calculators/list-builder/');
    await expect(page.getByLabel('List name')).toHaveValue(HOSTILE);
    await expect(page.getByLabel('Brigade name')).toHaveValue(HOSTILE);
    await expect(page.getByLabel('Open list').locator('option', { hasText: HOSTILE })).toHaveCount(1);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectClean(page, w);
  });

  test('player names in an imported game file', async ({ page }) => {
    const w = await watch(page);
    await page.goto('/gwsh/calculators/victory-points/');
    const vp = page.locator('astro-island[component-url*="VictoryPoints"]').first();
    await vp.scrollIntoViewIfNeeded();
    await expect(vp).not.toHaveAttribute('ssr', /.*/);
    const game = {
      format: 'gwsh-game',
      version: 1,
      scenario: 'attack-defence',
      entrenchedLines: false,
      players: [
        {
          name: HOSTILE,
          role: 'attacker',
          objectivesHeld: 2,
          exitedBrigade: true,
          enemyBrigadesTested: { green: 1, greenSecondTest: 0, regularOrBetter: 2 },
          optionA: false,
          optionB: false,
          reserveBrigadeKept: false,
        },
        {
          name: 'Axis player',
          role: 'defender',
          objectivesHeld: 3,
          exitedBrigade: false,
          enemyBrigadesTested: { green: 0, greenSecondTest: 0, regularOrBetter: 1 },
          optionA: true,
          optionB: false,
          reserveBrigadeKept: true,
        },
      ],
    };
    await vp
      .getByTestId('game-file-input')
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(game)) });
    await expect(vp.getByTestId('vp-winner')).toHaveText(`${HOSTILE} wins, 12 to 8.`);
    await expectLiteral(page, w, vp);
  });
});

test('a damaged stored theme value throws nothing and falls back to the system theme', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/gwsh/');
  await page.evaluate(() => localStorage.setItem('starlight-theme', 'x y]'));
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
  expect(['light', 'dark', 'auto', '', null]).toContain(await page.evaluate(() => localStorage.getItem('starlight-theme')));
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
});
