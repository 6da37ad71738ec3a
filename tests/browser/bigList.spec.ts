/**
 * The largest list the cap allows (100 brigades, 1,000 stand lines) opens from a file, is drawn
 * in full and edits; a file one line past it is imported as the lists within the cap it splits into;
 * the editor refuses a step past the cap with one sentence. How long its longest task takes is measured by `npm run bench` (speed
 * is the benchmark's, not a test's).
 */
import { test, expect } from './test.ts';

/** 100 brigades of 10 lines of 1 Infantry (5 points, Regular 100 %): 1,000 × 5 = 5,000 points. */
const largest = (extraLine = false) => ({
  format: 'gwsh-list',
  version: 1,
  name: 'Largest allowed',
  nation: 'germany',
  year: 1917,
  list: 'attack',
  part: 'basic',
  brigades: Array.from({ length: 100 }, (_, b) => ({
    name: `B${b + 1}`,
    grade: 'regular',
    stands: Array.from({ length: b === 0 && extraLine ? 11 : 10 }, () => ({ unit: 'infantry', count: 1 })),
  })),
});
/**
 * Each step here works on a thousand lines, which a machine busy with other work takes several times longer
 * to draw: these waits are for what the step shows, given room for a loaded CPU (they end as soon as it shows).
 */
const drawn = expect.configure({ timeout: 30_000 });
const file = (name: string, value: unknown) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });

test('the largest list the cap allows opens and edits; a file past it is split; the editor refuses a step past it', async ({ page }) => {
  test.slow();
  await page.goto('/gwsh/calculators/list-builder/');
  await drawn(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
  const input = page.locator('input[type="file"]');
  // One line past the cap (as an older version could save): imported as the two lists within the cap it
  // splits into, B1 to B99 (991 lines) and B100, never refused and never past the cap.
  await input.setInputFiles(file('too-big.json', largest(true)));
  await drawn(page.getByRole('status').filter({ hasText: 'Imported 2 lists' })).toContainText(
    '“too-big.json, part 1 of 2”, “too-big.json, part 2 of 2”',
  );
  await drawn(page.getByLabel('Open list').locator('option')).toHaveText([
    /Largest allowed \(part 1 of 2\)/,
    /Largest allowed \(part 2 of 2\)/,
  ]);

  await input.setInputFiles(file('largest.json', largest()));
  await drawn(page.getByLabel('List name')).toHaveValue('Largest allowed');
  const meter = page.getByRole('meter', { name: 'Points used' });
  // 5,000 points against the Attack list's 650: 4,350 over
  await drawn(meter).toHaveAttribute('aria-valuetext', 'Total 5000 of 650 points, 4350 over.');
  // The role query below reads every node of the page at each try, so it waits for the last brigade's
  // heading first with a cheaper one.
  await drawn(page.locator('.lb-brigade h3', { hasText: /^B100$/ })).toHaveCount(1);
  await drawn(page.getByRole('region', { name: 'B100', exact: true })).toBeVisible();
  // One more Infantry in B1's first line: 5,005
  await page.getByRole('button', { name: 'One more Infantry in B1' }).first().click();
  await drawn(meter).toHaveAttribute('aria-valuetext', 'Total 5005 of 650 points, 4355 over.');

  // At the cap, "Add brigade" and "Duplicate" are refused with one sentence, and the list stays as it was,
  // so it still opens from its own file. The message is the status line's (a CSS query: a role query reads
  // the whole thousand-line page at each try, which under a loaded machine outlasts the wait).
  // Each press is made from the keyboard: on a loaded machine the thousand-line page may still be settling
  // from the edit above, and a mouse press aimed at where the button was can land beside it.
  const refused = page.locator('[role="status"]', { hasText: 'A list may have at most 100 brigades' });
  await page.getByRole('button', { name: 'Add brigade' }).press('Enter');
  await drawn(refused).toBeVisible();
  await drawn(page.locator('.lb-brigade')).toHaveCount(100);
  await page
    .locator('.lb-brigade')
    .first()
    .getByRole('button', { name: /^Duplicate/ })
    .press('Enter');
  await drawn(refused).toBeVisible();
  await drawn(page.locator('.lb-brigade')).toHaveCount(100);
  await drawn(meter).toHaveAttribute('aria-valuetext', 'Total 5005 of 650 points, 4355 over.');
});
