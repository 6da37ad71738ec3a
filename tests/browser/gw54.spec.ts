import { test, expect } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydratedIsland } from './islands.ts';

test.describe('The Great War in 54mm calculators and pages', () => {
  test('shooting odds: two LMGs at short range roll 6 dice at 4+', async ({ page }) => {
    await page.goto('/gw54/calculators/shooting-odds/');
    await hydratedIsland(page);
    await page.getByLabel('Weapon').selectOption('lmg');
    await page.getByLabel('Figures shooting (officers do not shoot)').fill('2');
    // 2 × 3d6 = 6 dice at 1/2: no hits 1/64, so at least one 63/64 = 98.44%.
    await expect(page.getByTestId('shooting-at-least-one')).toHaveText('At least one hit: 98.44% (63/64)');
    // Exactly 3 hits: C(6,3)/64 = 5/16; at least 3: 42/64 = 21/32; in cover (5+, 1/3): exactly 3 = 20 × 8/729 = 160/729.
    await expect(page.getByTestId('shooting-hits').locator('tr[data-outcome="3"] td')).toHaveText([
      '5/16',
      '31.25%',
      '65.63% (21/32)',
      '160/729',
      '21.95%',
      '31.96% (233/729)',
    ]);
    await expect(page.getByTestId('shooting-hits-mean')).toHaveText('Average hits: 3 (target in the open), 2 (target in cover).');
    await page.getByLabel('Target is in cover (−1 to each die)').check();
    // 5+ in cover: 1 − (2/3)^6 = 665/729.
    await expect(page.getByTestId('shooting-at-least-one')).toContainText('665/729');
  });

  test('morale odds: six figures and an officer pass on 7 or less', async ({ page }) => {
    await page.goto('/gw54/calculators/morale-odds/');
    await hydratedIsland(page);
    await page.getByLabel('Figures left in the unit (count the officer too)').fill('6');
    await expect(page.getByTestId('morale-pass')).toHaveText('Pass: 70% (7/10)');
    await page.getByLabel('The unit has its officer (+1)').uncheck();
    await expect(page.getByTestId('morale-pass')).toHaveText('Pass: 60% (3/5)');
    // Side by side whatever is ticked: 7/10 with the officer, 6/10 without.
    await expect(page.getByTestId('morale-test').locator('tr[data-outcome="pass"] td')).toHaveText(['7/10', '70%', '3/5', '60%']);
    await expect(page.getByTestId('morale-casualties-mean')).toHaveText('Average casualties: 0.2.');
  });

  test('the rules page names its readings as readings: who rallies, and which way a unit runs', async ({ page }) => {
    await page.goto('/gw54/');
    // The paragraph of the rally (its "morale test" carries a glossary card, so it is found by its reading's words).
    const rally = page.locator('p', { hasText: 'not which units test' });
    await expect(rally).toContainText(
      'The rules say only “the unit”, not which units test; this site reads it as every unit that is pinned or running',
    );
    const run = page.getByText('A unit that is already pinned and fails again');
    await expect(run).toContainText('The rules do not say which way it runs; this site reads it as away from the enemy');
    await expect(run).not.toContainText('2dAv away');
  });

  for (const path of ['/gw54/', '/gw54/tables/weapons/', '/gw54/calculators/shooting-odds/']) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.includes('calculators')) await hydratedIsland(page);
      await expectNoAxeViolations(page);
    });
  }
});
