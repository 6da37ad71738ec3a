/**
 * The saved lists at the edges a player can reach: a backup of thousands of lists restored (and restored
 * again, which adds nothing), and names at the 200-character limit duplicated and opened after a reload.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page } from './test.ts';
import { hydratedIsland } from './islands.ts';
import { listSaved } from './saved.ts';

const PATH = '/gwsh/calculators/list-builder/';

const savedCount = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gwt:gwsh-list:')).length);

/**
 * A backup of `count` one-stand German lists named "<name> 1", "<name> 2", …, written to disk: under the 1 MB
 * file cap, and no version recorded, as a hand-made backup may be.
 */
function backupOnDisk(count: number, name: string): string {
  const lists = Array.from({ length: count }, (_, i) => ({
    format: 'gwsh-list',
    version: 1,
    name: `${name} ${i + 1}`,
    nation: 'germany',
    year: 1917,
    list: 'attack',
    part: 'basic',
    brigades: [{ name: 'A', grade: 'regular', stands: [{ unit: 'infantry', count: 1 }] }],
  }));
  const path = join(mkdtempSync(join(tmpdir(), 'gwt-')), 'backup.json');
  writeFileSync(path, JSON.stringify({ format: 'gwsh-lists', version: 1, lists }));
  return path;
}

test('a backup of 4,000 lists restores with one message, and restoring it again adds nothing', async ({ page }) => {
  const path = backupOnDisk(4_000, 'List');
  await page.goto(PATH);
  await hydratedIsland(page, 'ListBuilder');
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(path);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 4,000 lists (“backup.json, list 1”, “backup.json, list 2”, “backup.json, list 3” and 3,997 more) as new lists.',
  );
  expect(await savedCount(page)).toBe(4_000);
  await expect(page.getByLabel('List name')).toHaveValue('List 4000');

  await input.setInputFiles(path);
  await expect(page.getByRole('status').filter({ hasText: 'already saved' })).toHaveText(
    'No new lists. 4,000 lists were already saved just as they are, so they were not added again.',
  );
  expect(await savedCount(page)).toBe(4_000);
});

test('a list named with 200 characters can be duplicated twice, and both copies open after a reload', async ({ page }) => {
  const name = 'Ä'.repeat(200);
  await page.goto(PATH);
  await hydratedIsland(page, 'ListBuilder');
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByLabel('List name')).toHaveValue(`${'Ä'.repeat(192)}… (copy)`);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByLabel('List name')).toHaveValue(`${'Ä'.repeat(190)}… (copy 2)`);
  await listSaved(page);
  await page.reload();
  const open = page.getByLabel('Open list');
  await expect(open.locator('option')).toHaveCount(3);
  await open.selectOption({ label: `${'Ä'.repeat(192)}… (copy) (basic list) · 0/650 pts` });
  await expect(page.getByLabel('List name')).toHaveValue(`${'Ä'.repeat(192)}… (copy)`);
  await expect(page.getByText('could not be read')).toHaveCount(0);
});

test('while one tab restores 1,000 lists, another list-builder tab keeps taking keystrokes, reads each restored list about once, and then lists them all', async ({
  page,
  context,
}) => {
  test.slow();
  const path = backupOnDisk(1_000, 'Restored');
  const other = await context.newPage();
  // Counts the entries the other tab reads from storage: the work a restore elsewhere costs it, which no
  // machine's speed changes (a wall-clock bound here failed on a busy machine).
  await other.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    const counted = window as unknown as { storageReads: number };
    counted.storageReads = 0;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      counted.storageReads++;
      return getItem.call(this, key);
    };
  });
  const reads = () => other.evaluate(() => (window as unknown as { storageReads: number }).storageReads);
  await other.goto(PATH);
  await hydratedIsland(other, 'ListBuilder');
  const name = other.getByLabel('List name');
  await name.fill('Mine');
  await listSaved(other);
  const readsBefore = await reads();

  await page.goto(PATH);
  await hydratedIsland(page, 'ListBuilder');
  const restoring = page.locator('input[type="file"]').setInputFiles(path);
  // Once the restore has started writing, type in the other tab: each list saved is a storage event there.
  await expect.poll(() => savedCount(other), { timeout: 30_000 }).toBeGreaterThan(50);
  for (const key of ['!', '?']) {
    await name.press(key);
    await expect(name).toHaveValue(new RegExp(`\\${key}$`));
  }
  await restoring;
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported 1,000 lists');
  // The other tab lists them all, with its own list kept as it was typed.
  await expect(other.getByLabel('Open list').locator('option')).toHaveCount(1_001, { timeout: 30_000 });
  await expect(name).toHaveValue('Mine!?');
  // Followed in batches, each restored list is read once, plus the other tab's own list at each save and
  // check: well under 2,000 reads. Reading every saved list again for each list saved, as the other tab
  // once did, is 1 + 2 + … + 1,000 = 500,500 reads (about 10 s of work per keystroke at 1,000 lists).
  expect((await reads()) - readsBefore).toBeLessThan(2_000);
});
