import { test, expect } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydratedIsland } from './islands.ts';

test.describe('"1916" calculators and pages', () => {
  test('the setup sheet works out both sides from typed dice', async ({ page }) => {
    await page.goto('/1916/calculators/setup-sheet/');
    await hydratedIsland(page);
    // Defaults: 1916, local attack, open terrain; British attacker 20 sub-units, German defender 15 (35 in all).
    const type = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
    await type('Proximity die', '4');
    await type('Attacker barrage die', '4');
    await type('Attacker on-call artillery die', '5');
    await type('Attacker airstrike die', '5');
    await type('Attacker gas die', '6');
    await type('Attacker 1916: Field Gun die', '6');
    await type('Defender barrage die', '2');
    await type('Defender on-call artillery die', '6');
    await type('Defender gas die', '5');
    const summary = page.getByTestId('setup-summary');
    // Attacker: .40 × 35 = 14 barrages; on-call .30 × 35 = 10.5 → 11; 2 airstrikes; gas (other column, 6) yes.
    // Defender: .15 × 35 = 5.25 → 5; on-call .40 × 35 = 14; airstrike die not given yet; gas (German column, 5) yes.
    await expect(summary).toHaveText(
      'Attacker: 14 barrages, 11 on-call, 2 airstrikes, gas available. Defender: 5 barrages, 14 on-call, airstrikes waiting, gas available. Proximity 320 yards; lull rolls from turn 4.',
    );
    await expect(summary).toHaveAttribute('aria-live', 'polite');
    // Field guns on column F, roll 6: .15 × 20 = 3 bases.
    await expect(page.getByText('.15 × 20 = 3')).toBeVisible();
    // 320 yards at medium scale: 10⅔".
    await expect(page.getByText('10⅔"')).toBeVisible();
    // Lull rolls from turn 4: turn 5 is 5/6 × 1/6 = 5/36, by its end 1/6 + 5/36 = 11/36 (30.56%); on average turn 4 + 5 = 9.
    const lulls = page.getByTestId('lull-odds');
    await expect(lulls.locator('tr[data-outcome="turn-5"] td')).toHaveText(['5/36', '13.89%', '30.56% (11/36)']);
    await expect(lulls.locator('tr[data-outcome="turn-7"] th')).toHaveText(/Turn 7 \(long lull\)/);
    await expect(page.getByTestId('lull-odds-mean')).toHaveText('Average turn of the first lull, if the game runs that long: 9.');
    // A 6 on turn 5 (rolling from 4, before 7) brings a short lull: the chart's short-lull column, each row linked.
    await type('Turn to check', '5');
    await type('Lull die', '6');
    const features = page.getByTestId('lull-features');
    await expect(features.locator('caption')).toHaveText('What this short lull allows (lull features chart)');
    await expect(features.locator('tr[data-feature="extra-defenses"] td').first()).toHaveText('Hasty Dig-in: Unlimited');
    await expect(features.locator('tr[data-feature="reorganize-units"] td').first()).toHaveText('No');
    await expect(features.getByRole('link', { name: 'Repair: MG Jam' })).toHaveAttribute(
      'href',
      '/1916/tables/lull-features/#repair-mg-jam',
    );
    await expectNoAxeViolations(page);
    // A 3 brings none, and the list goes.
    await type('Lull die', '3');
    await expect(features).toHaveCount(0);

    // A bad die is named, and the line waits.
    await type('Defender barrage die', '9');
    await expect(page.getByText('Defender barrage die must be a whole number from 1 to 6 (got "9").')).toBeVisible();
    await expect(summary).toContainText('Defender: barrages waiting');

    // The Roll button fills the die in.
    await page.getByRole('button', { name: 'Roll: Defender airstrike die' }).click();
    await expect(page.getByLabel('Defender airstrike die', { exact: true })).toHaveValue(/^[1-6]$/);
    await expect(summary).toContainText('Defender: barrages waiting, 14 on-call, 0 airstrikes');

    // Changing the year brings that year's heavy weapon categories.
    await page.getByLabel('Year', { exact: true }).selectOption('1918');
    await expect(page.getByLabel('Defender 1918: German HMG die', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the scale converter converts both ways and lists the ranges for the scale', async ({ page }) => {
    await page.goto('/1916/calculators/scale-converter/');
    await hydratedIsland(page);
    await page.getByLabel('Distance in yards', { exact: true }).fill('80');
    const live = page.getByTestId('convert-summary');
    // 80 yards: 4" large, 8/3 = 2⅔" medium, 2" small.
    await expect(live).toHaveText('80 yards is 4" at large scale, 2⅔" (2.67 in) at medium scale, 2" at small scale.');
    await page.getByLabel('From inches on the table').check();
    await page.getByLabel('Scale (for inches and for the weapon ranges)').selectOption('small');
    await page.getByLabel('Distance in inches', { exact: true }).fill('1½');
    // 1½" × 40 = 60 yards = 3" large, 2" medium.
    await expect(live).toHaveText('60 yards is 3" at large scale, 2" at medium scale, 1½" (1.5 in) at small scale.');
    const table = page.getByTestId('range-table');
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.getByRole('row', { name: /Trench Mortar/ })).toContainText('2½"–30"');
    await expect(table.getByRole('row', { name: /Trench Mortar/ })).toContainText('100–1200 yards');
    await page.getByLabel('Distance in inches', { exact: true }).fill('two');
    await expect(live).toContainText('The distance in inches must be a distance');
  });

  test('a reconstructed modifier shows its note on the table page', async ({ page }) => {
    await page.goto('/1916/tables/barrage-modifiers/#russian-1915-second-line');
    const row = page.locator('tr#russian-1915-second-line');
    await expect(row).toContainText('Russian 1915');
    await expect(row).toContainText('1916');
    await expect(row.locator('.gw-note')).toContainText('Garbled');
  });

  test('the JSON copy matches the table page', async ({ page, request }) => {
    await page.goto('/1916/tables/barrage-availability/');
    const ids = await page.locator('table.gw-table tbody tr[id]').evaluateAll((rows) => rows.map((r) => r.id));
    const json = await (await request.get('/data/1916/barrage-availability.json')).json();
    expect(json.rows.map((r: { id: string }) => r.id)).toEqual(ids);
    expect(json.source.copyright).toContain('The War Times Journal');
  });

  for (const path of ['/1916/setup/barrages-airstrikes-gas/', '/1916/tables/terrain-effects/', '/1916/calculators/scale-converter/']) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.includes('calculators')) await hydratedIsland(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the setup sheet fits a 360 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/1916/calculators/setup-sheet/');
    await hydratedIsland(page);
    const overflow = await page.locator('.gw-setup-sheet').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const roll = page.getByRole('button', { name: 'Roll: Proximity die' });
    const box = await roll.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});
