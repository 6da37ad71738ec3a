/** The quick-reference sheet: the tables of a game on two printed A4 sheets, each with a code that opens its page. */
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { test, expect, type Locator } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

const PAGE = '/gwsh/quick-reference/';

test('the quick reference prints on at most two A4 sheets, and each code opens its table', async ({ page }) => {
  await page.goto(PAGE);
  // Six tables from the tables collection, victory points and the sequence: eight blocks, eight codes.
  await expect(page.locator('.qr-code svg')).toHaveCount(8);
  await expect(page.locator('.qr-sheet table')).toHaveCount(6);
  // The national quality row as on its own page (10.2): German/USA/French/UK Veteran 120%.
  await expect(page.locator('.qr-sheet tr', { hasText: 'German/USA/French/UK' }).first()).toContainText('120%');
  // Chromium's print to PDF; each page object of the file is one sheet.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  const sheets = (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
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

/** Whether a folded note's text is drawn: its details' content box, hidden while folded unless a rule shows it. */
const noteShown = (note: Locator) => note.evaluate((el) => getComputedStyle(el, '::details-content').contentVisibility !== 'hidden');

for (const [system, home, tables, blocks] of [
  ['1916', '/1916/', 4, 4],
  ['gbww2', '/gbww2/', 7, 7],
  ['gw54', '/gw54/', 2, 4],
] as const) {
  test(`the ${system} quick reference prints whole on at most two A4 sheets, and its home links to it`, async ({ page }) => {
    await page.goto(home);
    await page.getByRole('link', { name: 'quick-reference sheet' }).click();
    await expect(page).toHaveURL(new RegExp(`/${system}/quick-reference/$`));
    // On screen a long note is folded ("1916" terrain effects: the barbed wire row's).
    const notes = await page.locator('details.gw-note').all();
    expect(notes.length > 0).toBe(system === '1916');
    for (const note of notes) expect(await noteShown(note)).toBe(false);
    await expect(page.locator('.qr-sheet table')).toHaveCount(tables);
    await expect(page.locator('.qr-code svg')).toHaveCount(blocks);
    // On paper (A4 less its margins) no table is cut: none is wider than the space it is given.
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    const cut = await page.locator('.gw-table-wrap').evaluateAll((wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 2).length);
    expect(cut).toBe(0);
    // A long note, folded on screen, is printed whole.
    for (const note of notes) expect(await noteShown(note)).toBe(true);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect((pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
    await expectNoAxeViolations(page);
  });
}
