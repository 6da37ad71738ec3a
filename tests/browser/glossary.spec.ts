/** Rule words that explain themselves: the glossary page and the term cards on rule pages. */
import { test, expect } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

const RULE = '/gwsh/rules/points-system/';

test('the glossary lists each term with its definition and section', async ({ page }) => {
  await page.goto('/gwsh/glossary/');
  const term = page.locator('dt#national-quality');
  await expect(term).toHaveText('National quality (also: quality multiplier)');
  await expect(term.locator('+ dd')).toContainText("The percentage a brigade's stand costs are multiplied by");
  await expect(term.locator('+ dd').getByRole('link', { name: 'Rule 10.2' })).toHaveAttribute('href', /\/gwsh\/rules\/points-system\/#102/);
  await expectNoAxeViolations(page);
});

test("a term's card opens by hover and by keyboard, and links to the glossary and the rule", async ({ page }) => {
  await page.goto(RULE);
  const word = page.getByRole('button', { name: 'national quality' });
  const card = page.locator('#term-national-quality');
  await expect(card).toBeHidden();
  // The text around the word does not move when the card shows.
  await word.scrollIntoViewIfNeeded();
  const next = page.locator('.sl-markdown-content p', { has: word }).locator('xpath=following-sibling::*[1]');
  const before = await next.boundingBox();
  await word.hover();
  await expect(card).toBeVisible();
  await expect(card).toContainText('National quality: The percentage');
  expect(await next.boundingBox()).toEqual(before);
  await page.mouse.move(0, 0);
  await expect(card).toBeHidden();
  // Keyboard: focus shows it; Enter opens it as a popover; Escape closes it.
  await word.focus();
  await expect(card).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(false);
  // The word's description is the card, for screen readers.
  await expect(word).toHaveAttribute('aria-describedby', 'term-national-quality');
  await word.hover();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap opens a term's card, and a tap elsewhere closes it", async ({ page }) => {
    await page.goto(RULE);
    const word = page.getByRole('button', { name: 'off table' });
    const card = page.locator('#term-off-table-artillery');
    await word.scrollIntoViewIfNeeded();
    await word.tap();
    await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await expect(card).toBeInViewport();
    await expect(card.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/gwsh/glossary/#off-table-artillery');
    await page.locator('h1').tap();
    await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(false);
  });
});
