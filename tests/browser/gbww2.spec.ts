import { test, expect } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydratedIsland } from './islands.ts';

test.describe('Great Battles of WWII calculators and pages', () => {
  test('the morale check reads the chart, applies the modifiers and reads a roll', async ({ page }) => {
    await page.goto('/gbww2/calculators/morale-check/');
    await hydratedIsland(page);
    await page.getByLabel('Stands at the start of the day (1–8)').fill('6');
    await page.getByLabel('Suppressed stands (count 1 each)').fill('2');
    await page.getByLabel('Eliminated stands (count 2 each)').fill('1');
    await page.getByLabel('Best position held by at least one stand').selectOption('hard-cover');
    await page.getByLabel('Weather').selectOption('drizzle');
    await page.getByLabel('At least one stand is more than 12" from its C Ops').check();
    // Count 2 + 2 × 1 = 4; row 4, column 6 = 50; +20 hard cover −10 C Ops −10 drizzle = 50.
    await expect(page.getByTestId('morale-score')).toHaveText('Roll 50 or less on percentile dice');
    await expect(page.getByTestId('morale-chance')).toHaveText('Chance to pass: 1/2 (50%)');
    // Beside it, every stand within 12" of its C Ops: no −10, so 60 or less: 3/5.
    await expect(page.getByTestId('morale-odds-table').locator('tr[data-outcome="pass"] td')).toHaveText(['1/2', '50%', '3/5', '60%']);
    await page.getByLabel('Your roll (01–99, or 00)').fill('51');
    await expect(page.getByTestId('morale-roll')).toContainText('Rolled 51, needing 50 or less: failed.');
  });

  test("the barrage delay gives the odds and reads the chart pages' own example", async ({ page }) => {
    await page.goto('/gbww2/calculators/barrage-delay/');
    await hydratedIsland(page);
    await page.getByLabel('Artillery quality').selectOption('inferior');
    await page.getByLabel('How it was called').selectOption('on-call');
    const odds = page.getByTestId('barrage-odds');
    // On call adds 30: rolls 1–35 give one turn (7/20), 36–56 two turns, 57–00 three turns (11/25).
    await expect(odds.getByRole('row', { name: /1 turn/ })).toContainText('7/20');
    await expect(odds.getByRole('row', { name: /3 turns/ })).toContainText('44%');
    // Beside it with an HQ (+10 to the score: the roll + 20): immediate 1–10 = 1/10 ("this soon or sooner" is immediate
    // itself, the chart's first row). Averages: (35 + 2×21 + 3×44)/100 = 2.09
    // turns without, (35 + 2×21 + 3×34)/100 = 1.79 with.
    await expect(page.getByTestId('barrage-odds-table').locator('tr[data-outcome="immediate"] td')).toHaveText([
      '0',
      '0%',
      '0% (0)',
      '1/10',
      '10%',
      '10% (1/10)',
    ]);
    await expect(page.getByTestId('barrage-odds-table-mean')).toHaveText(
      'Average delay in turns: 2.09 (without an HQ), 1.79 (with an HQ).',
    );
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
      if (path.includes('calculators')) await hydratedIsland(page);
      await expectNoAxeViolations(page);
    });
  }
});
