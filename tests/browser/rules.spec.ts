import { test, expect } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe('rule pages', () => {
  test('a rule page embeds its table from the data and links to the canonical page', async ({ page }) => {
    await page.goto('/gwsh/rules/points-system/');
    const table = page.locator('table[data-table="gwsh/national-quality"]');
    await expect(table).toContainText('130%');
    await expect(table).toContainText('80%');
    await expect(table.getByRole('link', { name: 'National quality' })).toHaveAttribute('href', '/gwsh/tables/national-quality/');
  });

  test('a table page links back to the rules that use it', async ({ page }) => {
    await page.goto('/gwsh/tables/counter-battery-results/');
    const usedBy = page.locator('dl.gw-table-meta');
    await expect(usedBy.getByRole('link', { name: 'Advanced rules' })).toHaveAttribute('href', '/gwsh/rules/advanced-rules/');
    await expect(usedBy.getByRole('link', { name: '8.2.3' })).toHaveAttribute(
      'href',
      '/gwsh/rules/advanced-rules/#823-counter-battery-fire',
    );
  });

  test('conditions players look up mid-game have their own anchors', async ({ page }) => {
    await page.goto('/gwsh/rules/victory-conditions/#contesting-an-objective');
    await expect(page.locator('h3#contesting-an-objective, h2#contesting-an-objective')).toBeInViewport();
    await page.goto('/gwsh/rules/victory-conditions/#holding-an-objective');
    await expect(page.locator('#holding-an-objective')).toBeInViewport();
  });

  test('the battlefield drawing is an accessible image with the sectors', async ({ page }) => {
    await page.goto('/gwsh/rules/battlefield/');
    const drawing = page.getByRole('img', { name: /table/i }).first();
    await expect(drawing).toBeVisible();
    await expect(
      drawing
        .locator('text')
        .filter({ hasText: /central/i })
        .first(),
    ).toBeAttached();
  });

  test('the pre-game checklist walks the set-up in order, linking each rule', async ({ page }) => {
    await page.goto('/gwsh/rules/pre-game-checklist/');
    const hrefs = await page
      .locator('.sl-markdown-content a[href^="/gwsh/rules/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const order = [
      '#42-terrain-placement',
      '#moving-terrain',
      '#43-defining-objectives',
      '#44-weather',
      'tactical-situation/',
      '#613-the-attack-defence-sequence',
      '#70-victory-conditions',
    ];
    const firstIndex = order.map((part) => hrefs.findIndex((h) => h.includes(part)));
    expect(firstIndex.every((i) => i >= 0)).toBe(true);
    expect([...firstIndex].sort((a, b) => a - b)).toEqual(firstIndex);
  });

  for (const path of [
    '/gwsh/',
    '/gwsh/rules/battlefield/',
    '/gwsh/rules/advanced-rules/',
    '/gwsh/rules/victory-conditions/',
    '/gwsh/rules/pre-game-checklist/',
    '/sources/',
  ]) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('rule pages ship no framework JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/gwsh/rules/encounter/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /react|client\.|astro-island/i.test(s))).toEqual([]);
  });
});
