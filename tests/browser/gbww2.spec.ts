import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/** Scrolls the island into view (it hydrates on `client:visible`) and waits until React has taken over. */
async function hydrated(page: Page): Promise<void> {
  const island = page.locator('astro-island').first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

test.describe('Great Battles of WWII calculators and pages', () => {
  test('the morale check reads the chart, applies the modifiers and reads a roll', async ({ page }) => {
    await page.goto('/gbww2/calculators/morale-check/');
    await hydrated(page);
    await page.getByLabel('Stands at the start of the day (1–8)').fill('6');
    await page.getByLabel('Suppressed stands (count 1 each)').fill('2');
    await page.getByLabel('Eliminated stands (count 2 each)').fill('1');
    await page.getByLabel('Best position held by at least one stand').selectOption('hard-cover');
    await page.getByLabel('Weather').selectOption('drizzle');
    await page.getByLabel('At least one stand is more than 12" from its C Ops').check();
    // Count 2 + 2 × 1 = 4; row 4, column 6 = 50; +20 hard cover −10 C Ops −10 drizzle = 50.
    await expect(page.getByTestId('morale-score')).toHaveText('Roll 50 or less on percentile dice');
    await expect(page.getByTestId('morale-chance')).toHaveText('Chance to pass: 1/2 (50%)');
    await page.getByLabel('Your roll (01–99, or 00)').fill('51');
    await expect(page.getByTestId('morale-roll')).toContainText('Rolled 51, needing 50 or less: failed.');
  });

  test('the barrage delay gives the odds and reads the chart pages\' own example', async ({ page }) => {
    await page.goto('/gbww2/calculators/barrage-delay/');
    await hydrated(page);
    await page.getByLabel('Artillery quality').selectOption('inferior');
    await page.getByLabel('How it was called').selectOption('on-call');
    const odds = page.getByTestId('barrage-odds');
    // On call adds 30: rolls 1–35 give one turn (7/20), 36–56 two turns, 57–00 three turns (11/25).
    await expect(odds.getByRole('row', { name: /1 turn/ })).toContainText('7/20');
    await expect(odds.getByRole('row', { name: /3 turns/ })).toContainText('44%');
    await page.getByLabel('Your roll (01–99, or 00)').fill('55');
    await expect(page.getByTestId('barrage-roll')).toHaveText(
      'Rolled 55 + 30 (On-Call) = 85: in the Inferior column that is 66–86, so the barrage arrives 2 turns late.',
    );
    await page.getByRole('button', { name: 'Roll for me' }).click();
    await expect(page.getByTestId('barrage-roll')).toContainText('Rolled ');
  });

  test('a morale count row links to itself and shows the dash as no score', async ({ page }) => {
    await page.goto('/gbww2/tables/morale-count/#count-3');
    const row = page.locator('tr#count-3');
    await expect(row).toBeInViewport();
    await expect(row.locator('td').nth(1)).toHaveText('04');
    await expect(row.locator('td').first()).toHaveText('–');
  });

  for (const path of ['/gbww2/', '/gbww2/charts/fire/', '/gbww2/tables/gun-fire/', '/gbww2/calculators/morale-check/']) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.includes('calculators')) await hydrated(page);
      await expectNoAxeViolations(page);
    });
  }
});
