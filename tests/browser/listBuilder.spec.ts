/**
 * The list builder in a real browser: building by mouse and keyboard, saving, several lists,
 * share links, list files, print, storage trouble, two tabs, a phone-width screen and axe.
 *
 * The worked list used throughout (Germany, 1917, Attack, basic list; limit 650, list points table):
 *   "Sturm", Veteran:            9 Infantry × 5 = 45, 2 MG 1917-18 × 12 = 24, the Division HQ (no price, 0)
 *                                → base 69 × 120 % = 82.8
 *   "Guns", Veteran, off table:  4 × 77mm field gun × 6 = 24 × 120 % = 28.8 × 80 % = 23.04
 *   1 Fighter (not multiplied):  12
 *   Total 82.8 + 23.04 + 12 = 117.84; 650 − 117.84 = 532.16 left.
 * Veteran artillery is right here because the division is set as all Veteran (9.0); in a mixed division,
 * the default, it would have to be Regular.
 */
import { readFile } from 'node:fs/promises';
import changelogJson from '../../src/content/data-changelog.json' with { type: 'json' };
import { test, expect, type Page, type BrowserContext } from './test.ts';
import { pdfPages } from '../support/pdfPages.ts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './axe.ts';
import { listSaved } from './saved.ts';
import { allCostTables } from '../../src/lib/data/tables/costTablesAll.ts';
import type { GwshList } from '../../src/lib/gwsh/list/listFile.ts';
import { listLinkFragment } from '../../src/lib/gwsh/list/listLink.ts';
import { brigade, list } from '../lib/gwsh/list/listBuilders.ts';
import { keyOfList, newRecord, serialiseRecord } from '../../src/lib/tools/listBuilder/savedListRecord.ts';

/** The published data version (the newest changelog entry). */
const CURRENT = changelogJson.entries[0]!.version;

const PATH = '/gwsh/calculators/list-builder/';
const TOTAL = 'Total 117.84 of 650 points, 532.16 left.';

async function open(page: Page, path = PATH) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
}

const meter = (page: Page) => page.getByRole('meter', { name: 'Points used' });
const picker = (page: Page, brigade: string) => page.getByRole('combobox', { name: `Add stands to ${brigade}` });
const option = (page: Page, brigade: string, name: string) =>
  page.getByRole('listbox', { name: `Stands for ${brigade}` }).getByRole('option', { name, exact: true });

/** Every saved entry of the list builder, for "nothing changed" checks. */
const savedEntries = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('gwt:gwsh-list:'))
        .sort()
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );

/** Waits until the autosave has written the list on screen. */
const saved = listSaved;

/**
 * What the browser's own Print does first: it fires `beforeprint`, and the page draws its copy for paper
 * then. The copy's code arrives about a second after the page (until then the screen prints), so the
 * event is fired again until the copy is there.
 */
async function printFromBrowser(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('.lb-print')).toHaveCount(1, { timeout: 250 });
  }).toPass();
}

/** Presses Tab until `target` has focus (at most 10 times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 10; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Builds the worked list with the mouse only. */
async function buildWithMouse(page: Page) {
  await page.getByLabel('Division rated').selectOption('veteran');
  await page.getByRole('button', { name: 'Add brigade' }).click();
  await page.getByLabel('Brigade name').fill('Sturm');
  await page.getByLabel('Morale grade').selectOption('veteran');
  await picker(page, 'Sturm').click();
  await option(page, 'Sturm', 'Infantry 5 pts').click();
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'One more Infantry in Sturm' }).click();
  await picker(page, 'Sturm').fill('mg 1917');
  await option(page, 'Sturm', 'MG 1917-18 12 pts').click();
  await page.getByRole('button', { name: 'One more MG 1917-18 in Sturm' }).click();
  // The Division HQ every basic list must buy (9.0), costed 0.
  await picker(page, 'Sturm').fill('division hq');
  await option(page, 'Sturm', 'Division HQ no value generic').click();

  await page.getByRole('button', { name: 'Add brigade' }).click();
  await page.getByLabel('Brigade name').nth(1).fill('Guns');
  await page.getByLabel('Morale grade').nth(1).selectOption('veteran');
  await page.getByLabel('Off table', { exact: true }).nth(1).check();
  await picker(page, 'Guns').fill('77');
  await option(page, 'Guns', '77mm field gun 6 pts').click();
  await page.getByRole('spinbutton', { name: 'Number of 77mm field gun in Guns' }).fill('4');

  await page.getByRole('button', { name: 'Add aircraft', exact: true }).click();
}

test.describe('list builder', () => {
  test('builds a list with the mouse, shows the exact total and the arithmetic, and keeps it after a reload', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    await expect(page.locator('.lb-total-figure')).toHaveText('117.84');
    await expect(page.getByText('This list breaks no rule the site checks.')).toBeVisible();

    // The arithmetic of the off-table brigade, each step linked to its table row.
    const guns = page.getByRole('region', { name: 'Guns', exact: true });
    await expect(guns.locator('.lb-brigade-cost')).toContainText('23.04 pts');
    await guns.getByText('Show the arithmetic').click();
    const steps = guns.locator('.lb-step');
    await expect(steps).toHaveText([
      '4 × 77mm field gun at 6= 24',
      'Base cost= 24',
      '× 120% national quality (Veteran, German/USA/French/UK)= 28.8',
      '× 80% off-table artillery (20% less)= 23.04',
      'Brigade cost= 23.04',
    ]);
    await expect(guns.getByRole('link', { name: '4 × 77mm field gun at 6' })).toHaveAttribute(
      'href',
      '/gwsh/troop-costs/germany/#77mm-field-gun',
    );
    await expect(guns.getByRole('link', { name: /× 120% national quality/ })).toHaveAttribute(
      'href',
      '/gwsh/tables/national-quality/#german-usa-french-uk',
    );
    // The off-table reading is stated beside the result, and the brigade shows its cost read the other way:
    // 24 × (120 − 20) % = 24.
    await expect(
      page.locator('.lb-screen').getByText("The off-table discount is 20% of the brigade's multiplied cost", { exact: true }),
    ).toBeVisible();
    await expect(guns.locator('.lb-alternative')).toHaveText(
      'Read the other way (20 points off the quality percentage, 100% of the base cost), this brigade would cost 24 pts.',
    );

    await saved(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    await expect(page.getByLabel('Brigade name').nth(0)).toHaveValue('Sturm');
    await expect(page.getByRole('spinbutton', { name: 'Number of Infantry in Sturm' })).toHaveValue('9');
  });

  test('builds a list with the keyboard alone, focus following each step', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Add brigade' }).focus();
    await page.keyboard.press('Enter');
    // Focus moves into the new brigade's name, selected, so typing replaces it.
    await expect(page.getByLabel('Brigade name')).toBeFocused();
    await page.keyboard.type('Sturm');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Morale grade')).toBeFocused();
    await page.keyboard.press('v'); // type-ahead in the select: Veteran
    await expect(page.getByLabel('Morale grade')).toHaveValue('veteran');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Off table', { exact: true })).toBeFocused();
    await tabTo(page, picker(page, 'Sturm')); // past the link of the "no stands yet" finding
    await page.keyboard.type('9 inf');
    await page.keyboard.press('Enter');
    await page.keyboard.type('2 mg 1917');
    await page.keyboard.press('ArrowDown'); // the list is open: the first match stays chosen after wrapping round
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(picker(page, 'Sturm')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Added 2 × MG 1917-18 to Sturm.' })).toBeVisible();
    // 9 × 5 + 2 × 12 = 69 × 120 % = 82.8
    await expect(page.getByRole('region', { name: 'Sturm', exact: true }).locator('.lb-brigade-cost')).toContainText('82.8 pts');

    // Counts by keyboard: arrows and Page Up / Page Down.
    const infantry = page.getByRole('spinbutton', { name: 'Number of Infantry in Sturm' });
    await infantry.focus();
    await page.keyboard.press('ArrowUp');
    await expect(infantry).toHaveValue('10');
    await page.keyboard.press('PageUp');
    await expect(infantry).toHaveValue('20');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowDown');
    await expect(infantry).toHaveValue('9');

    // Removing a line moves focus to the next line's count, and Undo brings the line back.
    await page.getByRole('button', { name: 'Remove Infantry from Sturm' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'Number of MG 1917-18 in Sturm' })).toBeFocused();
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(infantry).toHaveValue('9');

    // The second brigade and the aircraft, by keyboard too.
    await page.getByRole('button', { name: 'Add brigade' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Guns');
    await page.keyboard.press('Tab');
    await page.keyboard.press('v');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Off table', { exact: true }).nth(1)).toBeChecked();
    await tabTo(page, picker(page, 'Guns'));
    await page.keyboard.type('4 77mm');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add aircraft' }).focus();
    await page.keyboard.press('Enter');
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    // The total is announced in a live region once the player pauses.
    await expect(page.locator('.lb-totalbar [aria-live="polite"]')).toHaveText(TOTAL);
  });

  test("says which of 3.0's three lists the player's force still lacks among the saved lists", async ({ page }) => {
    await open(page);
    const force = page.getByRole('region', { name: 'This list’s force' });
    await expect(force).toContainText('No Encounter or Defend list was given for this force');
    // A Defend list of the same force saved beside it: only the Encounter list is missing now.
    await page.getByLabel('List name').fill('Attack');
    await listSaved(page);
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await page.getByLabel('List type').selectOption('defend');
    await expect(force).toContainText('No Encounter list was given for this force');
  });

  test('keeps several lists: new, rename, duplicate, switch and delete with undo', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByLabel('List name')).toBeFocused();
    await page.keyboard.type('Attack 1917');
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(page.getByLabel('List name')).toHaveValue('Attack 1917 (copy)');
    await page.getByLabel('List name').fill('Attack 1917, option A');
    await page.getByLabel('Part').selectOption('option-a');
    // The copy has the same stands; against Option A's 60 points it is over the limit.
    await expect(meter(page)).toHaveAttribute('aria-valuetext', 'Total 117.84 of 60 points, 57.84 over.');
    await expect(page.locator('.lb-screen .finding[data-code="over-limit"]')).toContainText('57.84 over the 60 allowed');

    await page.getByRole('button', { name: 'New list' }).click();
    await page.keyboard.type('Defend 1917');
    await page.getByLabel('List type').selectOption('defend');
    await expect(meter(page)).toHaveAttribute('aria-valuetext', 'Total 0 of 350 points, 350 left.');

    const switcher = page.getByLabel('Open list');
    await expect(switcher.locator('option')).toHaveText([
      'Defend 1917 (basic list) · 0/350 pts',
      'Attack 1917 (basic list) · 117.84/650 pts',
      'Attack 1917, option A (Option A) · 117.84/60 pts',
    ]);
    await switcher.selectOption({ label: 'Attack 1917 (basic list) · 117.84/650 pts' });
    await expect(page.getByLabel('List name')).toHaveValue('Attack 1917');

    await saved(page);
    await page.reload();
    await expect(page.getByLabel('List name')).toHaveValue('Attack 1917');
    await expect(page.getByLabel('Open list').locator('option')).toHaveCount(3);

    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByLabel('Open list').locator('option')).toHaveCount(2);
    await expect(page.getByRole('status')).toContainText('Deleted “Attack 1917”.');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByLabel('Open list').locator('option')).toHaveCount(3);
    await expect(page.getByLabel('List name')).toHaveValue('Attack 1917');
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
  });

  test('a share link carries the list to another browser, read-only until added', async ({ page, browser }) => {
    await open(page);
    await buildWithMouse(page);
    await page.getByLabel('List name').fill('Sturm division');
    await page.getByRole('button', { name: 'Copy share link' }).click();
    const link = await page.getByLabel('Share link for this list').inputValue();
    expect(link).toMatch(/\/gwsh\/calculators\/list-builder\/#list=4\.[0-9a-f]{8}\./);

    const other = await browser.newContext();
    const friend = await other.newPage();
    await open(friend, link.replace(/^https?:\/\/[^/]+/, ''));
    const shared = friend.getByRole('region', { name: 'A shared list (read only)' });
    await expect(shared.getByRole('heading', { name: 'Sturm division' })).toBeVisible();
    await expect(shared.locator('.lb-roster-total')).toContainText('117.84');
    // While the shared list is open, the bar in reach shows its total, not the visitor's own empty list.
    await expect(friend.locator('.lb-total-name')).toHaveText('Shared: Sturm division');
    await expect(meter(friend)).toHaveAttribute('aria-valuetext', TOTAL);
    expect(await savedEntries(friend)).toEqual({});

    await shared.getByRole('button', { name: 'Add to my lists' }).click();
    await expect(shared).toHaveCount(0);
    await expect(friend.getByLabel('List name')).toHaveValue('Sturm division');
    await expect(meter(friend)).toHaveAttribute('aria-valuetext', TOTAL);
    expect(new URL(friend.url()).hash).toBe('');
    expect(Object.keys(await savedEntries(friend))).toHaveLength(1);
    await other.close();
  });

  test('a long shared list, drawn in the background once added, takes focus in its name field, and the list that was on screen keeps its own', async ({
    page,
  }) => {
    // 60 brigades of two lines, 120 lines: past the 100 the page draws at once (AT_ONCE_LINES in
    // src/lib/tools/listBuilder/listBuilderModel.ts), so the added list is drawn in the background first.
    const two = brigade('B', 'regular', [
      ['infantry', 4],
      ['mg-1917-18', 1],
    ]);
    const long = list({ nation: 'germany', year: 1917, name: 'Long', brigades: Array.from({ length: 60 }, () => two) });
    await open(page);
    await page.getByLabel('List name').fill('Mine');
    await saved(page);
    await open(page, `${PATH}#${listLinkFragment(long)}`);
    await page.getByRole('button', { name: 'Add to my lists' }).click();
    // Focus waits until the added list is drawn, then lands in its name field (not in the field of "Mine").
    await expect(page.getByLabel('List name')).toHaveValue('Long');
    await expect(page.getByLabel('List name')).toBeFocused();
    await page.keyboard.type(' (club night)');
    await expect(page.getByLabel('List name')).toHaveValue('Long (club night)');
    await expect(page.locator('.lb-brigade')).toHaveCount(60);
    await saved(page);
    const names = Object.values(await savedEntries(page)).map((text) => (JSON.parse(text!) as { list: { name: string } }).list.name);
    expect(names.sort()).toEqual(['Long (club night)', 'Mine']);
  });

  test('a damaged or newer share link says why and leaves the saved lists alone', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await saved(page);
    const before = await savedEntries(page);

    await page.goto(`${PATH}#list=1.N4IgDg9gtgsoldnotvalid`);
    await expect(page.getByRole('alert')).toContainText('This shared link could not be opened.');
    await expect(page.getByRole('alert')).toContainText('damaged');
    await expect(page.getByRole('alert')).toContainText('Your saved lists have not been changed.');
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    expect(await savedEntries(page)).toEqual(before);

    await page.goto(`${PATH}#list=7.abc`);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('newer version of the site (format 7)');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await savedEntries(page)).toEqual(before);
  });

  test('list files: a bad file gets one sentence and changes nothing; a good one is added', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await saved(page);
    const before = await savedEntries(page);
    const input = page.locator('input[type="file"]');

    const bad = {
      format: 'gwsh-list',
      version: 1,
      nation: 'germany',
      year: 1917,
      list: 'attack',
      part: 'basic',
      brigades: [{ name: 'x', grade: 'heroic', stands: [] }],
    };
    await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect(page.getByRole('alert')).toContainText(
      '“bad.json” was not imported: Brigade 1 ("x"): grade must be one of elite, veteran, regular, green, random (got "heroic").',
    );
    await expect(page.getByRole('alert')).toContainText('Your lists have not been changed.');
    await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ nope') });
    await expect(page.getByRole('alert')).toContainText('“notes.json” was not imported: The file is not valid JSON');
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    expect(await savedEntries(page)).toEqual(before);

    // Download the list, then import that very file: it is already saved exactly so, and nothing is added.
    // Renamed, it comes back as a second list with the same total.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download list file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('attack-basic-list.gwsh-list.json');
    const text = await readFile(await file.path(), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'gwsh-list', version: 1, dataVersion: CURRENT, nation: 'germany', year: 1917 });
    await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByRole('status')).toContainText(
      'No new lists. One list was already saved just as it is, so it was not added again.',
    );
    await expect(page.getByLabel('Open list').locator('option')).toHaveCount(1);
    const renamed = JSON.stringify({ ...JSON.parse(text), name: 'My copy' });
    await input.setInputFiles({ name: 'copy.json', mimeType: 'application/json', buffer: Buffer.from(renamed) });
    await expect(page.getByRole('status')).toContainText('Imported “copy.json” as a new list.');
    await expect(page.getByLabel('Open list').locator('option')).toHaveCount(2);
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
  });

  test('importing several files reports every file: a bad one never hides a good one or another bad one', async ({ page }) => {
    await open(page);
    const input = page.locator('input[type="file"]');
    const good = {
      format: 'gwsh-list',
      version: 1,
      name: 'Good',
      nation: 'germany',
      year: 1917,
      list: 'attack',
      part: 'basic',
      brigades: [],
    };
    const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await input.setInputFiles([file('bad.json', '{ nope'), file('good.json', JSON.stringify(good))]);
    await expect(page.getByRole('alert')).toContainText('“bad.json” was not imported: The file is not valid JSON');
    await expect(page.getByRole('status')).toContainText('Imported “good.json” as a new list.');
    // One file was added, so the message does not claim the lists are unchanged.
    await expect(page.getByRole('alert')).toContainText('The other files were added as new lists; nothing else was changed.');
    await expect(page.getByRole('alert')).not.toContainText('Your lists have not been changed.');
    await input.setInputFiles([file('one.json', '[]'), file('two.json', '{ "format": "other" }')]);
    await expect(page.getByRole('alert')).toContainText('“one.json” was not imported');
    await expect(page.getByRole('alert')).toContainText('“two.json” was not imported');
  });

  test('saves every list in one backup file, and restoring it elsewhere brings them all back, once', async ({ page, browser }) => {
    await open(page);
    await page.getByLabel('List name').fill('Attack 1917');
    await page.getByRole('button', { name: 'New list' }).click();
    await page.keyboard.type('Defend 1917');
    await page.getByLabel('List type').selectOption('defend');
    await saved(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save all my lists' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^great-war-tables-lists-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await file.path(), 'utf8');
    const backup = JSON.parse(text);
    expect(backup).toMatchObject({ format: 'gwsh-lists', version: 1 });
    expect(backup.lists.map((l: { name: string }) => l.name).sort()).toEqual(['Attack 1917', 'Defend 1917']);

    // Another browser (its own storage): restoring the backup adds both lists beside its own.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const there = await other.newPage();
      await open(there);
      const input = there.locator('input[type="file"]');
      const backupFile = { name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) };
      await input.setInputFiles(backupFile);
      await expect(there.getByRole('status')).toContainText('Imported 2 lists');
      const names = () => there.getByLabel('Open list').locator('option').allTextContents();
      await expect.poll(async () => (await names()).filter((n) => /Attack 1917|Defend 1917/.test(n)).length).toBe(2);
      const count = (await names()).length;
      // Restored again: nothing is added twice, and the page says so.
      await input.setInputFiles(backupFile);
      await expect(there.getByRole('status')).toContainText('2 lists were already saved just as they are');
      expect(await names()).toHaveLength(count);
    } finally {
      await other.close();
    }
  });

  test('a backup whose second entry is refused restores the others and names the one refused', async ({ page }) => {
    await open(page);
    const list = (name: string) => ({
      format: 'gwsh-list',
      version: 1,
      name,
      nation: 'germany',
      year: 1917,
      list: 'attack',
      part: 'basic',
      brigades: [{ name: 'A', grade: 'regular', stands: [{ unit: 'infantry', count: 1 }] }],
    });
    // The second entry has a brigade grade no list may have; the first and third are good.
    const refused = { ...list('Refused'), brigades: [{ name: 'A', grade: 'excellent', stands: [] }] };
    const backup = { format: 'gwsh-lists', version: 1, lists: [list('First kept'), refused, list('Third kept')] };
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
    await expect(page.getByRole('status')).toContainText('Imported 2 lists');
    await expect(page.getByRole('alert')).toContainText('“backup.json, list 2” was not imported');
    const names = await page.getByLabel('Open list').locator('option').allTextContents();
    expect(names.filter((n) => /First kept|Third kept/.test(n))).toHaveLength(2);
  });

  test('prints one roster per list and nothing else', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    // The browser's own Print (menu, Ctrl+P): the copy for paper is drawn when the browser says it is about to print.
    await expect(page.locator('.lb-print')).toHaveCount(0);
    await printFromBrowser(page);
    await page.emulateMedia({ media: 'print' });
    const roster = page.locator('.lb-print .lb-roster');
    await expect(roster).toHaveCount(1);
    await expect(roster).toBeVisible();
    await expect(roster.getByRole('heading', { name: 'Attack, basic list' })).toBeVisible();
    await expect(roster.locator('.lb-roster-group')).toHaveText([
      /Sturm · Veteran · 12 stands/,
      /Guns · Veteran · off table · 4 stands/,
      /Aircraft/,
    ]);
    await expect(roster.locator('.lb-roster-total')).toContainText('117.84');
    await expect(roster).toContainText('Base 24 × 120% × 80% off table');
    // The footer gives the quick-reference sheet's whole address, to type from paper.
    await expect(page.locator('.lb-print-foot')).toContainText(`(${new URL('/gwsh/quick-reference/', page.url()).href})`);
    for (const hidden of [
      page.locator('.lb-screen'),
      page.getByRole('button', { name: 'Add brigade' }),
      page.locator('nav.sidebar'),
      page.locator('h1'),
      page.locator('header.header'),
    ]) {
      await expect(hidden).toBeHidden();
    }
    // One page on A4 and on Letter.
    for (const format of ['A4', 'Letter'] as const) {
      expect(pdfPages(await page.pdf({ format })), format).toBe(1);
    }
  });

  test('the printed roster names the player and carries a QR code that opens the same list', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await page.getByLabel('Player').fill('Ada Lovelace');
    await saved(page);
    await printFromBrowser(page);
    await page.emulateMedia({ media: 'print' });
    const roster = page.locator('.lb-print .lb-roster');
    await expect(roster.locator('.lb-roster-player')).toHaveText('Player: Ada Lovelace');
    await expect(roster).toContainText(`data version ${CURRENT}`);
    const qr = roster.getByRole('img', { name: "QR code of this list's share link" });
    await expect(qr).toBeVisible();
    // Decode the code from its pixels with an independent reader (drawn larger than on paper, where a
    // 40 mm code is printed at the printer's resolution), then open what it says.
    await qr.evaluate((el) => el.setAttribute('style', 'inline-size: 600px; block-size: 600px'));
    const png = PNG.sync.read(await qr.screenshot());
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(read?.data).toMatch(/\/gwsh\/calculators\/list-builder\/#list=4\./);
    await page.emulateMedia({ media: 'screen' });
    await page.goto(read!.data.replace(/^https?:\/\/[^/]+/, ''));
    const shared = page.getByRole('region', { name: 'A shared list (read only)' });
    await expect(shared).toContainText('Player: Ada Lovelace');
    await expect(shared.locator('.lb-roster-total')).toContainText('117.84');
  });

  test("prints a whole set, or an opponent's copy without the off-table guns", async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await page.getByLabel('Part').selectOption('option-a');
    await page.getByLabel('Open list').selectOption({ index: 0 });
    await expect(page.getByRole('button', { name: 'Print its set (2 lists)' })).toBeVisible();
    // The page's own print dialog is stubbed: the test looks at what would be printed.
    await page.evaluate(() => (window.print = () => undefined));
    await page.getByRole('button', { name: 'Print an opponent’s copy' }).click();
    await page.emulateMedia({ media: 'print' });
    const copy = page.locator('.lb-print .lb-roster');
    await expect(copy).toHaveCount(1);
    await expect(copy).toHaveAttribute('aria-label', 'Opponent’s copy: Attack, basic list');
    await expect(copy.locator('.lb-roster-group')).toHaveText([/Sturm · Veteran · 12 stands/, /Aircraft/]);
    await expect(copy.locator('.lb-roster-total')).toHaveCount(0);
    await expect(copy).toContainText('off-table formations, gas fire missions and the options are left out');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print its set (2 lists)' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.lb-print .lb-roster')).toHaveCount(2);
    // The same set on one sheet: a compact table per list, each with the worked list's brigades and totals.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print its set on one sheet' }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.lb-print .lb-set-sheet');
    await expect(sheet).toHaveCount(1);
    await expect(sheet.locator('table')).toHaveCount(2);
    const basic = sheet.locator('table').first();
    await expect(basic.locator('caption')).toContainText('Attack, basic list · Germany 1917 · 117.84 of 650 points');
    await expect(basic.locator('tbody tr').first().locator('th, td')).toHaveText([
      'Sturm (Veteran)',
      '9 Infantry, 2 MG 1917-18, 1 Division HQ',
      '82.8',
    ]);
    await expect(basic.locator('tbody tr').nth(1).locator('th, td')).toHaveText(['Guns (Veteran, off table)', '4 77mm field gun', '23.04']);
    await expect(basic.locator('tbody tr').nth(2).locator('th, td')).toHaveText(['Aircraft', '1 Fighter', '12']);
    await expect(sheet.locator('table').nth(1).locator('caption')).toContainText('Attack, Option A');
    // The off-table guns rest on the reading of "20% less": the roster ends with it, unless asked not to.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print this list' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.lb-print .lb-roster-readings')).toContainText('The off-table discount is 20%');
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('End each printed list with the readings of unclear rules it relied on').uncheck();
    await page.getByRole('button', { name: 'Print this list' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.lb-print .lb-roster')).toHaveCount(1);
    await expect(page.locator('.lb-print .lb-roster-readings')).toHaveCount(0);
  });

  test('works, and says so, when the browser refuses storage (private mode)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await open(page);
    await expect(page.getByRole('note').filter({ hasText: 'not letting the page save anything' })).toBeVisible();
    await buildWithMouse(page);
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(page.getByLabel('Open list').locator('option')).toHaveCount(2);
  });

  test('a full storage is reported, nothing is lost, and the save goes through once there is room', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Add brigade' }).click();
    await saved(page);
    await page.evaluate(() => {
      const real = Storage.prototype.setItem;
      (window as unknown as { restoreStorage: () => void }).restoreStorage = () => (Storage.prototype.setItem = real);
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    await page.getByLabel('Brigade name').fill('Kept in memory');
    await expect(page.getByRole('alert')).toContainText('storage for this site is full');
    await expect(page.getByLabel('Brigade name')).toHaveValue('Kept in memory');
    await page.evaluate(() => (window as unknown as { restoreStorage: () => void }).restoreStorage());
    await page.getByRole('button', { name: 'Try saving again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Brigade name')).toHaveValue('Kept in memory');
  });

  test('a saved list past the size a list may have (an older version made it) is shown aside and split into lists on request', async ({
    page,
  }) => {
    // 3 brigades of 400 lines: 1,200 lines, past the 1,000 a list may have now.
    const big: GwshList = {
      format: 'gwsh-list',
      version: 1,
      name: 'Old army',
      nation: 'germany',
      year: 1917,
      list: 'attack',
      part: 'basic',
      brigades: ['B1', 'B2', 'B3'].map((name) => ({
        name,
        grade: 'regular' as const,
        stands: Array.from({ length: 400 }, (_, i) => ({ unit: i % 2 ? 'infantry' : 'mg-1917-18', count: 1 })),
      })),
    };
    await page.goto(PATH);
    await page.evaluate(
      ([key, text]) => localStorage.setItem(key!, text!),
      [keyOfList('old'), serialiseRecord(newRecord('old', big, 1, allCostTables))],
    );
    await open(page);
    const oversized = page.getByTestId('oversized-list');
    await expect(oversized).toContainText('“Old army” is larger than a list may now be: 3 brigades and 1,200 lines');
    // Read only: its roster, costed in full (600 Infantry × 5 + 600 MG 1917-18 × 12 = 10,200 points).
    await oversized.getByRole('button', { name: 'Show it (read only)' }).click();
    await expect(oversized.getByRole('article', { name: 'Roster: Old army' })).toContainText('10200');
    // As a list file, whole: it reads back as the same 1,200 lines.
    const download = page.waitForEvent('download');
    await oversized.getByRole('button', { name: 'Download it as a list file' }).click();
    const file = await readFile((await (await download).path())!, 'utf8');
    expect(JSON.parse(file).brigades.flatMap((b: { stands: unknown[] }) => b.stands)).toHaveLength(1200);
    await oversized.getByRole('button', { name: 'Split it into 2 lists' }).click();
    await expect(page.getByRole('status')).toContainText('split into 2 lists');
    await expect(oversized).toHaveCount(0);
    await expect(page.getByLabel('Open list').locator('option')).toHaveText([/Old army \(part 1 of 2\)/, /Old army \(part 2 of 2\)/]);
    await page.reload();
    await expect(page.getByLabel('Open list').locator('option')).toHaveCount(2);
  });

  test('opened on a storage that is already full, the saved lists are all shown, and the page says storage is full', async ({ page }) => {
    await open(page);
    await page.getByLabel('List name').fill('Kept before it filled');
    await page.getByRole('button', { name: 'Add brigade' }).click();
    await saved(page);
    // From the next load on, every write to the site's storage fails for lack of room (as a full one does);
    // the page's theme picker writes as it opens, and must not throw either.
    await page.addInitScript(() => {
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('full', 'QuotaExceededError');
        real.call(this, key, value);
      };
    });
    await page.reload();
    await expect(page.getByLabel('List name')).toHaveValue('Kept before it filled');
    await expect(page.getByRole('alert')).toContainText('storage for this site is full: your saved lists are shown');
    await expect(page.getByRole('alert')).not.toContainText('private browsing');
    await expect(page.getByRole('button', { name: 'Save all my lists' })).toBeVisible();
  });

  test('with storage full, a new list or another list never throws away the unsaved edit', async ({ page }) => {
    await open(page);
    await page.getByLabel('List name').fill('First');
    await page.getByRole('button', { name: 'Add brigade' }).click();
    await saved(page);
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByLabel('List name').fill('Second');
    await saved(page);
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    await page.getByLabel('List name').fill('Second, edited');
    await expect(page.getByRole('alert')).toContainText('storage for this site is full');
    await page.getByRole('button', { name: 'New list' }).click();
    await expect(page.getByLabel('List name')).toHaveValue('Second, edited');
    await expect(page.getByRole('status')).toContainText('is not saved yet');
    await page.getByLabel('Open list').selectOption({ index: 0 });
    await expect(page.getByLabel('List name')).toHaveValue('Second, edited');
  });

  test('a damaged saved entry (keys named like Object methods) does not take the page down', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await saved(page);
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('gwt:gwsh-list:'))!;
      const record = JSON.parse(localStorage.getItem(key)!);
      const entry = { name: 'x', href: 'https://evil.example/', values: { points: 1 } };
      record.rows = { ...record.rows, toString: entry, valueOf: entry, hasOwnProperty: entry };
      localStorage.setItem(key, JSON.stringify(record));
    });
    await page.reload();
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    const notice = page.getByRole('note', { name: 'Data changed since this list was built' });
    await expect(notice.getByRole('link', { name: /no longer in the current data/ }).first()).toHaveAttribute('href', '/changelog/');
  });

  test.describe('two tabs', () => {
    async function twoTabs(context: BrowserContext) {
      const a = await context.newPage();
      await open(a);
      await a.getByRole('button', { name: 'Add brigade' }).click();
      await a.getByLabel('List name').fill('Shared set');
      await saved(a);
      const b = await context.newPage();
      return { a, b };
    }

    test('a change in one tab shows in the other', async ({ context }) => {
      const { a, b } = await twoTabs(context);
      await open(b);
      await expect(b.getByLabel('List name')).toHaveValue('Shared set');
      await a.getByLabel('List name').fill('Renamed in A');
      await expect(b.getByLabel('List name')).toHaveValue('Renamed in A');
      await expect(b.getByRole('status')).toContainText('changed in another tab');
    });

    test('Undo of a delete never overwrites the version another tab kept', async ({ context }) => {
      const { a, b } = await twoTabs(context);
      await open(b);
      await expect(b.getByLabel('List name')).toHaveValue('Shared set');
      await context.clock.install();
      await b.getByLabel('List name').fill('Renamed in B'); // unsaved in B: its autosave waits on the clock
      await a.getByRole('button', { name: 'Delete' }).click();
      await expect(b.getByRole('alert')).toContainText('deleted in another tab');
      await b.getByRole('button', { name: 'Keep this list' }).click();
      // Tab B's kept version reaches tab A's view of storage a moment later (another process, under load).
      await expect.poll(() => a.evaluate(() => Object.values(localStorage).some((v) => v.includes('"Renamed in B"')))).toBe(true);
      // Tab A may hear of it first and put B's version back itself, saying so, with no Undo left to press (on a busy
      // machine it often does): either way what B kept stands.
      const undo = a.getByRole('status').getByRole('button', { name: 'Undo' });
      await expect(undo.or(a.getByRole('status').filter({ hasText: 'kept in another tab' }))).toBeVisible();
      const pressed =
        (await undo.isVisible()) &&
        (await undo.click({ timeout: 5_000 }).then(
          () => true,
          () => false,
        ));
      // B's version is among A's lists, and Undo opens it; heard of first, it is back in the lists.
      await expect(a.getByLabel('Open list')).toContainText('Renamed in B');
      if (pressed) await expect(a.getByLabel('List name')).toHaveValue('Renamed in B');
      await expect(a.getByRole('status')).toContainText('kept in another tab');
      const stored = await a.evaluate(() =>
        Object.entries(localStorage)
          .filter(([k]) => k.startsWith('gwt:gwsh-list:'))
          .map(([, v]) => JSON.parse(v).list.name),
      );
      expect(stored).toEqual(['Renamed in B']);
      await expect(b.getByLabel('List name')).toHaveValue('Renamed in B');
    });

    test('two tabs saving the same list a moment apart never lose an edit silently (Web Locks)', async ({ context }) => {
      const { a, b } = await twoTabs(context);
      await open(b);
      await expect(b.getByLabel('List name')).toHaveValue('Shared set');
      for (let round = 0; round < 5; round++) {
        // Both tabs change the same list within a few milliseconds; both autosave 250 ms later, under the lock.
        await Promise.all([a.getByLabel('List name').fill(`A${round}`), b.getByLabel('Brigade name').fill(`B${round}`)]);
        const conflictAlert = (tab: Page) => tab.getByRole('alert').filter({ hasText: 'also changed in another tab' });
        // Until both tabs have saved, or one of them asks.
        await expect
          .poll(async () => {
            const unsaved = (await a.locator('.lb-app[data-unsaved]').count()) + (await b.locator('.lb-app[data-unsaved]').count());
            return unsaved === 0 || (await conflictAlert(a).count()) + (await conflictAlert(b).count()) > 0;
          })
          .toBe(true);
        const stored = await a.evaluate(() =>
          Object.entries(localStorage)
            .filter(([k]) => k.startsWith('gwt:gwsh-list:'))
            .map(([, v]) => JSON.parse(v).list),
        );
        const conflicts =
          (await a.getByRole('alert').filter({ hasText: 'also changed in another tab' }).count()) +
          (await b.getByRole('alert').filter({ hasText: 'also changed in another tab' }).count());
        const both = stored.length === 1 && stored[0].name === `A${round}` && stored[0].brigades[0].name === `B${round}`;
        // Either storage holds both edits, or a tab says its edit is not saved and asks: never a silent loss.
        expect(both || conflicts > 0, `round ${round}: stored ${JSON.stringify(stored.map((l: { name: string }) => l.name))}`).toBe(true);
        if (conflicts > 0) return;
      }
    });

    test('unsaved edits are never overwritten: the player chooses, and can keep both', async ({ context }) => {
      const { a, b } = await twoTabs(context);
      // The clock belongs to the context: with it stopped, B's autosave waits, so B has an unsaved change
      // when the other tab's save arrives. That save is written as a tab would write it: next revision, other writer.
      await context.clock.install();
      await open(b);
      await b.getByLabel('List name').fill('Edited in B');
      await a.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('gwt:gwsh-list:'))!;
        const record = JSON.parse(localStorage.getItem(key)!);
        localStorage.setItem(
          key,
          JSON.stringify({
            ...record,
            rev: record.rev + 1,
            writer: 'tab-a',
            updated: record.updated + 1,
            list: { ...record.list, name: 'Edited in A' },
          }),
        );
      });
      await expect(b.getByRole('alert')).toContainText('also changed in another tab');
      await expect(b.getByLabel('List name')).toHaveValue('Edited in B');
      await b.clock.runFor(1000);
      const stored = await b.evaluate(() =>
        Object.entries(localStorage)
          .filter(([k]) => k.startsWith('gwt:gwsh-list:'))
          .map(([, v]) => JSON.parse(v).list.name),
      );
      expect(stored).toEqual(['Edited in A']);
      await b.getByRole('button', { name: 'Keep both: save mine as a new list' }).click();
      await expect(b.getByLabel('Open list').locator('option')).toHaveText([/^Edited in A /, /^Edited in B /]);
      await expect(b.getByLabel('List name')).toHaveValue('Edited in B');
      await a.reload();
      await expect(a.getByLabel('Open list').locator('option')).toHaveCount(2);
    });
  });

  test('says when the data changed since a list was saved, and updates only when asked', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await saved(page);
    // Play a list saved under an older data version in which Infantry cost 4.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('gwt:gwsh-list:'))!;
      const record = JSON.parse(localStorage.getItem(key)!);
      record.list.dataVersion = '0.9.0';
      record.rows['unit:germany/infantry'].values.points = 4;
      localStorage.setItem(key, JSON.stringify(record));
    });
    await page.reload();
    const notice = page.getByRole('note', { name: 'Data changed since this list was built' });
    await expect(notice).toContainText(`data version 0.9.0; now ${CURRENT}`);
    await expect(notice.getByRole('link', { name: 'Infantry: points 4 → 5.' })).toHaveAttribute(
      'href',
      '/gwsh/troop-costs/germany/#infantry',
    );
    await expect(meter(page)).toHaveAttribute('aria-valuetext', TOTAL);
    await notice.getByRole('button', { name: `Use data version ${CURRENT} for this list` }).click();
    await expect(notice).toHaveCount(0);
    await saved(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Data changed since this list was built' })).toHaveCount(0);
  });

  test('fits a 360 px phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    await buildWithMouse(page);
    await page.getByLabel('Brigade name').nth(0).fill('Sturmbataillon Nr. 5 (Rohr), with a deliberately long name to wrap');
    await page.getByRole('region', { name: 'Guns', exact: true }).getByText('Show the arithmetic').click();
    await picker(page, 'Guns').click(); // the options open over the page
    await expect(page.getByRole('listbox', { name: 'Stands for Guns' })).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    // Touch targets: every button of the island is at least 44 px high, but a glossary word inside a finding's
    // sentence (the inline exception of WCAG 2.5.8), which a tap opens all the same.
    const small = await page
      .locator('.lb-screen button:visible:not(.gw-term-word)')
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height < 44).map((el) => el.textContent));
    expect(small).toEqual([]);
  });

  test('the division grade and the front bring their findings and take them away', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    // Beside what it concerns (the rule check's summary lists every finding again).
    const finding = (code: string) => page.locator(`.lb-screen .finding[data-code="${code}"]:not(.lb-check-summary *)`);
    // GWSH 9.0: Veteran artillery is right in an all-Veteran division, wrong in a mixed one.
    await expect(page.getByText('This list breaks no rule the site checks.')).toBeVisible();
    await page.getByLabel('Division rated').selectOption('mixed');
    await expect(finding('artillery-grade')).toContainText('in a mixed division artillery must be Regular');
    await page.getByLabel('Division rated').selectOption('veteran');
    await expect(finding('artillery-grade')).toHaveCount(0);
    // GWSH 3.0: no Encounter list on the western front from 1915; the 1917 list shows it, 1914 does not.
    await page.getByLabel('List type').selectOption('encounter');
    await expect(finding('front-not-set')).toBeVisible();
    await page.getByLabel('Front').selectOption('western-front');
    await expect(finding('front-not-set')).toHaveCount(0);
    await expect(finding('encounter-not-available')).toContainText('no Encounter list on this front');
    await page.getByLabel('Year').selectOption('1914');
    await expect(finding('encounter-not-available')).toHaveCount(0);
    await page.getByLabel('Front').selectOption('trench-front');
    await expect(finding('encounter-not-available')).toBeVisible();
    await page.getByLabel('Front').selectOption('');
    await expect(finding('encounter-not-available')).toHaveCount(0);
    await expect(finding('front-not-set')).toBeVisible();
  });

  test('lists of one player, nation, year and type are checked together as a set', async ({ page }) => {
    await open(page);
    await page.getByLabel('List name').fill('Basic');
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByLabel('List name').fill('Option');
    await page.getByLabel('Part').selectOption('option-a');
    // Both lists are Germany 1917 Attack: the set is the basic list and Option A, and Option B is missing (3.0).
    const set = page.getByRole('region', { name: /This list’s set: 2 saved lists/ });
    await expect(set).toBeVisible();
    await expect(set.locator('.finding[data-code="set-missing-option"]')).toContainText('no Option B');
  });

  test("loads only the chosen nation's cost table, and another when the nation changes", async ({ page }) => {
    const tables: string[] = [];
    const rules: string[] = [];
    page.on('request', (r) => {
      const m = /troop-costs-([a-z-]+)\./.exec(r.url());
      if (m) tables.push(m[1]!);
      // The published copies the site serves at /data/gwsh/ (the list builder bundles no table).
      const rule = /\/data\/gwsh\/(generic-troops|national-quality)\.json$/.exec(r.url());
      if (rule) rules.push(rule[1]!);
    });
    await open(page);
    expect(tables).toEqual(['germany']); // a new list is German, 1917
    // The rule tables the costing reads arrive with the first nation, once.
    expect(rules.sort()).toEqual(['generic-troops', 'national-quality']);
    await page.getByLabel('Nation').selectOption('france');
    await page.getByRole('button', { name: 'Add brigade' }).click();
    await picker(page, 'Brigade 1').fill('3rd class');
    // France's own row, 4 points (the French troop-cost table): only there once France's table has arrived.
    await expect(option(page, 'Brigade 1', '3rd Class reserve infantry 4 pts')).toBeVisible();
    expect(tables).toEqual(['germany', 'france']);
    expect(rules).toHaveLength(2);
  });

  test('choosing another nation keeps the page in place: no "Loading" in between, focus stays on the nation', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      const seen = { loading: 0 };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.querySelector('.lb-loading')) seen.loading += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // What the player typed in a stand picker survives the change: France's 4-point row appears in it once
    // France's table has arrived and the list has changed with it.
    await page.getByRole('button', { name: 'Add brigade' }).click();
    await picker(page, 'Brigade 1').fill('3rd class');
    const nation = page.getByLabel('Nation');
    await nation.selectOption('france');
    await expect(option(page, 'Brigade 1', '3rd Class reserve infantry 4 pts')).toBeVisible();
    // The select shows Italy once Italy's table is here and the list is Italian; it still has the focus.
    await nation.focus();
    await nation.selectOption('italy');
    await expect(nation).toHaveValue('italy');
    await expect(nation).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { seen: { loading: number } }).seen.loading)).toBe(0);
  });

  test('without JavaScript the page says what it needs and reads on, with no endless "Loading" gap', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    // (Playwright's text locators skip <noscript>, so the page's own rendered text is read.)
    const text = await page.locator('main').innerText();
    expect(text).toContain('The list builder runs in your browser and needs JavaScript.');
    expect(text).not.toContain('Loading the list builder');
    // The explanation follows at once, not a screen's height further down (the placeholder keeps that
    // space only while the island is on its way).
    const box = await page.getByRole('heading', { name: 'How it works' }).boundingBox();
    expect(box!.y).toBeLessThan(page.viewportSize()!.height);
    await context.close();
  });

  test('copies the list as plain text for a forum post, and downloads the same text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await buildWithMouse(page);
    await page.getByRole('button', { name: 'Copy as text' }).click();
    await expect(page.getByRole('status')).toContainText('copied as text');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    // The worked list: Sturm 82.8, Guns 23.04, a fighter 12 → 117.84 of 650.
    expect(text).toContain('Sturm (Veteran): 82.8 pts\n  9 × Infantry, 2 × MG 1917-18, 1 × Division HQ\n');
    expect(text).toContain('Guns (Veteran, off table): 23.04 pts\n  4 × 77mm field gun\n');
    expect(text).toContain('Total: 117.84 of 650 pts\n');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as text' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('attack-basic-list.txt');
    expect(await readFile(await file.path(), 'utf8')).toBe(text);
  });

  test('draws the copy for paper only while printing', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Share, save a file, print' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aircraft and defences' })).toBeVisible();
    await expect(page.locator('.lb-print')).toHaveCount(0);
    await printFromBrowser(page);
    await expect(page.locator('.lb-print .lb-roster')).toHaveCount(1);
    // Once printed, it goes again, so that typing never redraws a copy nobody sees.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('.lb-print')).toHaveCount(0);
  });
  test('no accessibility violations, with findings, arithmetic and the picker open', async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
    await buildWithMouse(page);
    await page.getByLabel('Morale grade').nth(1).selectOption('elite'); // an artillery-grade finding
    await page.getByRole('region', { name: 'Guns', exact: true }).getByText('Show the arithmetic').click();
    await picker(page, 'Sturm').fill('mg');
    await expect(page.getByRole('listbox', { name: 'Stands for Sturm' })).toBeVisible();
    await expect(page.locator('.lb-screen .finding[data-code="artillery-grade"]:not(.lb-check-summary *)')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('in the dark theme', () => {
    test.use({ colorScheme: 'dark' });
    test('no accessibility violations', async ({ page }) => {
      await open(page);
      await buildWithMouse(page);
      await page.getByLabel('Morale grade').nth(1).selectOption('elite');
      await picker(page, 'Guns').fill('7');
      await expect(page.getByRole('listbox', { name: 'Stands for Guns' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('no accessibility violations on a shared list', async ({ page }) => {
    await open(page);
    await buildWithMouse(page);
    await page.getByRole('button', { name: 'Copy share link' }).click();
    const link = await page.getByLabel('Share link for this list').inputValue();
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('region', { name: 'A shared list (read only)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
