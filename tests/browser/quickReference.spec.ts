/** The quick-reference sheet: the tables of a game on two printed A4 sheets, each with a code that opens its page. */
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { test, expect, type Locator, type Page } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { pdfPages } from '../support/pdfPages.ts';

const PAGE = '/gwsh/quick-reference/';

test('the quick reference prints on at most two A4 sheets, and each code opens its table', async ({ page }) => {
  await page.goto(PAGE);
  // Seven tables from the tables collection (the strategic situation first, step 5.0), victory points and
  // the sequence: nine blocks, nine codes.
  await expect(page.locator('.qr-code svg')).toHaveCount(9);
  // The counter-battery results name the regiment's AI: the sheet says, under the table, where that value comes from.
  await expect(page.getByRole('list', { name: 'Reading the counter-battery results table' })).toContainText(
    "Regiment AI: the firing regiment's AI value from the main Great War Spearhead rules; these rules do not define it.",
  );
  await expect(page.locator('.qr-sheet table')).toHaveCount(7);
  await expect(page.locator('.qr-block h2').first()).toHaveText(/^Strategic situation/);
  // The national quality row as on its own page (10.2): German/USA/French/UK Veteran 120%.
  await expect(page.locator('.qr-sheet tr', { hasText: 'German/USA/French/UK' }).first()).toContainText('120%');
  await printedAtNinePoints(page);
  // Chromium's print to PDF; each page object of the file is one sheet.
  const sheets = pdfPages(await page.pdf({ format: 'A4' }));
  expect(sheets).toBeGreaterThan(0);
  expect(sheets).toBeLessThanOrEqual(2);
  // The national quality table's code, read from its pixels by an independent decoder.
  const code = page.locator('.qr-block', { has: page.locator('h2#national-quality') }).locator('.qr-code svg');
  await code.evaluate((el) => el.setAttribute('style', 'inline-size: 400px; block-size: 400px'));
  const png = PNG.sync.read(await code.screenshot());
  const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(read?.data).toMatch(/^https?:\/\/[^/]+\/gwsh\/tables\/national-quality\/$/);
  await expectNoAxeViolations(page);
});

test('the quick reference is linked from the Great War Spearhead home page', async ({ page }) => {
  await page.goto('/gwsh/');
  await page.getByRole('link', { name: 'quick-reference sheet' }).click();
  await expect(page).toHaveURL(/\/gwsh\/quick-reference\/$/);
});

/**
 * On paper every table's cells are printed at 9 pt (12 px) or more, and each table gives its page's whole
 * address (the site's origin and the path), not a bare path.
 */
async function printedAtNinePoints(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const sizes = await page
    .locator('.qr-sheet table :is(th, td)')
    .evaluateAll((cells) => cells.map((c) => parseFloat(getComputedStyle(c).fontSize)));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  // The notes under a table carry rules ("1916" terrain effects' ¹ ² ³): 9 pt too.
  const notes = await page.locator('.qr-footnotes li').evaluateAll((items) => items.map((li) => parseFloat(getComputedStyle(li).fontSize)));
  expect(Math.min(12, ...notes)).toBeGreaterThanOrEqual(12);
  // Nor any other text of the sheet: headings, lists, the rule numbers, the addresses.
  const smallest = await page.locator('.qr-sheet').evaluate((sheet) => {
    const sizes = [...sheet.querySelectorAll('*')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''))
      .filter((el) => el.tagName !== 'SUP' && el.getClientRects().length > 0)
      .map((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), text: el.textContent!.trim().slice(0, 40) }));
    return sizes.sort((a, b) => a.size - b.size)[0];
  });
  expect(smallest!.size, `“${smallest!.text}”`).toBeGreaterThanOrEqual(12);
  const origin = new URL(page.url()).origin;
  for (const address of await page.locator('.qr-address').allTextContents()) expect(address.startsWith(`${origin}/`)).toBe(true);
  await expect(page.locator('.qr-address').first()).toBeVisible();
  // Back to no emulation: 'screen' would stay forced on, and a PDF made next would print the screen's styles.
  await page.emulateMedia({ media: null });
}

/** Whether a folded note's text is drawn: its details' content box, hidden while folded unless a rule shows it. */
const noteShown = (note: Locator) => note.evaluate((el) => getComputedStyle(el, '::details-content').contentVisibility !== 'hidden');

for (const [system, home, tables, blocks] of [
  // "1916": terrain, barrages, weapon ranges, setup proximity and the national barrage modifiers.
  ['1916', '/1916/', 5, 5],
  ['gbww2', '/gbww2/', 9, 9],
  ['gw54', '/gw54/', 2, 4],
] as const) {
  test(`the ${system} quick reference prints whole on at most two A4 sheets, and its home links to it`, async ({ page }) => {
    await page.goto(home);
    await page.getByRole('link', { name: 'quick-reference sheet' }).click();
    await expect(page).toHaveURL(new RegExp(`/${system}/quick-reference/$`));
    // On screen a long note is folded ("1916" terrain effects: the barbed wire row's; GBoWWII's modifiers).
    const notes = await page.locator('details.gw-note').all();
    expect(notes.length > 0).toBe(system !== 'gw54');
    for (const note of notes) expect(await noteShown(note)).toBe(false);
    await expect(page.locator('.qr-sheet table')).toHaveCount(tables);
    await expect(page.locator('.qr-code svg')).toHaveCount(blocks);
    // On paper (A4 less its margins) no table is cut: none is wider than the space it is given.
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    const cut = await page.locator('.gw-table-wrap').evaluateAll((wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 2).length);
    expect(cut).toBe(0);
    // The notes a table's markers point to are on the sheet ("1916" terrain effects: ¹ ² ³).
    if (system === '1916') {
      await expect(page.locator('.qr-footnotes li')).toHaveCount(3);
      // The barrage table's short cells stand 2 mm (7.5 px) apart, so "3" and "yes" never run together.
      const gaps = await page
        .locator('[data-table="1916/barrage-availability"] tr > :not(:first-child)')
        .evaluateAll((cells) => cells.map((c) => parseFloat(getComputedStyle(c).paddingInlineStart)));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(7.5);
    }
    // A long note, folded on screen, is printed whole.
    for (const note of notes) expect(await noteShown(note)).toBe(true);
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
    await printedAtNinePoints(page);
    await expectNoAxeViolations(page);
  });
}
