/**
 * `npm run bench`: builds the site into bench/out/dist and a plain Starlight site with the same text into
 * bench/out/plain, measures, and prints the report (with a Markdown table for the README's "Performance"
 * section); writes bench/out/results.json. Lighthouse can be skipped with BENCH_LIGHTHOUSE=0. Each kind of
 * measurement has its file: page bytes in scripts/checks/pageWeight.ts, Lighthouse in lighthouse.ts, the
 * page's load with the CPU slowed in pageLoad.ts, the search in search.ts, lists at their largest in
 * lists.ts, the event in event.ts, the engine's throughput in engine.ts; the goals against the floor in
 * floorGoals.ts, and the plain site in plainSite.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { filesUnder } from '../../src/integrations/builtFiles.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkBudgets, islandBudgetOf, type Budgets } from '../checks/budgetRules.ts';
import { launchBrowser } from './chromium.ts';
import { searchBoth, searchRelevance, typedQuestions, type RelevanceFigures, type SearchFigures } from './search.ts';
import {
  editAtCap,
  keystrokeToTotal,
  largestListTasks,
  organiserTasks,
  restoreTasks,
  type EditAtCapFigures,
  type KeystrokeFigures,
  type LargestListFigures,
  type OrganiserFigures,
  type RestoreFigures,
} from './lists.ts';
import { eventPairingTasks, largestEventTasks, type EventPairingFigures, type LargestEventFigures } from './event.ts';
import { hydrationTasks, type PageLoadFigures } from './pageLoad.ts';
import { engineFigures } from './engine.ts';
import { lighthouseAll, lighthouseRuns, tbtText, type LighthouseFigures } from './lighthouse.ts';
import { BuiltSite, pageBytes, pagesOf, type PageWeight } from '../checks/pageWeight.ts';
import { FLOOR_PATH, writePlainSite } from './plainSite.ts';
import { precacheSize } from '../../src/integrations/offline.ts';
import { againstFloor, FLOOR_GOALS, floorText, listBuilderJsMet } from './floorGoals.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const out = join(repo, 'bench/out');
const ourDist = join(out, 'dist');
const plainRoot = join(out, 'plain');
const plainDist = join(plainRoot, 'dist');
const astroBin = join(repo, 'node_modules/astro/bin/astro.mjs');

/** The page types measured, by the page that stands for each. */
const pageTypes = [
  { kind: 'home', page: '/' },
  { kind: 'rule page', page: '/gwsh/rules/encounter/' },
  { kind: 'table page', page: '/gwsh/troop-costs/germany/' },
  { kind: 'list builder', page: '/gwsh/calculators/list-builder/' },
  { kind: 'calculator', page: '/gbww2/calculators/morale-check/' },
] as const;

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);
/** The longest one browser measurement may take (the largest, the restore of 4,000 lists, takes about two). */
const MEASURE_LIMIT_MIN = 8;

function build(args: string[], what: string): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, [astroBin, 'build', ...args], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}\n${run.stderr}\n`);
    throw new Error(`${what} build failed`);
  }
  return Math.round(performance.now() - start);
}

/** A built site's files, without the .gz copies `precompress` writes beside them. */
const filesOf = (dir: string): string[] => filesUnder(dir).filter((f) => !f.endsWith('.gz'));

/**
 * Writes a gzip copy beside every text file, which the bench's server sends as it is (sirv's `gzip`), as a
 * static host sends what it compressed at deploy time. Compressing each response as it goes out took server
 * time and one of this machine's two cores from the browser under test, and moved Lighthouse's FCP by
 * 0.2 s. Both sites get the same treatment.
 */
function precompress(dir: string): void {
  for (const f of filesOf(dir).filter((name) => /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/.test(name))) {
    writeFileSync(join(dir, `${f}.gz`), gzipSync(readFileSync(join(dir, f)), { level: 9 }));
  }
}

function folderBytes(dir: string): { files: number; raw: number; gzip: number } {
  if (!existsSync(dir)) return { files: 0, raw: 0, gzip: 0 };
  return filesOf(dir).reduce(
    (t, f) => {
      const data = readFileSync(join(dir, f));
      return { files: t.files + 1, raw: t.raw + data.length, gzip: t.gzip + gzipSync(data, { level: 9 }).length };
    },
    { files: 0, raw: 0, gzip: 0 },
  );
}

async function serve(dir: string, port: number): Promise<{ origin: string; server: ChildProcess }> {
  const server = spawn(process.execPath, [join(repo, 'scripts/serve.ts'), dir, String(port)], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, server };
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the server for ${dir} did not start`);
}

interface Row {
  kind: string;
  page: string;
  ours: PageWeight;
  plain: PageWeight;
  lighthouse: { ours: LighthouseFigures | null; plain: LighthouseFigures | null };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2));
const totalJs = (w: PageWeight) => w.js.framework.gzip + w.js.island.gzip + w.js.shell.gzip + w.inlineJs.gzip;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  mkdirSync(out, { recursive: true });
  log('building the site into bench/out/dist …');
  const buildMs = build(['--outDir', ourDist], 'site');
  const ourFiles = filesOf(ourDist);
  const pageCount = pagesOf(ourDist, ourFiles).length;
  const ours = new BuiltSite(ourDist);

  log('building a plain Starlight site with the same text into bench/out/plain …');
  const plainPages = writePlainSite(
    plainRoot,
    ourDist,
    pageTypes.map((t) => t.page),
    pagesOf(ourDist, ourFiles).filter((p) => p !== '/404.html'),
  );
  const plainBuildMs = build(['--root', plainRoot], 'plain Starlight');
  const plain = new BuiltSite(plainDist);
  const floorWeight = plain.pageWeight(FLOOR_PATH);
  precompress(ourDist);
  precompress(plainDist);

  const ourServer = await serve(ourDist, 4611);
  const plainServer = await serve(plainDist, 4612);
  const rows: Row[] = pageTypes.map((t, i) => ({
    kind: t.kind,
    page: t.page,
    ours: ours.pageWeight(t.page),
    plain: plain.pageWeight(plainPages[i]!.plainPath),
    lighthouse: { ours: null, plain: null },
  }));

  let lighthouseError: string | null = null;
  let floorLighthouse: LighthouseFigures | null = null;
  let floorLighthouseOthers: LighthouseFigures | null = null;
  if (process.env.BENCH_LIGHTHOUSE === '0') lighthouseError = 'skipped (BENCH_LIGHTHOUSE=0)';
  else {
    log('running Lighthouse (mobile) on each page, ours and plain …');
    // The floor in each of the two sets of runs, measured in rounds with the pages it is compared with.
    const floorUrl = `${plainServer.origin}${FLOOR_PATH}`;
    const urls = rows.flatMap((r, i) => [`${ourServer.origin}${r.page}`, `${plainServer.origin}${plainPages[i]!.plainPath}`]);
    const lh = await lighthouseAll([floorUrl, ...urls]);
    floorLighthouse = lh.results.get(floorUrl) ?? null;
    lighthouseError = lh.error;
    rows.forEach((r, i) => {
      r.lighthouse.ours = lh.results.get(`${ourServer.origin}${r.page}`) ?? null;
      r.lighthouse.plain = lh.results.get(`${plainServer.origin}${plainPages[i]!.plainPath}`) ?? null;
    });
  }

  // Every page with an island, not only the five page types (ours only; no plain counterpart).
  const islandPages = Object.keys((JSON.parse(readFileSync(join(repo, 'budgets.json'), 'utf8')) as Budgets).islandJsGzip).filter(
    (page) => page !== 'default',
  );
  /** Each page with an island, with the floor measured in the same set of runs, which it is judged against. */
  let islandLighthouse: { page: string; islandGzip: number; lighthouse: LighthouseFigures | null; floor: LighthouseFigures | null }[] = [];
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    // A page measured above as a page type (the list builder, the morale check) keeps those runs, so each
    // page has one figure in the report: Lighthouse's blocking time varies too much between sets to print two.
    const measured = new Map(rows.flatMap((r) => (r.lighthouse.ours ? [[r.page, r.lighthouse.ours] as const] : [])));
    const toRun = islandPages.filter((page) => !measured.has(page));
    log(`running Lighthouse (mobile) on the ${toRun.length} other pages with an island …`);
    const floorUrl = `${plainServer.origin}${FLOOR_PATH}`;
    const lh = await lighthouseAll([...toRun.map((page) => `${ourServer.origin}${page}`), floorUrl]);
    floorLighthouseOthers = lh.results.get(floorUrl) ?? null;
    islandLighthouse = islandPages.map((page) => ({
      page,
      islandGzip: ours.pageWeight(page).js.island.gzip,
      lighthouse: measured.get(page) ?? lh.results.get(`${ourServer.origin}${page}`) ?? null,
      floor: measured.has(page) ? floorLighthouse : floorLighthouseOthers,
    }));
  }

  log('measuring search bytes and list-builder keystrokes in Chromium …');
  let search: { ours: SearchFigures; plain: SearchFigures } | null = null;
  let keystroke: KeystrokeFigures | null = null;
  let edit: EditAtCapFigures | null = null;
  let largest: LargestListFigures | null = null;
  let largestEvent: LargestEventFigures | null = null;
  let organiser: OrganiserFigures | null = null;
  let restore: RestoreFigures | null = null;
  let hydration: {
    floor: PageLoadFigures;
    listBuilder: PageLoadFigures;
    smallCalculator: PageLoadFigures;
    rulePage: PageLoadFigures;
    plainRulePage: PageLoadFigures;
    islandPages: Record<string, PageLoadFigures>;
  } | null = null;
  let relevance: RelevanceFigures | null = null;
  let typedRelevance: RelevanceFigures | null = null;
  let pairing: EventPairingFigures | null = null;
  /** Each measurement on its own: one that fails is named and the others are still taken. */
  const browserErrors: string[] = [];
  let browserError: string | null = null;
  try {
    const browser = await launchBrowser();
    // Each has a time limit of its own, so one that waits for what never comes is named, not waited on.
    const measure = async <T>(name: string, take: () => Promise<T>): Promise<T | null> => {
      log(`  ${name} …`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no result in ${MEASURE_LIMIT_MIN} minutes`)), MEASURE_LIMIT_MIN * 60_000);
      });
      try {
        return await Promise.race([take(), limit]);
      } catch (e) {
        browserErrors.push(`${name}: ${(e as Error).message.split('\n')[0]}`);
        return null;
      } finally {
        clearTimeout(timer);
      }
    };
    try {
      search = await measure('search timing', () => searchBoth(browser, ourServer.origin, plainServer.origin));
      relevance = await measure('search relevance', () => searchRelevance(browser, ourServer.origin));
      typedRelevance = await measure('search relevance, typed as players type', () =>
        searchRelevance(browser, ourServer.origin, typedQuestions),
      );
      const hasListBuilder = existsSync(join(ourDist, 'gwsh/calculators/list-builder/index.html'));
      keystroke = hasListBuilder ? await measure('keystroke', () => keystrokeToTotal(browser, ourServer.origin)) : null;
      edit = hasListBuilder ? await measure('edit at the cap', () => editAtCap(browser, ourServer.origin)) : null;
      largest = hasListBuilder ? await measure('largest list', () => largestListTasks(browser, ourServer.origin)) : null;
      largestEvent = hasListBuilder ? await measure('largest event', () => largestEventTasks(browser, ourServer.origin)) : null;
      organiser = hasListBuilder ? await measure("organiser's page", () => organiserTasks(browser, ourServer.origin)) : null;
      pairing = await measure('event pairing', () => eventPairingTasks(browser, ourServer.origin));
      restore = hasListBuilder ? await measure('restore', () => restoreTasks(browser, ourServer.origin)) : null;
      hydration = hasListBuilder
        ? await measure('blocking time', async () => ({
            floor: await hydrationTasks(browser, plainServer.origin, FLOOR_PATH),
            listBuilder: await hydrationTasks(browser, ourServer.origin, '/gwsh/calculators/list-builder/'),
            smallCalculator: await hydrationTasks(browser, ourServer.origin, '/gbww2/calculators/morale-check/'),
            rulePage: await hydrationTasks(browser, ourServer.origin, '/gwsh/rules/encounter/'),
            plainRulePage: await hydrationTasks(browser, plainServer.origin, plainPages[1]!.plainPath),
            islandPages: {} as Record<string, PageLoadFigures>,
          }))
        : null;
      if (hydration) {
        log(`measuring blocking time with the CPU slowed 4× on the ${islandPages.length} pages with an island …`);
        const known: Record<string, PageLoadFigures> = {
          '/gwsh/calculators/list-builder/': hydration.listBuilder,
          '/gbww2/calculators/morale-check/': hydration.smallCalculator,
        };
        for (const page of islandPages) {
          const figures =
            known[page] ?? (await measure(`blocking time on ${page}`, () => hydrationTasks(browser, ourServer.origin, page, 3)));
          if (figures) hydration.islandPages[page] = figures;
        }
      }
    } finally {
      await browser.close();
    }
  } catch (e) {
    browserErrors.push((e as Error).message.split('\n')[0]!);
  }
  if (browserErrors.length > 0) browserError = browserErrors.join('; ');
  ourServer.server.kill();
  plainServer.server.kill();

  log('timing the engine …');
  const engine = engineFigures();
  const budgets = JSON.parse(readFileSync(join(repo, 'budgets.json'), 'utf8')) as Budgets;
  const budgetReport = checkBudgets(ours, pagesOf(ourDist, ourFiles), budgets);
  const precache = await precacheSize(ourDist);

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    build: { ms: buildMs, pages: pageCount, plainMs: plainBuildMs },
    searchIndex: { ours: folderBytes(join(ourDist, 'pagefind')), plain: folderBytes(join(plainDist, 'pagefind')) },
    search,
    precache: { files: precache.count, bytes: precache.size },
    pages: rows,
    floor: { page: FLOOR_PATH, weight: floorWeight, lighthouse: floorLighthouse, lighthouseBesideOtherIslands: floorLighthouseOthers },
    islandPages: islandLighthouse,
    lighthouseError,
    browserError,
    relevance,
    typedRelevance,
    pairing,
    keystroke,
    edit,
    largest,
    largestEvent,
    organiser,
    restore,
    hydration,
    engine,
    budgets: {
      problems: budgetReport.problems,
      islandJsGzip: Object.fromEntries(
        rows
          .filter((r) => r.ours.islands.length)
          .map((r) => [r.page, { measured: r.ours.js.island.gzip, budget: islandBudgetOf(r.page, budgets) }]),
      ),
    },
  };
  writeFileSync(join(out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  // ---- print ----
  const p = (s: string) => process.stdout.write(`${s}\n`);
  p('\nPage weight, KiB gzip (raw in brackets); JavaScript loaded before any interaction');
  p(
    table(
      ['page type', 'HTML', 'CSS', 'JS framework', 'JS island', 'JS shell', 'JS inline', 'JS search*', 'JS total / plain'],
      rows.map((r) => [
        r.kind,
        `${kib(r.ours.html.gzip)} (${kib(r.ours.html.raw)})`,
        `${kib(r.ours.css.gzip)} (${kib(r.ours.css.raw)})`,
        `${kib(r.ours.js.framework.gzip)} (${kib(r.ours.js.framework.raw)})`,
        `${kib(r.ours.js.island.gzip)} (${kib(r.ours.js.island.raw)})`,
        `${kib(r.ours.js.shell.gzip)} (${kib(r.ours.js.shell.raw)})`,
        `${kib(r.ours.inlineJs.gzip)} (${kib(r.ours.inlineJs.raw)})`,
        `${kib(r.ours.js.search.gzip)} (${kib(r.ours.js.search.raw)})`,
        ratio(totalJs(r.ours), totalJs(r.plain)),
      ]),
    ),
  );
  p('* search JavaScript is fetched when the search opens, not with the page.');
  p('\nOurs / plain Starlight with the same text (gzip bytes)');
  p(
    table(
      ['page type', 'HTML', 'CSS', 'JS', 'all'],
      rows.map((r) => {
        const all = pageBytes;
        return [
          r.kind,
          ratio(r.ours.html.gzip, r.plain.html.gzip),
          ratio(r.ours.css.gzip, r.plain.css.gzip),
          ratio(totalJs(r.ours), totalJs(r.plain)),
          ratio(all(r.ours), all(r.plain)),
        ];
      }),
    ),
  );
  if (islandLighthouse.length > 0) {
    const floorCells = (l: LighthouseFigures | null) => (l ? `${l.performance} / ${l.lcp} ms / ${tbtText(l)}` : '–');
    p(
      `\nThe floor: plain Starlight with one small React island (${FLOOR_PATH}), ${kib(floorWeight.js.framework.gzip)} KiB of framework and ${kib(floorWeight.js.island.gzip)} KiB of island; performance / LCP / TBT ${floorCells(floorLighthouse)} beside the page types, ${floorCells(floorLighthouseOthers)} beside the other pages with an island.`,
    );
    p(
      `Every page with an island, Lighthouse mobile preset, median of ${lighthouseRuns} runs with the runs' spread, and the blocking time measured with the CPU slowed 4× (median of 3 loads). Against the floor measured in the same set of runs (goals: performance ≥ floor − ${FLOOR_GOALS.performancePoints}, TBT ≤ floor + ${FLOOR_GOALS.tbtMs} ms, LCP ≤ ${FLOOR_GOALS.lcpRatio} × floor; accessibility 100). Island KiB: the island's modules (budgets.json); JS fetched: every script the page fetched untouched until the network was idle, framework and shell included (gzip, as sent)`,
    );
    p(
      table(
        [
          'page',
          'island KiB',
          'JS fetched KiB',
          'performance',
          'accessibility',
          'LCP ms',
          'TBT (runs)',
          'against the floor',
          'TBT measured 4×',
          'CLS',
        ],
        islandLighthouse.map(({ page, islandGzip, lighthouse: l, floor }) => {
          const measured = hydration?.islandPages[page];
          const vsFloor = l && floor ? floorText(againstFloor(l, floor)) : '–';
          return [
            page,
            kib(islandGzip),
            measured ? kib(measured.scriptBytes) : '–',
            ...(l ? [String(l.performance), String(l.accessibility), String(l.lcp), tbtText(l)] : ['–', '–', '–', '–']),
            vsFloor,
            measured ? `${measured.blockingMs} ms` : '–',
            l ? String(l.cls) : '–',
          ];
        }),
      ),
    );
    const met = islandLighthouse.filter(
      ({ lighthouse: l, floor }) => l && floor && Object.values(againstFloor(l, floor).met).every(Boolean),
    ).length;
    p(`${met} of ${islandLighthouse.length} pages with an island meet all three goals against the floor.`);
  }
  p(`\nLighthouse, mobile preset, median of ${lighthouseRuns} runs (ours | plain | ratio ours/plain)`);
  if (lighthouseError) p(`Lighthouse: ${lighthouseError}`);
  const lhCell = (a: number | undefined, b: number | undefined) =>
    a === undefined ? '–' : `${a} | ${b ?? '–'} | ${b === undefined ? '–' : ratio(a, b)}`;
  p(
    table(
      ['page type', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
      rows.map((r) => {
        const o = r.lighthouse.ours;
        const q = r.lighthouse.plain;
        return [
          r.kind,
          lhCell(o?.performance, q?.performance),
          lhCell(o?.accessibility, q?.accessibility),
          lhCell(o?.bestPractices, q?.bestPractices),
          lhCell(o?.seo, q?.seo),
          lhCell(o?.lcp, q?.lcp),
          lhCell(o?.tbt, q?.tbt),
          lhCell(o?.cls, q?.cls),
        ];
      }),
    ),
  );
  p('\nSite');
  p(`  build ${(buildMs / 1000).toFixed(1)} s (plain Starlight ${(plainBuildMs / 1000).toFixed(1)} s), ${pageCount} pages`);
  p(
    `  search index ${kib(results.searchIndex.ours.raw)} KiB in ${results.searchIndex.ours.files} files (${kib(results.searchIndex.ours.gzip)} KiB gzip)`,
  );
  if (search) {
    p(
      `  a typical search ("${search.ours.query}", ${search.ours.results} results) fetches ${search.ours.requests} files, ${kib(search.ours.raw)} KiB (${kib(search.ours.gzip)} KiB gzip); plain Starlight (the same text) ${kib(search.plain.gzip)} KiB gzip, ${search.plain.results} results; ours / plain ${ratio(search.ours.gzip, search.plain.gzip)} (goal ≤ 1.1)`,
    );
    p(
      // Both searches wait Pagefind's own delay after the last key, so each is judged against plain Starlight's.
      `  first result after the last keystroke: first query ${search.ours.coldMs} ms, plain ${search.plain.coldMs} ms, ours / plain ${ratio(search.ours.coldMs, search.plain.coldMs)}; later queries ${search.ours.warmMs} ms median, plain ${search.plain.warmMs} ms, ours / plain ${ratio(search.ours.warmMs, search.plain.warmMs)} (goal ≤ 1.1 each)`,
    );
  }
  p(`  offline precache ${results.precache.files} files, ${(results.precache.bytes / 1024 / 1024).toFixed(2)} MiB`);
  if (browserError) p(`  browser measurements failed: ${browserError}`);
  const sayRelevance = (figures: RelevanceFigures | null, what: string) => {
    if (!figures) return p(`  search relevance, ${what}: not measured`);
    p(
      `  search relevance, ${what}: ${figures.first} of ${figures.asked} questions land first on the page that answers them, ${figures.firstThree} in the first three (scripts/bench/search.ts)`,
    );
    for (const m of figures.misses) p(`    "${m.query}" from ${m.from}: ${m.got.join(', ') || 'no result'}`);
  };
  sayRelevance(relevance, "the rules' words");
  sayRelevance(typedRelevance, 'typed as players type');
  if (pairing)
    p(
      `  pairing round ${pairing.rounds + 1} of a ${pairing.players.toLocaleString('en')}-player event: ${pairing.engineMs} ms all at once, as gwsh event pair does (goal < 1,000 ms); in the event page, longest task over 50 ms ${pairing.pageLongestTaskMs} ms, 0 when none (goal: none over 50 ms)`,
    );
  else p('  event pairing: not measured');
  p('\nEngine');
  p(
    `  costList: ${Math.round(engine.listsPerSecond).toLocaleString('en')} lists/s (fixture lists), ${Math.round(engine.bigListsPerSecond).toLocaleString('en')} lists/s (300 stands)`,
  );
  p(`  tactical-situation odds: ${Math.round(engine.scenarioOddsPerSecond).toLocaleString('en')} /s`);
  p(
    `  organiser's check of 200 list files: ${Math.round(engine.check200FilesMs)} ms here (goal: under 1,000 ms on a phone-class CPU, some 3-5× slower)`,
  );
  const builder = rows.find((r) => r.kind === 'list builder');
  if (builder) {
    const before = builder.ours.js.framework.gzip + builder.ours.js.island.gzip;
    p(
      `  list builder JavaScript before interaction: ${kib(before)} KiB (framework ${kib(builder.ours.js.framework.gzip)} + island ${kib(builder.ours.js.island.gzip)}); the floor's framework ${kib(floorWeight.js.framework.gzip)} + ${FLOOR_GOALS.listBuilderKiB} KiB = ${kib(floorWeight.js.framework.gzip + FLOOR_GOALS.listBuilderKiB * 1024)} KiB ${listBuilderJsMet(before, floorWeight.js.framework.gzip) ? '✓' : '✗'}`,
    );
  }
  if (keystroke)
    p(
      `  list builder, ${keystroke.stands} stands: keystroke to new total median ${keystroke.medianMs} ms, p95 ${keystroke.p95Ms} ms, max ${keystroke.maxMs} ms (${keystroke.samples} keystrokes)`,
    );
  else p('  list builder keystroke: not measured (no list builder page)');
  if (edit)
    p(
      `  an edit at the cap against a 10-stand list: keystroke to new total median ${edit.capMs} ms against ${edit.tenStandsMs} ms, ratio ${edit.ratio} (goal ≤ 2); parts drawn again besides the brigade and the totals: ${edit.redrawn.length ? edit.redrawn.join(', ') : 'none'} (goal: none)`,
    );
  if (hydration) {
    const h = (f: PageLoadFigures) =>
      `${f.longestTaskMs} ms, ${f.hydratingLongestTaskMs} ms once scripts start, script ${f.longestScriptMs} ms, blocking ${f.blockingMs} ms, ${kib(f.scriptBytes)} KiB of script fetched`;
    p(
      "  The CPU slowed 4× for real (median of 5 loads, read from a trace): the longest task while a page loads; the longest once its module scripts start (hydrating); the most script one task runs (the islands' part); and the total blocking time after the first paint, as Lighthouse defines it but measured rather than simulated.",
    );
    p(`    the floor (plain Starlight + one small React island): ${h(hydration.floor)}`);
    const beside = hydration.listBuilder.blockingMs - hydration.floor.blockingMs;
    p(
      `    list builder: ${h(hydration.listBuilder)}; blocking ${beside > 0 ? '+' : ''}${beside} ms beside the floor's, measured in the same run`,
    );
    p(`    morale check: ${h(hydration.smallCalculator)}`);
    p(`    rule page: ${h(hydration.rulePage)}`);
    p(`    plain Starlight's rule page: ${h(hydration.plainRulePage)}`);
  }
  if (largest)
    p(
      `  largest list the cap allows (${largest.brigades} brigades, ${largest.standLines} stand lines): longest task ${largest.openingLongestTaskMs} ms opening, ${largest.editingLongestTaskMs} ms editing, ${largest.removingLongestTaskMs} ms removing a brigade, ${largest.printingLongestTaskMs} ms drawing the print copy (goal: under 200 ms)`,
    );
  if (largestEvent)
    p(
      `  largest event (${largestEvent.players} players, ${largestEvent.rounds} rounds) read and its first places drawn on the event page: longest task over 50 ms ${largestEvent.importLongestTaskMs} ms, 0 when none (goal: none over 50 ms)`,
    );
  if (organiser)
    p(
      `  organiser's page, ${organiser.files} files of ${organiser.standsEach} stands at once: longest task ${organiser.checkLongestTaskMs} ms (goal: under 200 ms)`,
    );
  if (restore)
    p(
      `  list builder, a backup of ${restore.lists.toLocaleString('en')} lists restored: longest task ${restore.firstLongestTaskMs} ms, and ${restore.secondLongestTaskMs} ms restoring it again (goal: under 200 ms)`,
    );
  p('\nBudgets (budgets.json)');
  for (const line of budgetReport.lines) p(`  ${line}`);
  p(budgetReport.problems.length ? `  OVER BUDGET:\n    ${budgetReport.problems.join('\n    ')}` : '  all kept');

  p('\nFor the README ("Performance"):\n');
  p('| page type | HTML | CSS | JS before interaction (framework + island) | Lighthouse perf / a11y / BP / SEO | LCP | TBT | CLS |');
  p('| --- | --- | --- | --- | --- | --- | --- | --- |');
  if (floorLighthouse) {
    const f = floorLighthouse;
    p(
      `| floor (Starlight + one small React island) | ${kib(floorWeight.html.gzip)} KiB | ${kib(floorWeight.css.gzip)} KiB | ${kib(totalJs(floorWeight))} KiB (${kib(floorWeight.js.framework.gzip)} + ${kib(floorWeight.js.island.gzip)}) | ${f.performance} / ${f.accessibility} / ${f.bestPractices} / ${f.seo} | ${(f.lcp / 1000).toFixed(1)} s | ${tbtText(f)} | ${f.cls} |`,
    );
  }
  for (const r of rows) {
    const o = r.lighthouse.ours;
    p(
      `| ${r.kind} | ${kib(r.ours.html.gzip)} KiB | ${kib(r.ours.css.gzip)} KiB | ${kib(totalJs(r.ours))} KiB (${kib(r.ours.js.framework.gzip)} + ${kib(r.ours.js.island.gzip)}) | ${o ? `${o.performance} / ${o.accessibility} / ${o.bestPractices} / ${o.seo}` : '–'} | ${o ? `${(o.lcp / 1000).toFixed(1)} s` : '–'} | ${o ? tbtText(o) : '–'} | ${o?.cls ?? '–'} |`,
    );
  }
  p(`\nResults written to ${join('bench/out', 'results.json')}.`);
}

main().catch((e) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? e}\n`);
  process.exitCode = 1;
});
