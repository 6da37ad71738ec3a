/**
 * Figures measured in a real browser, with Playwright on Debian's Chromium: the bytes a
 * typical search fetches and how soon its results show, and how long a keystroke in the list builder takes to show the new total with a
 * 300-stand list.
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from './lighthouse.ts';
import { bigList } from './engine.ts';
import type { GwshList } from '../../src/lib/gwsh/list/listFile.ts';
import { MAX_BRIGADES, MAX_STAND_LINES } from '../../src/lib/gwsh/list/listFormat.ts';
import { MAX_PLAYERS } from '../../src/lib/gwsh/game/competition.ts';
import { median } from './median.ts';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

export interface SearchFigures {
  query: string;
  requests: number;
  raw: number;
  gzip: number;
  results: number;
  /** From the last keystroke of the first query after the page loads to its first result, ms (median of the visits). */
  coldMs: number;
  /** The same for later queries, with the index loaded (median of `warmQueries` over the visits), ms. */
  warmMs: number;
}

/** One visit's figures: each later query's time rather than their median. */
type SearchVisit = Omit<SearchFigures, 'warmMs'> & { warm: number[] };

/** How many times each site's search is visited; the times reported are medians over the visits. */
const searchRounds = 3;

/**
 * Later queries for the warm figure: words players type, from different parts of the index. Each has
 * results in the rule set a search from the home page answers for (Great War Spearhead).
 */
const warmQueries = ['fire missions', 'trenches', 'counter battery', 'morale', 'aircraft'];

/** How long one query may take to show its answer before the measurement fails, naming the query. */
const QUERY_LIMIT_MS = 30_000;

/**
 * Types `query` into the open search box a key at a time (as a player does, 40 ms apart) and returns the
 * time, measured in the page, from the last keystroke to the first result for the whole query.
 */
async function timeQuery(page: Page, query: string): Promise<number> {
  const input = page.locator('input.pagefind-ui__search-input');
  await input.fill('');
  await page.evaluate(() => {
    const w = window as unknown as { __lastKey: number; __keyWatch?: boolean };
    w.__lastKey = 0;
    if (!w.__keyWatch) document.addEventListener('input', () => (w.__lastKey = performance.now()), { capture: true });
    w.__keyWatch = true;
  });
  await input.pressSequentially(query, { delay: 40 });
  // Done when the message names the whole query: its results, or that it has none (which fails the run, as
  // a timing of an empty answer is not a search's).
  const shownAt = await page.evaluate(
    ([q, limit]) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now();
        const done = () => {
          const message = document.querySelector('.pagefind-ui__message')?.textContent ?? '';
          if (message.includes(q) && document.querySelector('.pagefind-ui__result-link')) resolve(performance.now());
          else if (message.includes(q) && message.startsWith('No results')) reject(new Error(`no results for "${q}"`));
          else if (performance.now() - start > limit) reject(new Error(`no answer for "${q}" in ${limit} ms`));
          else requestAnimationFrame(done);
        };
        done();
      }),
    [query, QUERY_LIMIT_MS] as const,
  );
  return Math.round(shownAt - (await page.evaluate(() => (window as unknown as { __lastKey: number }).__lastKey)));
}

/**
 * Measures the search of both sites in rounds, each round visiting both, first one then the other by turns,
 * so that ours and plain Starlight share the machine's state as it drifts. Bytes and results come from the
 * first visit (they do not vary); the times are medians over every visit.
 */
export async function searchBoth(browser: Browser, ours: string, plain: string): Promise<{ ours: SearchFigures; plain: SearchFigures }> {
  const visits: { ours: SearchVisit[]; plain: SearchVisit[] } = { ours: [], plain: [] };
  for (let round = 0; round < searchRounds; round++) {
    const order = round % 2 === 0 ? (['ours', 'plain'] as const) : (['plain', 'ours'] as const);
    for (const site of order) visits[site].push(await searchVisit(browser, site === 'ours' ? ours : plain));
  }
  const summary = (all: SearchVisit[]): SearchFigures => {
    const { warm: _, ...first } = all[0]!;
    return { ...first, coldMs: median(all.map((v) => v.coldMs)), warmMs: median(all.flatMap((v) => v.warm)) };
  };
  return { ours: summary(visits.ours), plain: summary(visits.plain) };
}

/**
 * Opens the search on the home page, types a query players use, and adds up what came over the network for
 * it; then times later queries with the index warm.
 */
async function searchVisit(browser: Browser, origin: string, query = 'counter battery'): Promise<SearchVisit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForLoadState('networkidle');
  const bodies: Array<Promise<Buffer>> = [];
  page.on('response', (r) => {
    if (r.url().startsWith(origin)) bodies.push(r.body().catch(() => Buffer.alloc(0)));
  });
  await page.getByRole('button', { name: 'Search' }).click();
  const coldMs = await timeQuery(page, query);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const results = await page.locator('.pagefind-ui__result').count();
  const real = (await Promise.all(bodies)).filter((b) => b.length > 0);
  const warm: number[] = [];
  for (const q of warmQueries) warm.push(await timeQuery(page, q));
  await context.close();
  return {
    query,
    requests: real.length,
    raw: real.reduce((n, b) => n + b.length, 0),
    gzip: real.reduce((n, b) => n + gzipSync(b).length, 0),
    results,
    coldMs,
    warm,
  };
}

export interface KeystrokeFigures {
  stands: number;
  samples: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * Imports `list` into the list builder, then types into the first count of its first brigade (Infantry)
 * again and again (9, 8, 9, …: no finding changes); each time measures, in the page, from the keydown to
 * the change of the total meter. `redrawn` names every part of the page the edits changed besides the
 * first brigade and the totals (the meter, the switcher's figure and the rule check's count of points).
 */
async function keystrokes(
  browser: Browser,
  origin: string,
  list: GwshList,
  samples: number,
): Promise<KeystrokeFigures & { redrawn: string[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/gwsh/calculators/list-builder/`);
  await page.getByRole('heading', { name: 'Your lists' }).waitFor();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'list.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list)) });
  const lines = list.brigades.reduce((n, b) => n + b.stands.length, 0);
  await page.waitForFunction((n) => document.querySelectorAll('.lb-line').length === n, lines, { timeout: 60_000 });
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __lat: number[]; __redrawn: Set<string> };
    w.__lat = [];
    w.__redrawn = new Set();
    document.addEventListener('keydown', () => (w.__t0 = performance.now()), { capture: true });
    const meter = document.querySelector('[role="meter"]')!;
    new MutationObserver(() => w.__lat.push(performance.now() - w.__t0)).observe(meter, {
      attributes: true,
      attributeFilter: ['aria-valuetext'],
    });
    const first = document.querySelector('.lb-brigade');
    new MutationObserver((changes) => {
      for (const change of changes) {
        const at = change.target instanceof Element ? change.target : change.target.parentElement;
        if (!at || first?.contains(at) || at.closest('.lb-totalbar')) continue;
        // Totals elsewhere: the switcher's "25/650 pts", the rule check's count and its sentence on the limit (3.0).
        const text = change.target.textContent ?? '';
        if (change.type === 'characterData' && (/^\d[\d.,/ ]*(pts)?$/.test(text) || text.startsWith('The list costs '))) continue;
        const part = at.closest('section[aria-labelledby], [role="region"], .lb-brigade');
        const heading = part?.getAttribute('aria-labelledby');
        w.__redrawn.add(heading ? (document.getElementById(heading)?.textContent ?? heading) : (part?.className ?? at.tagName));
      }
    }).observe(document.querySelector('.lb-app')!, { subtree: true, childList: true, characterData: true });
  });
  // Found by CSS: a role query walks the page's accessibility tree in the page's own thread at every press.
  const count = page.locator('.lb-line input[type="number"]').first();
  await count.focus();
  for (let i = 0; i < samples; i++) {
    await count.press('Control+A');
    await count.press(String(i % 2 === 0 ? 9 : 8));
    await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, i + 1);
  }
  await page.waitForTimeout(300);
  const lat = (await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat)).slice(0, samples).sort((a, b) => a - b);
  const redrawn = await page.evaluate(() => [...(window as unknown as { __redrawn: Set<string> }).__redrawn]);
  await context.close();
  const at = (q: number) => Number(lat[Math.min(lat.length - 1, Math.floor(q * lat.length))]!.toFixed(1));
  const stands = list.brigades.reduce((n, b) => n + b.stands.reduce((m, s) => m + s.count, 0), 0);
  return { stands, samples: lat.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Number(lat.at(-1)!.toFixed(1)), redrawn };
}

/** A 300-stand list: the time from a keystroke to its new total. */
export async function keystrokeToTotal(browser: Browser, origin: string, samples = 30): Promise<KeystrokeFigures> {
  const { redrawn: _, ...figures } = await keystrokes(browser, origin, bigList(300), samples);
  return figures;
}

/** The largest list the cap allows: 100 brigades of 10 stand lines (Infantry, MG and Minenwerfer in turn). */
export function capList(): GwshList {
  const lines = bigList(25).brigades[0]!.stands;
  const perBrigade = MAX_STAND_LINES / MAX_BRIGADES;
  return {
    ...bigList(0),
    name: 'Largest allowed',
    brigades: Array.from({ length: MAX_BRIGADES }, (_, b) => ({
      name: `Brigade ${b + 1}`,
      grade: 'regular' as const,
      offTable: false,
      stands: Array.from({ length: perBrigade }, (_, i) => lines[i % lines.length]!),
    })),
  };
}

export interface EditAtCapFigures {
  /** Median keystroke to new total (ms) in a 10-stand list and in the largest list the cap allows. */
  tenStandsMs: number;
  capMs: number;
  /** capMs / tenStandsMs: goal at most 2. */
  ratio: number;
  /** Parts of the page an edit at the cap changed besides the edited brigade and the totals: goal none. */
  redrawn: string[];
}

/** An edit in the largest list against the same edit in a 10-stand list, measured one after the other. */
export async function editAtCap(browser: Browser, origin: string, samples = 20): Promise<EditAtCapFigures> {
  const ten: GwshList = {
    ...bigList(0),
    name: 'Ten stands',
    brigades: [{ name: 'Brigade 1', grade: 'regular', offTable: false, stands: [{ unit: 'infantry', count: 10 }] }],
  };
  const small = await keystrokes(browser, origin, ten, samples);
  const cap = await keystrokes(browser, origin, capList(), samples);
  return {
    tenStandsMs: small.medianMs,
    capMs: cap.medianMs,
    ratio: Number((cap.medianMs / small.medianMs).toFixed(2)),
    redrawn: cap.redrawn,
  };
}

export interface LargestListFigures {
  brigades: number;
  standLines: number;
  /** The longest task (ms) while the list is imported and drawn, one count changed, a brigade removed, and the print copy drawn. */
  openingLongestTaskMs: number;
  editingLongestTaskMs: number;
  removingLongestTaskMs: number;
  printingLongestTaskMs: number;
}

/**
 * The largest list the cap allows (100 brigades, 1,000 stand lines) is imported, one count changed, its
 * first brigade removed and the list printed; the longest task of each (the Long Tasks API, tasks over
 * 50 ms) should stay under 200 ms. The steps find their controls with CSS selectors: a role query walks
 * the whole page's accessibility tree in the page's own thread, which would count as the page's task.
 * Printing is measured up to the print copy drawn; the browser's own layout for paper is not (a
 * headless browser has no print dialog, so `print()` is replaced by nothing).
 */
export async function largestListTasks(browser: Browser, origin: string): Promise<LargestListFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/list-builder/`);
  await page.waitForSelector('.lb-app input[type="file"]', { state: 'attached' });
  await page.waitForTimeout(1500);
  await longest();
  const list = capList();
  const perBrigade = MAX_STAND_LINES / MAX_BRIGADES;
  const linesShown = (n: number) => page.waitForFunction((n) => document.querySelectorAll('.lb-line').length === n, n);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'largest.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list)) });
  await linesShown(MAX_STAND_LINES);
  await page.waitForTimeout(500);
  const openingLongestTaskMs = await longest();
  await page.locator('.lb-line input[type="number"]').first().fill('7');
  await page.waitForTimeout(500);
  const editingLongestTaskMs = await longest();
  await page.locator('.lb-brigade .lb-button--danger').first().click();
  await linesShown(MAX_STAND_LINES - perBrigade);
  await page.waitForTimeout(500);
  const removingLongestTaskMs = await longest();
  await page.evaluate(() => (window.print = () => undefined));
  await page.locator('button', { hasText: 'Print this list' }).click();
  await page.waitForSelector('.lb-print', { state: 'attached' });
  await page.waitForTimeout(1000);
  const printingLongestTaskMs = await longest();
  await context.close();
  return {
    brigades: MAX_BRIGADES,
    standLines: MAX_STAND_LINES,
    openingLongestTaskMs,
    editingLongestTaskMs,
    removingLongestTaskMs,
    printingLongestTaskMs,
  };
}

/** Collects the page's long tasks (over 50 ms) from its first script on; `longest` takes and clears them. */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const long: number[] = [];
    (window as unknown as { __long: number[] }).__long = long;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => long.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  return async () => Math.round(Math.max(0, ...(await page.evaluate(() => (window as unknown as { __long: number[] }).__long.splice(0)))));
}

export interface LargestEventFigures {
  players: number;
  rounds: number;
  /** The longest task (ms) while the event file is read and its table drawn. */
  importLongestTaskMs: number;
}

/**
 * The largest event an organiser can import: the most players an event may have (1,000), with as many
 * rounds of scores as fit the 1 MB file cap (20), imported on the victory-points page.
 */
export async function largestEventTasks(browser: Browser, origin: string): Promise<LargestEventFigures> {
  const players = Array.from({ length: MAX_PLAYERS }, (_, i) => `Player ${String(i + 1).padStart(4, '0')}`);
  const rounds = Array.from({ length: 20 }, (_, r) => ({
    label: `Round ${r + 1}`,
    scores: players.map((player, i) => ({ player, gameScore: (i + r) % 13 })),
  }));
  const event = { format: 'gwsh-competition', version: 1, name: 'Largest event', players, rounds };
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/victory-points/`);
  await page.waitForSelector('[data-testid="event-file-input"]', { state: 'attached' });
  await page.waitForTimeout(1500);
  await longest();
  // Given as a file on disk: a file given as bytes is built in the page by Playwright's own script, a long
  // task of its own that the count would take for the page's.
  const path = join(mkdtempSync(join(tmpdir(), 'gwsh-bench-')), 'largest-event.json');
  writeFileSync(path, JSON.stringify(event));
  await page.locator('[data-testid="event-file-input"]').setInputFiles(path);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="standings"] tbody tr').length >= 30, null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(500);
  const importLongestTaskMs = await longest();
  await context.close();
  return { players: MAX_PLAYERS, rounds: rounds.length, importLongestTaskMs };
}

export interface OrganiserFigures {
  files: number;
  standsEach: number;
  /** The longest task (ms) while the files are read, costed and their table drawn. */
  checkLongestTaskMs: number;
}

/** 500 list files of 100 stands each chosen at once on the organiser's page. */
export async function organiserTasks(browser: Browser, origin: string, files = 500): Promise<OrganiserFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/check-lists/`);
  const input = page.getByLabel('List files');
  await input.waitFor();
  await page.waitForTimeout(1500);
  await longest();
  // Each player's own list, as an event's submissions are (one set per player), given as files on disk:
  // files given as bytes are built in the page by Playwright's own script, a long task of its own.
  const list = bigList(100);
  const dir = mkdtempSync(join(tmpdir(), 'gwsh-bench-'));
  const paths = Array.from({ length: files }, (_, i) => {
    const path = join(dir, `player-${i + 1}.json`);
    writeFileSync(path, JSON.stringify({ ...list, player: `Player ${i + 1}` }));
    return path;
  });
  await input.setInputFiles(paths);
  // A plain DOM check, polled: a role query would run Playwright's accessibility scan on the page, as a
  // task of its own that the long-task count would take for the page's.
  await page.waitForFunction(() => [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Lists checked'), null, {
    polling: 250,
    timeout: 120_000,
  });
  await page.waitForTimeout(500);
  const checkLongestTaskMs = await longest();
  await context.close();
  return { files, standsEach: 100, checkLongestTaskMs };
}

export interface RestoreFigures {
  lists: number;
  /** The longest task (ms) while a backup of `lists` small lists is restored, and again the second time (which adds none). */
  firstLongestTaskMs: number;
  secondLongestTaskMs: number;
}

/** A backup of 4,000 small lists (under the 1 MB file cap) restored twice in the list builder. */
export async function restoreTasks(browser: Browser, origin: string, lists = 4_000): Promise<RestoreFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/list-builder/`);
  await page.getByLabel('List name').waitFor();
  await page.waitForTimeout(1500);
  // Small enough that 4,000 fit the 1 MB file cap: one brigade of one line each.
  const small = (i: number) => ({
    ...bigList(0),
    name: `List ${i + 1}`,
    brigades: [{ name: 'A', grade: 'regular', stands: [{ unit: 'infantry', count: 1 }] }],
  });
  const path = join(mkdtempSync(join(tmpdir(), 'gwsh-bench-')), 'backup.json');
  writeFileSync(path, JSON.stringify({ format: 'gwsh-lists', version: 1, lists: Array.from({ length: lists }, (_, i) => small(i)) }));
  const restore = async (said: string) => {
    await longest();
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(text)),
      said,
      {
        polling: 250,
        timeout: 120_000,
      },
    );
    await page.waitForTimeout(500);
    return longest();
  };
  const firstLongestTaskMs = await restore('Imported');
  const secondLongestTaskMs = await restore('already saved');
  await context.close();
  return { lists, firstLongestTaskMs, secondLongestTaskMs };
}

export interface HydrationFigures {
  /** The longest main-thread task while the page loads and hydrates, whatever it does (ms). */
  longestTaskMs: number;
  /** The longest task once the page's module scripts start, that is while the islands hydrate (ms). */
  hydratingLongestTaskMs: number;
  /** The most script any one task runs (evaluating modules, calls, microtasks, timers), ms: the islands' own cost. */
  longestScriptMs: number;
  /**
   * Total blocking time read from the trace itself (ms): each task after the first contentful paint
   * counts what it runs beyond 50 ms, as Lighthouse defines it, but measured with the CPU really slowed
   * rather than simulated from an unslowed run, so a busy machine moves it far less.
   */
  blockingMs: number;
}

/** A page's load with the CPU slowed: its tasks (HydrationFigures) and the JavaScript it fetched without a touch. */
export interface PageLoadFigures extends HydrationFigures {
  /** Bytes of script fetched (as sent, gzip) from navigation until the network is idle; median of the loads. */
  scriptBytes: number;
}

/** Trace events that run script; their time in one task, not counting one inside another, is that task's script time. */
const scriptEvents = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.compile',
  'v8.compileModule',
]);

/** Each main-thread task's length and script time, from a Chromium trace. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
};
interface Task {
  startUs: number;
  ms: number;
  scriptMs: number;
  evaluatesModule: boolean;
}

function tasksOf(events: TraceEvent[], url: string): Task[] {
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  // The page's main thread: where its own HTML is parsed.
  const parse = complete.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const onMain = (e: TraceEvent) => e.pid === parse?.pid && e.tid === parse.tid;
  return complete
    .filter((e) => e.name === 'RunTask' && onMain(e))
    .map((t) => {
      const end = t.ts + t.dur!;
      const inside = complete
        .filter((e) => onMain(e) && e.ts >= t.ts && e.ts + e.dur! <= end && scriptEvents.has(e.name))
        .sort((a, b) => a.ts - b.ts);
      let scriptUs = 0;
      let coveredTo = 0;
      for (const e of inside) {
        if (e.ts + e.dur! <= coveredTo) continue;
        scriptUs += e.ts + e.dur! - Math.max(e.ts, coveredTo);
        coveredTo = e.ts + e.dur!;
      }
      return {
        startUs: t.ts,
        ms: t.dur! / 1000,
        scriptMs: scriptUs / 1000,
        evaluatesModule: inside.some((e) => e.name === 'v8.evaluateModule'),
      };
    });
}

/** When the first contentful paint happened, in trace time (µs): the end of Chromium's navigation-to-FCP span. */
function firstContentfulPaintUs(events: TraceEvent[]): number {
  const fcp = events.find((e) => e.name === 'PageLoadMetrics.NavigationToFirstContentfulPaint' && e.ph === 'e');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  return fcp.ts;
}

/** One load's figures (HydrationFigures), from its Chromium trace. */
export function loadFigures(events: TraceEvent[], url: string): HydrationFigures {
  const tasks = tasksOf(events, url);
  if (tasks.length === 0) throw new Error(`no main-thread tasks found in the trace of ${url}`);
  const fcp = firstContentfulPaintUs(events);
  // Module scripts run once the HTML is parsed: from the first, the page's islands are loading and hydrating.
  const firstModule = tasks.find((t) => t.evaluatesModule)?.startUs ?? Infinity;
  const longestOf = (ts: Task[], ms: (t: Task) => number) => Math.round(Math.max(0, ...ts.map(ms)));
  return {
    longestTaskMs: longestOf(tasks, (t) => t.ms),
    hydratingLongestTaskMs: longestOf(
      tasks.filter((t) => t.startUs >= firstModule),
      (t) => t.ms,
    ),
    longestScriptMs: longestOf(tasks, (t) => t.scriptMs),
    blockingMs: Math.round(tasks.filter((t) => t.startUs >= fcp).reduce((n, t) => n + Math.max(0, t.ms - 50), 0)),
  };
}

/**
 * The longest task while a page loads and hydrates (goal for the list builder: none over 50 ms),
 * with the CPU slowed 4× as Lighthouse's mobile preset does, read from a Chromium trace; the longest once
 * the module scripts start (the islands' hydration, apart from the HTML parse every page has); the most
 * script one task runs, which is the islands' part (the rest is parsing HTML, style and layout, which a
 * plain page has too); and the blocking time of those same tasks. The median of `loads` fresh loads of each.
 */
export async function hydrationTasks(browser: Browser, origin: string, path: string, loads = 5): Promise<PageLoadFigures> {
  const figures: HydrationFigures[] = [];
  const scriptBytes: number[] = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // Every script the page fetches untouched, as sent (gzip): what the islands fetch as they hydrate and
    // draw counts as well as what the HTML names.
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    figures.push(loadFigures(JSON.parse((await browser.stopTracing()).toString()).traceEvents, `${origin}${path}`));
    scriptBytes.push((await Promise.all(scripts)).reduce((n, b) => n + b, 0));
    await context.close();
  }
  const middle = (pick: (f: HydrationFigures) => number) => median(figures.map(pick));
  return {
    scriptBytes: median(scriptBytes),
    longestTaskMs: middle((f) => f.longestTaskMs),
    hydratingLongestTaskMs: middle((f) => f.hydratingLongestTaskMs),
    longestScriptMs: middle((f) => f.longestScriptMs),
    blockingMs: middle((f) => f.blockingMs),
  };
}
