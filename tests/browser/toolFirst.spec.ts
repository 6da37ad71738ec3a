/**
 * On a phone the tool comes first: on every calculator page, its first control is on the first
 * screen of a 390 × 844 phone, with the explanation after it.
 */
import { test, expect } from './test.ts';

const pages = [
  '/gwsh/calculators/list-builder/',
  '/gwsh/calculators/check-lists/',
  '/gwsh/calculators/scenario/',
  '/gwsh/calculators/victory-points/',
  '/gwsh/calculators/aircraft/',
  '/gwsh/calculators/counter-battery/',
  '/gwsh/calculators/fire-missions/',
  '/gwsh/calculators/event/',
  '/1916/calculators/setup-sheet/',
  '/1916/calculators/scale-converter/',
  '/gbww2/calculators/morale-check/',
  '/gbww2/calculators/barrage-delay/',
  '/gw54/calculators/shooting-odds/',
  '/gw54/calculators/morale-odds/',
];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

for (const path of pages) {
  test(`the first control of ${path} is on a phone's first screen`, async ({ page }) => {
    await page.goto(path);
    const control = page.locator('.sl-markdown-content .not-content').locator('input, select, button, textarea').first();
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  });
}
