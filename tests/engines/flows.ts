/**
 * The flows where browser engines differ, walked as a player or an organiser walks them, once per engine
 * (firefox.engine.ts, webkit.engine.ts): every kind of page, the list builder and a shared list, the event with
 * its hall view and players' link, search, glossary cards by click, tap and Enter, print, and the offline copy
 * (last, since it takes the server away). Any uncaught page error fails the flow that saw it. The rest of the
 * browser suite runs in Chromium (tests/browser/).
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfPages.ts';
import { serveSite, type EngineSite } from './server.ts';
import { hasText, hydrated, selectOption, shown, waitFor, type EnginePage, type Target } from './engine.ts';

const LIST_BUILDER = '/gwsh/calculators/list-builder/';
const EVENT = '/gwsh/calculators/event/';
const RULE = '/gwsh/rules/points-system/';

/** Whether a popover card is open. */
const popoverOpen = (page: EnginePage, id: string) =>
  page.evaluate((card) => document.getElementById(card)?.matches(':popover-open') ?? false, id);

export function engineFlows(open: (origin: string) => Promise<EnginePage>) {
  let site: EngineSite;
  let page: EnginePage;
  beforeAll(async () => {
    site = await serveSite();
    page = await open(site.origin);
  });
  afterAll(async () => {
    await page?.close();
    await site?.stop();
  });
  afterEach(async () => {
    expect(await page.errors(), 'uncaught page errors').toEqual([]);
  });

  it('every kind of page loads: home, rule, table, glossary, changelog, JSON and the calculators', async () => {
    for (const path of ['/', RULE, '/gwsh/troop-costs/germany/', '/gwsh/glossary/', '/changelog/', '/1916/', '/gw54/']) {
      await page.goto(path);
      await shown(page, { css: 'h1' });
    }
    await page.goto('/gwsh/troop-costs/germany/');
    await hasText(page, { css: '[id="77mm-field-gun"]' }, '77mm field gun');
    for (const path of [
      '/gwsh/calculators/aircraft/',
      '/gwsh/calculators/victory-points/',
      '/gwsh/calculators/scenario/',
      '/gw54/calculators/shooting-odds/',
    ]) {
      await page.goto(path);
      await hydrated(page);
    }
    await page.goto('/data/index.json');
    expect(
      await page.evaluate(() =>
        fetch('/data/index.json')
          .then((r) => r.json())
          .then((d: { dataVersion: string }) => d.dataVersion),
      ),
    ).toMatch(/^\d/);
  });

  it('the list builder: a brigade added takes focus clear of the total bar, is costed, and shared by a link', async () => {
    await page.goto(LIST_BUILDER);
    await hydrated(page, 'ListBuilder');
    // Each new brigade's name field has focus, in full view above the sticky total bar, the third (added at
    // the foot of the window) too.
    for (let brigades = 1; brigades <= 3; brigades++) {
      await page.click({ button: 'Add brigade' });
      await waitFor(page, `brigade ${brigades} to be added`, (n) => document.querySelectorAll('.lb-brigade').length === n, brigades);
      const clear = await waitFor(
        page,
        `brigade ${brigades}'s name to have focus`,
        (n) => {
          const field = document.activeElement;
          const bar = document.querySelector('.lb-totalbar');
          if (!(field instanceof HTMLInputElement) || !bar || !field.id.endsWith(`-b${n - 1}-name`)) return null;
          return {
            field: field.getBoundingClientRect().bottom,
            bar: bar.getBoundingClientRect().top,
            label: field.labels?.[0]?.textContent ?? '',
          };
        },
        brigades,
      );
      expect(clear.label).toContain('Brigade name');
      expect(clear.field).toBeLessThanOrEqual(clear.bar);
    }
    await page.fill({ label: 'Brigade name' }, 'Guns');
    // Four 77mm field guns at 6, Regular: 24 points.
    await page.fill({ label: 'Add stands to Guns' }, '77mm');
    await page.click({ css: '[role=option]', text: '77mm field gun' });
    await page.fill({ label: 'Number of 77mm field gun in Guns' }, '4');
    await hasText(page, { css: '.lb-total-figure' }, '24');
    await page.fill({ label: 'List name' }, 'Engine check');
    await page.click({ button: 'Copy share link' });
    const link = await waitFor(
      page,
      'the share link',
      () => (find({ label: 'Share link for this list' }) as HTMLInputElement | null)?.value,
    );
    expect(link).toMatch(/#list=/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await hasText(page, { css: '.lb-shared' }, 'Engine check');
    await hasText(page, { css: '.lb-shared .lb-roster-total' }, '24');
  });

  it("the event: players added, a round paired and scored, the hall view and the players' link", async () => {
    await page.goto(EVENT);
    await hydrated(page, 'EventManager');
    // The tool is enabled once the kept event (none here) is read. Its fieldset is what is disabled until then, which
    // a control's own `disabled` does not say: `:disabled` does.
    await waitFor(page, 'the event to be read', () => find({ button: 'Add player' })?.matches(':enabled'));
    for (const [i, [name, side]] of (
      [
        ['Ann', 'allied'],
        ['Ben', 'allied'],
        ['Gus', 'axis'],
        ['Hal', 'axis'],
      ] as const
    ).entries()) {
      await page.fill({ label: 'Name' }, name);
      await selectOption(page, { label: 'Side' }, side);
      await page.click({ button: 'Add player' });
      await waitFor(
        page,
        `${name} among the players`,
        (n) => document.querySelectorAll('[data-testid="event-players"] li').length === n,
        i + 1,
      );
    }
    await waitFor(page, 'four players', () => document.querySelectorAll('[data-testid="event-players"] li').length === 4);
    await page.click({ button: 'Pair round 1' });
    await hasText(page, { css: '[data-testid="event-news"]' }, 'Round 1 is paired.');
    // Table 1: 9 to 4, a keystroke each. Under load, WebKitGTK's driver can empty a field on a second quick
    // keystroke (its own input event says so before any script of the page runs); the Chromium suite enters
    // scores of two digits and a score typed and cleared at once.
    await page.fill({ css: '[data-testid="round-1"] input[id$="-t1-allied"]' }, '9');
    await page.fill({ css: '[data-testid="round-1"] input[id$="-t1-axis"]' }, '4');
    await waitFor(page, 'a total of 9 in the standings', () =>
      [...document.querySelectorAll('[data-testid="event-standings"] tbody tr')].some((r) => r.textContent?.includes('9')),
    );
    await page.click({ button: "Make the players' link" });
    const link = await waitFor(
      page,
      "the players' link",
      () => (find({ css: 'input[value*="#players="]' }) as HTMLInputElement | null)?.value,
    );
    await page.goto('/gwsh/calculators/event/hall/');
    await waitFor(page, "the hall view's two tables", () => document.querySelectorAll('[data-testid="board-tables"] li').length === 2);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await hasText(page, { css: '[data-testid="link-notice"]' }, "signed with the organiser's key");
    await waitFor(
      page,
      "the players' standings",
      () => document.querySelectorAll('[data-testid="board-standings"] tbody th[scope="row"]').length === 4,
    );
    // A player reports table 2 from the phone (7 to 5), and the organiser types the code the phone shows.
    const form = '[data-testid="report-result"]';
    await page.click({ button: 'Report your result', within: form });
    await selectOption(page, { label: 'Your table', within: form }, '2');
    await page.click({ css: `${form} input[type="radio"]` });
    await page.fill({ css: `${form} input[id$="-allied"]` }, '7');
    await page.fill({ css: `${form} input[id$="-axis"]` }, '5');
    await page.click({ button: 'Make my result code', within: form });
    const code = await waitFor(page, 'the result code', () => document.querySelector('[data-testid="result-code"]')?.textContent);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await page.goto(EVENT);
    await hydrated(page, 'EventManager');
    await page.fill({ label: 'Result code' }, code);
    await page.click({ button: 'Take the code' });
    await hasText(page, { css: '[data-testid="reports"] li' }, 'Round 1, table 2: ');
  });

  it('search finds a cost row from a rule page', async () => {
    await page.goto(RULE);
    await page.click({ css: 'site-search button[data-open-modal]' });
    await page.fill({ css: 'input.pagefind-ui__search-input' }, 'MG 1917');
    await waitFor(page, 'the German MG 1917-18 row among the results', () =>
      [...document.querySelectorAll('.pagefind-ui__result-link')].some(
        (a) => a.getAttribute('href') === '/gwsh/troop-costs/germany/#mg-1917-18',
      ),
    );
    await page.press('Escape');
  });

  it("a term's card opens by click, by Enter and by a tap, beside its word", async ({ skip }) => {
    await page.goto(RULE);
    const word: Target = { button: 'national quality' };
    await page.click(word);
    await waitFor(page, 'the card to open on a click', () => document.getElementById('term-national-quality')?.matches(':popover-open'));
    await page.press('Escape');
    await waitFor(page, 'the card to close on Escape', () => !document.getElementById('term-national-quality')?.matches(':popover-open'));
    // Keyboard: the word has focus after the click; Enter opens the card as a popover.
    await page.press('Enter');
    await waitFor(page, 'the card to open on Enter', () => document.getElementById('term-national-quality')?.matches(':popover-open'));
    const apart = await page.evaluate(() => {
      const w = find({ button: 'national quality' })!.getBoundingClientRect();
      const c = document.getElementById('term-national-quality')!.getBoundingClientRect();
      return Math.hypot(Math.max(0, c.x - w.right, w.x - c.right), Math.max(0, c.y - w.bottom, w.y - c.bottom));
    });
    expect(apart).toBeLessThanOrEqual(160);
    await page.press('Escape');
    expect(await popoverOpen(page, 'term-national-quality')).toBe(false);
    if (!(await page.tap({ button: 'off table' })))
      return skip(`${page.engine}'s driver has no touch input: the tap is left to the other engines`);
    await waitFor(page, 'the card to open on a tap', () => document.getElementById('term-off-table-artillery')?.matches(':popover-open'));
  });

  it('the quick reference prints on at most two A4 sheets', async ({ skip }) => {
    await page.goto('/gwsh/quick-reference/');
    await shown(page, { css: 'h1' });
    const pdf = await page.pdf();
    if (pdf === null) return skip(`${page.engine}'s driver cannot print`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const sheets = pdfPages(pdf);
    expect(sheets).toBeGreaterThan(0);
    expect(sheets).toBeLessThanOrEqual(2);
  });

  it('after a first visit the site works with the network gone', async () => {
    await page.goto(RULE);
    // The worker controls the page once its copy of the whole build is complete.
    await waitFor(page, 'the offline copy', async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    });
    await site.stop();
    for (const path of ['/gwsh/troop-costs/france/', '/gwsh/rules/encounter/', LIST_BUILDER]) {
      await page.goto(path);
      await shown(page, { css: 'h1' });
    }
    await hydrated(page, 'ListBuilder');
    await page.click({ button: 'Add brigade' });
    await shown(page, { label: 'Brigade name' });
  });
}
