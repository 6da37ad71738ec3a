/**
 * Links made to hurt: a few tens of kB of lz-string that would unpack to hundreds of MB, and nested arrays
 * just under the ceiling with a checksum the sender computed. Every page that reads a fragment or pasted
 * links says the link was not opened, and keeps what it had: no crash, no uncaught error (test.ts).
 */
import { readFileSync } from 'node:fs';
import lz from 'lz-string';
import { test, expect } from './test.ts';
import { hydratedIsland } from './islands.ts';
import { listLinkFragment } from '../../src/lib/gwsh/list/listLink.ts';
import { parseListFile } from '../../src/lib/gwsh/list/listFile.ts';
import { checksum } from '../../src/lib/share/checksum.ts';
import { lzBomb } from '../support/lzBomb.ts';

/** About 90 kB, within the fragment cap; unpacked, some 4.5 × 10^8 characters. */
const bomb = (kind: string, version: number, checked = true) => `${kind}=${version}.${checked ? `${checksum('')}.` : ''}${lzBomb(30_000)}`;
const nestedText = '['.repeat(200_000) + ']'.repeat(200_000);
/** Nested arrays that unpack to 400,000 characters (within the ceiling), checksum and all. */
const nested = `list=3.${checksum(nestedText)}.${lz.compressToEncodedURIComponent(nestedText)}`;
const tooLarge = /would unpack to more than 500,000 characters/;

test('the list builder refuses both and keeps its starter list', async ({ page }) => {
  await page.goto(`/gwsh/calculators/list-builder/#${bomb('list', 3)}`);
  await expect(page.getByRole('alert')).toContainText(tooLarge);
  await expect(page.getByRole('alert')).toContainText('Your saved lists have not been changed.');
  await expect(page.getByLabel('List name')).toBeVisible();

  await page.goto(`/gwsh/calculators/list-builder/#${nested}`);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This link nests its content far deeper than any list link; it was not opened.');
  await expect(page.getByLabel('List name')).toBeVisible();
});

test('the rules-pack and scenario pages refuse the bomb', async ({ page }) => {
  await page.goto(`/gwsh/calculators/rules-pack/#${bomb('rules-pack', 1)}`);
  await expect(page.getByRole('alert')).toContainText(tooLarge);
  await page.goto(`/gwsh/calculators/scenario/#${bomb('scenario', 1, false)}`);
  await expect(page.getByTestId('link-error')).toContainText(tooLarge);
});

test("the organiser's page keeps the rows it checked, and the links it could not read stay in the box", async ({ page }) => {
  const parsed = parseListFile(readFileSync(new URL('../fixtures/lists/defend-350-4.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const good = `https://example.org/gwsh/calculators/list-builder/#${listLinkFragment(parsed.list)}`;
  await page.goto('/gwsh/calculators/check-lists/');
  await hydratedIsland(page);
  const box = page.getByLabel('Share links, one a line');
  await box.fill([good, bomb('list', 3), nested].join('\n'));
  await page.getByRole('button', { name: 'Check these links' }).click();
  // German Veteran Defend list: 292 × 120 % = 350.4.
  await expect(page.locator('tr[data-file="link 1"]')).toContainText('350.4');
  await expect(page.locator('tr[data-file="link 2"]')).toContainText(tooLarge);
  await expect(page.locator('tr[data-file="link 3"]')).toContainText(
    'This link nests its content far deeper than any list link; it was not opened.',
  );
  await expect(box).toHaveValue([bomb('list', 3), nested].join('\n'));

  // A second bomb leaves the first three rows where they were.
  await box.fill(bomb('list', 3));
  await page.getByRole('button', { name: 'Check these links' }).click();
  await expect(page.locator('tr[data-file="link 1"]')).toHaveCount(2);
  await expect(page.locator('tr[data-file]')).toHaveCount(4);
});
