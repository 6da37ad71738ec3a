/**
 * The search, measured in Chromium: the bytes a typical search fetches and how soon its results show,
 * against plain Starlight's; and its relevance, questions players ask from a page of each rule set.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { median } from './median.ts';

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

interface Question {
  /** The page the reader searches from. */
  from: string;
  query: string;
  /** The start of the address that answers it; null when the rule set does not cover it (then the search says so or shows nothing). */
  answer: string | null;
}

export const questions: readonly Question[] = [
  { from: '/gwsh/rules/encounter/', query: 'reserves', answer: '/gwsh/rules/attack-defence/' },
  { from: '/gwsh/rules/encounter/', query: 'weather', answer: '/gwsh/rules/battlefield/' },
  { from: '/gwsh/rules/encounter/', query: 'wire', answer: '/gwsh/tables/generic-troops/' },
  { from: '/gwsh/rules/encounter/', query: 'off table', answer: '/gwsh/rules/advanced-rules/' },
  { from: '/gwsh/rules/encounter/', query: 'arty', answer: '/gwsh/rules/advanced-rules/' },
  { from: '/gwsh/rules/encounter/', query: 'FOO', answer: '/gwsh/tables/generic-troops/' },
  { from: '/gwsh/rules/encounter/', query: 'HQ', answer: '/gwsh/rules/organisation-and-equipment/' },
  { from: '/gwsh/rules/encounter/', query: 'national quality', answer: '/gwsh/tables/national-quality/' },
  { from: '/gwsh/rules/encounter/', query: 'machine gun', answer: '/gwsh/troop-costs/' },
  { from: '/gwsh/rules/encounter/', query: 'Whippet', answer: '/gwsh/troop-costs/british-empire/' },
  { from: '/gwsh/rules/encounter/', query: 'contesting', answer: '/gwsh/rules/victory-conditions/' },
  { from: '/1916/setup/lulls/', query: 'base sizes', answer: '/1916/tables/base-sizes/' },
  { from: '/1916/setup/lulls/', query: 'reinforcements', answer: '/1916/setup/reinforcements/' },
  { from: '/1916/setup/lulls/', query: 'gas', answer: '/1916/setup/barrages-airstrikes-gas/' },
  { from: '/1916/setup/lulls/', query: 'troop quality', answer: '/1916/introduction/troop-quality/' },
  { from: '/gbww2/charts/fire/', query: 'sighting', answer: '/gbww2/tables/sighting-distances/' },
  // The chart page holds the rally rule and its three tables, the rally numbers' among them.
  { from: '/gbww2/charts/fire/', query: 'rally', answer: '/gbww2/charts/rally-morale-replacements/' },
  { from: '/gbww2/charts/fire/', query: 'barrage delay', answer: '/gbww2/charts/barrage/' },
  { from: '/gw54/', query: 'hit scores', answer: '/gw54/tables/hit-scores/' },
  { from: '/gw54/', query: 'weapons', answer: '/gw54/tables/weapons/' },
];

const GWSH = '/gwsh/rules/encounter/';

/**
 * Questions typed the way players type them at the table: abbreviations, American spellings, questions, a
 * misspelling, and things the rule set does not cover.
 */
export const typedQuestions: readonly Question[] = [
  { from: GWSH, query: 'can germany fight austria', answer: '/gwsh/rules/nationalities-and-year/' },
  { from: GWSH, query: 'how many trenchs do i get', answer: '/gwsh/rules/army-composition/' },
  { from: GWSH, query: 'french HMG 1918', answer: '/gwsh/troop-costs/france/' },
  { from: GWSH, query: 'NQ', answer: '/gwsh/tables/national-quality/' },
  { from: GWSH, query: 'min brigades OOB', answer: '/gwsh/rules/organisation-and-equipment/' },
  { from: GWSH, query: 'what happens if i run out of ammo', answer: '/gwsh/tables/ammunition-limits/' },
  { from: GWSH, query: 'how many planes can i take', answer: '/gwsh/rules/points-system/' },
  { from: GWSH, query: 'does it rain', answer: '/gwsh/rules/battlefield/' },
  { from: GWSH, query: 'off board artillery', answer: '/gwsh/rules/advanced-rules/' },
  { from: GWSH, query: 'armored car cost', answer: '/gwsh/troop-costs/' },
  { from: GWSH, query: 'american infantry cost', answer: '/gwsh/troop-costs/united-states/' },
  { from: GWSH, query: 'who attacks', answer: '/gwsh/rules/tactical-situation/' },
  { from: GWSH, query: 'can i buy barbed wire', answer: '/gwsh/tables/generic-troops/' },
  { from: GWSH, query: 'what is a small brigade', answer: '/gwsh/rules/army-composition/' },
  { from: GWSH, query: 'how far can artillery fire', answer: '/gwsh/rules/main-rulebook/' },
  { from: GWSH, query: 'arty missions', answer: '/gwsh/tables/fire-missions/' },
  { from: GWSH, query: 'VP for a broken brigade', answer: '/gwsh/rules/victory-conditions/' },
  { from: GWSH, query: 'FOO cost', answer: '/gwsh/tables/generic-troops/' },
  { from: GWSH, query: 'defense cost', answer: '/gwsh/tables/generic-troops/' },
  { from: GWSH, query: 'naval gunfire', answer: null },
  { from: GWSH, query: 'zeppelin', answer: null },
  { from: '/1916/setup/lulls/', query: 'naval gunfire', answer: null },
  { from: '/1916/setup/lulls/', query: 'how far apart are bases', answer: '/1916/tables/base-intervals/' },
  { from: '/1916/setup/lulls/', query: 'airstrike', answer: '/1916/tables/barrage-availability/' },
  { from: '/1916/setup/lulls/', query: 'what are the heavy weapons', answer: '/1916/tables/extra-heavy-weapons/' },
  { from: '/gbww2/charts/fire/', query: 'how many action points', answer: '/gbww2/charts/actions-and-movement/' },
  { from: '/gbww2/charts/fire/', query: 'paratroops', answer: '/gbww2/' },
  { from: '/gbww2/charts/fire/', query: 'smg', answer: '/gbww2/tables/smg-fire/' },
  { from: '/gbww2/charts/fire/', query: 'armor', answer: '/gbww2/' },
  { from: '/gw54/', query: 'tank rules', answer: null },
  { from: '/gw54/', query: 'morale odds', answer: '/gw54/calculators/morale-odds/' },
  { from: '/gw54/', query: 'machine gun', answer: '/gw54/tables/weapons/' },
];

export interface RelevanceFigures {
  asked: number;
  first: number;
  firstThree: number;
  /** Questions whose answer was not first: the query and the first three addresses. */
  misses: { query: string; from: string; got: string[] }[];
}

/**
 * The page links of the results, once they have stopped changing for a second (Pagefind redraws when filters
 * arrive, and the dialog searches again for a question or a relaxed query); and the line under the box.
 */
async function resultLinks(page: Page): Promise<{ pages: string[]; note: string }> {
  const read = async () => {
    const links = await page.locator('.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const note = (await page.locator('.gw-search-nearest').allTextContents()).join(' ');
    const message = (await page.locator('.pagefind-ui__message').allTextContents()).join(' ');
    return { pages: links.filter((l) => !l.includes('#')), note, key: `${links.join()}|${note}|${message}` };
  };
  let last = '';
  let steady = 0;
  let now = await read();
  for (let i = 0; i < 60 && steady < 4; i += 1) {
    await page.waitForTimeout(250);
    now = await read();
    steady = now.key === last && (now.pages.length > 0 || /No results/.test(now.key)) ? steady + 1 : 0;
    last = now.key;
  }
  return { pages: now.pages, note: now.note };
}

export async function searchRelevance(browser: Browser, origin: string, set: readonly Question[] = questions): Promise<RelevanceFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const figures: RelevanceFigures = { asked: 0, first: 0, firstThree: 0, misses: [] };
  for (const q of set) {
    await page.goto(`${origin}${q.from}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('input.pagefind-ui__search-input').fill(q.query);
    const { pages, note } = await resultLinks(page);
    const got = pages.slice(0, 3);
    figures.asked += 1;
    // Not covered: right when the search says so, or shows nothing.
    const right = (l: string | undefined) =>
      q.answer === null ? /^Nothing in /.test(note) || pages.length === 0 : !!l?.startsWith(q.answer);
    if (right(got[0])) figures.first += 1;
    else figures.misses.push({ query: q.query, from: q.from, got: q.answer === null ? [note || 'results shown', ...got] : got });
    if (q.answer === null ? right(undefined) : got.some(right)) figures.firstThree += 1;
  }
  await context.close();
  return figures;
}
