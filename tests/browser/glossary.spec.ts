/** Rule words that explain themselves: the glossary page and the term cards on rule pages. */
import { test, expect, type Page } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydratedIsland } from './islands.ts';

const RULE = '/gwsh/rules/points-system/';

test('the glossary lists each term with its definition and section, and the names players use for it', async ({ page }) => {
  await page.goto('/gwsh/glossary/');
  // "NQ" is the players' name for it (src/lib/site/searchTerms.ts), after the names the rules use.
  const term = page.getByRole('heading', { name: 'National quality (also: quality multiplier, NQ)' });
  await expect(term).toHaveAttribute('id', 'national-quality');
  await expect(term.locator('+ p')).toContainText("The percentage a brigade's stand costs are multiplied by");
  await expect(term.locator('+ p').getByRole('link', { name: 'Rule 10.2' })).toHaveAttribute('href', /\/gwsh\/rules\/points-system\/#102/);
  await expectNoAxeViolations(page);
});

/** How far apart two boxes stand (0 when they touch or overlap). */
const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  Math.hypot(Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width)), Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height)));

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
  // Opened by Enter it stands by its word, not in the window's corner.
  expect(apart((await word.boundingBox())!, (await card.boundingBox())!)).toBeLessThanOrEqual(160);
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
    await expect(card).toBeInViewport({ ratio: 1 });
    expect(apart((await word.boundingBox())!, (await card.boundingBox())!)).toBeLessThanOrEqual(160);
    await expect(card.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/gwsh/glossary/#off-table-artillery');
    await page.locator('h1').tap();
    await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(false);
  });
});

/**
 * A browser without CSS anchor positioning, played by this one: `CSS.supports` says no to it, and the card's
 * anchored placement is switched off, so only public/term-cards.js can stand the card by its word.
 */
async function withoutAnchorPositioning(page: Page) {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      /position-area|anchor/.test(args.join(' ')) ? false : supports(...(args as [string, string]))) as typeof CSS.supports;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.gw-term-card:popover-open { position-area: none !important; position-try-fallbacks: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

test.describe('where the browser has no anchor positioning', () => {
  test("Enter opens a card by its word, above it near the window's foot", async ({ page }) => {
    await withoutAnchorPositioning(page);
    const placer = page.waitForResponse((r) => r.url().endsWith('/term-cards.js'));
    await page.goto(RULE);
    await placer;
    const word = page.getByRole('button', { name: 'national quality' });
    const card = page.locator('#term-national-quality');
    await word.scrollIntoViewIfNeeded();
    await word.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await expect.poll(async () => apart((await word.boundingBox())!, (await card.boundingBox())!)).toBeLessThanOrEqual(160);
    await expect(card).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    // A word at the window's foot: the card stands above it, still inside the window.
    await word.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8));
    await word.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await card.boundingBox())!.y + (await card.boundingBox())!.height)
      .toBeLessThanOrEqual((await word.boundingBox())!.y);
    await expect(card).toBeInViewport({ ratio: 1 });
  });

  test("an island's card too: a victory points finding's word", async ({ page }) => {
    await withoutAnchorPositioning(page);
    await page.goto('/gwsh/calculators/victory-points/');
    const vp = await hydratedIsland(page, 'VictoryPoints');
    const placer = page.waitForResponse((r) => r.url().endsWith('/term-cards.js'));
    // One objective in the game, two claimed: a finding about objectives (7.0), with its word's card.
    await vp.getByLabel('Game objectives (5, fewer in the desert)').fill('1');
    await vp.getByLabel('Objectives held at the end (+2 each)').first().fill('2');
    const word = vp.locator('.finding[data-code="objectives-held-exceed-objectives"]').getByRole('button', { name: 'objectives' });
    await placer;
    await word.focus();
    await page.keyboard.press('Enter');
    const card = vp.locator('.finding[data-code="objectives-held-exceed-objectives"] .gw-term-card');
    await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await expect.poll(async () => apart((await word.boundingBox())!, (await card.boundingBox())!)).toBeLessThanOrEqual(160);
    await expect(card).toBeInViewport({ ratio: 1 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a card near the foot of the screen opens above its word, 8 px from every edge, by the browser’s own placing', async ({
      page,
    }) => {
      await page.goto(RULE);
      const word = page.getByRole('button', { name: 'off table' });
      const card = page.locator('#term-off-table-artillery');
      // The word in the bottom 130 px of the screen.
      await word.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 60));
      await word.tap();
      await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(true);
      const [w, c] = [(await word.boundingBox())!, (await card.boundingBox())!];
      // Above the word, clear of it, and 8 px or more inside the 390 × 844 screen.
      expect(c.y + c.height).toBeLessThanOrEqual(w.y);
      expect(c.x).toBeGreaterThanOrEqual(8);
      expect(c.x + c.width).toBeLessThanOrEqual(390 - 8);
      expect(c.y).toBeGreaterThanOrEqual(8);
    });

    test('a tap opens the card by its word, inside the screen', async ({ page }) => {
      await withoutAnchorPositioning(page);
      const placer = page.waitForResponse((r) => r.url().endsWith('/term-cards.js'));
      await page.goto(RULE);
      await placer;
      const word = page.getByRole('button', { name: 'off table' });
      const card = page.locator('#term-off-table-artillery');
      await word.scrollIntoViewIfNeeded();
      await word.tap();
      await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(true);
      await expect.poll(async () => apart((await word.boundingBox())!, (await card.boundingBox())!)).toBeLessThanOrEqual(160);
      await expect(card).toBeInViewport({ ratio: 1 });
    });
  });
});

test('each other rule set has its glossary, and its rule pages mark their terms', async ({ page }) => {
  for (const [system, id, term, pageLink] of [
    ['1916', 'sub-unit', 'Sub-unit (also: unit)', '1.4 Game units and formations'],
    ['gbww2', 'suppression', 'Suppression (also: suppressed)', 'Fire'],
    ['gw54', 'pinned', 'Pinned (also: running)', 'Morale tests'],
  ] as const) {
    await page.goto(`/${system}/glossary/`);
    await expect(page.locator(`h2#${id}`)).toHaveText(term);
    await expect(page.locator(`h2#${id} + p`).getByRole('link', { name: pageLink })).toHaveAttribute('href', new RegExp(`^/${system}/`));
  }
  await expectNoAxeViolations(page);

  // "1916" troop quality: the morale grade's card, its glossary and the page's own heading.
  await page.goto('/1916/introduction/troop-quality/');
  const word = page.getByRole('button', { name: 'morale grade' });
  const card = page.locator('#term-morale-grade');
  await word.hover();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Morale grade: How willing a unit is to fight, from Reckless');
  await expect(card.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/1916/glossary/#morale-grade');
  await expect(card.getByRole('link', { name: '1.5 Troop quality' })).toHaveAttribute(
    'href',
    '/1916/introduction/troop-quality/#morale-grades',
  );
  await expectNoAxeViolations(page);
});

test('a list builder finding offers the card of the word it turns on, read from the published glossary', async ({ page }) => {
  await page.goto('/gwsh/calculators/list-builder/');
  await page.getByRole('heading', { name: 'Your lists' }).waitFor();
  // One brigade of 6 infantry: a Small Brigade (under 10 stands, 9.0).
  const list = {
    format: 'gwsh-list',
    version: 1,
    name: 'Small',
    nation: 'germany',
    year: 1917,
    list: 'attack',
    part: 'basic',
    brigades: [{ name: 'A', grade: 'regular', offTable: false, stands: [{ unit: 'infantry', count: 6 }] }],
  };
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'small.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list)) });
  const finding = page.locator('.lb-brigade .finding[data-code="small-brigade"]');
  const word = finding.getByRole('button', { name: 'Small Brigade' });
  await word.hover();
  const card = finding.locator('.gw-term-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Small brigade:');
  await expect(card.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/gwsh/glossary/#small-brigade');
  // Keyboard: focus shows it, Enter opens it as a popover.
  await page.mouse.move(0, 0);
  await word.focus();
  await expect(card).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => card.evaluate((el) => el.matches(':popover-open'))).toBe(true);
  // Opened by Enter it stands by its word, not in the window's corner.
  expect(apart((await word.boundingBox())!, (await card.boundingBox())!)).toBeLessThanOrEqual(160);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});

test("a victory points finding offers its word's card too, fetched with the first finding", async ({ page }) => {
  await page.goto('/gwsh/calculators/victory-points/');
  const vp = await hydratedIsland(page, 'VictoryPoints');
  // One objective in the game, two claimed: the claim the rules do not allow is a finding about objectives (7.0).
  await vp.getByLabel('Game objectives (5, fewer in the desert)').fill('1');
  await vp.getByLabel('Objectives held at the end (+2 each)').first().fill('2');
  const finding = vp.locator('.finding[data-code="objectives-held-exceed-objectives"]');
  const word = finding.getByRole('button', { name: 'objectives' });
  await word.hover();
  await expect(finding.locator('.gw-term-card')).toContainText('Objective:');
  await expectNoAxeViolations(page);
});
