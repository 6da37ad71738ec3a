/** The front door: the home page leads to the tools, and a phone reaches the whole menu from it. */
import { test, expect } from './test.ts';

test("the home page links to the list builder, the organiser's page, the scenario and victory points", async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Build a list' })).toHaveAttribute('href', '/gwsh/calculators/list-builder/');
  for (const [name, href] of [
    ['List builder', '/gwsh/calculators/list-builder/'],
    [/^Check players. lists$/, '/gwsh/calculators/check-lists/'],
    ['Scenario generator', '/gwsh/calculators/scenario/'],
    ['Victory points', '/gwsh/calculators/victory-points/'],
  ] as const)
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
});

test('on a phone, the home page has the menu, and the list builder is in it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'List builder' })).toBeVisible();
});
