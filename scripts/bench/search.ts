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
  /** The start of the address that answers it. */
  answer: string;
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
  { from: '/gbww2/charts/fire/', query: 'rally', answer: '/gbww2/tables/rally-numbers/' },
  { from: '/gbww2/charts/fire/', query: 'barrage delay', answer: '/gbww2/charts/barrage/' },
  { from: '/gw54/', query: 'hit scores', answer: '/gw54/tables/hit-scores/' },
  { from: '/gw54/', query: 'weapons', answer: '/gw54/tables/weapons/' },
];

export interface RelevanceFigures {
  asked: number;
  first: number;
  firstThree: number;
  /** Questions whose answer was not first: the query and the first three addresses. */
  misses: { query: string; from: string; got: string[] }[];
}

/** The page links of the results, once they have stopped changing (Pagefind redraws when filters arrive). */
async function resultLinks(page: Page): Promise<string[]> {
  let last = '';
  for (let i = 0; i < 40; i += 1) {
    await page.waitForTimeout(250);
    const links = await page.locator('.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const pages = links.filter((l) => !l.includes('#'));
    if (pages.length > 0 && pages.join() === last) return pages;
    last = pages.join();
  }
  return last ? last.split(',') : [];
}

export async function searchRelevance(browser: Browser, origin: string): Promise<RelevanceFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const figures: RelevanceFigures = { asked: 0, first: 0, firstThree: 0, misses: [] };
  for (const q of questions) {
    await page.goto(`${origin}${q.from}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('input.pagefind-ui__search-input').fill(q.query);
    const got = (await resultLinks(page)).slice(0, 3);
    figures.asked += 1;
    if (got[0]?.startsWith(q.answer)) figures.first += 1;
    else figures.misses.push({ query: q.query, from: q.from, got });
    if (got.some((l) => l.startsWith(q.answer))) figures.firstThree += 1;
  }
  await context.close();
  return figures;
}
