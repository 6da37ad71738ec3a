/**
 * Search relevance: from a page of each rule set, questions players ask and the page that answers each;
 * how many land first, and how many in the first three results. The search answers for the rule set of
 * the page it is opened from (public/search-dialog.js), so each question is asked from that set's page.
 */
import type { Browser, Page } from 'playwright-core';

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
