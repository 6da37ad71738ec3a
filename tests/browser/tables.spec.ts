import { test, expect } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydratedIsland } from './islands.ts';

test.describe('canonical tables', () => {
  test('a row link opens the row highlighted', async ({ page }) => {
    await page.goto('/gwsh/troop-costs/germany/#mg-1917-18');
    const row = page.locator('tr#mg-1917-18');
    await expect(row).toContainText('MG 1917-18');
    await expect(row).toContainText('12');
    await expect(row).toBeInViewport();
    const highlighted = await row.evaluate((el) => el.matches(':target') && getComputedStyle(el).outlineStyle === 'solid');
    expect(highlighted).toBe(true);
    const other = await page.locator('tr#infantry').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(other).not.toBe('solid');
  });

  test('the link-to-row control is reachable by keyboard and sets the address', async ({ page }) => {
    await page.goto('/gwsh/tables/national-quality/');
    const link = page.getByRole('link', { name: 'Link to this row: German/USA/French/UK' });
    // Tab through the page until the control has focus: it must be in the tab order.
    let focused = false;
    for (let i = 0; i < 80 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await link.evaluate((el) => el === document.activeElement);
    }
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#german-usa-french-uk$/);
  });

  test('a table with footnote markers explains them on its own page and in its JSON', async ({ page, request }) => {
    await page.goto('/1916/tables/terrain-effects/');
    const notes = page.getByRole('region', { name: 'Notes to the table' });
    await expect(notes.locator('[data-footnote]')).toHaveCount(3);
    await expect(notes.locator('[data-footnote="²"]')).toContainText('Brush or scrub');
    const json = await (await request.get('/data/1916/terrain-effects.json')).json();
    expect(json.footnotes.map((n: { mark: string }) => n.mark)).toEqual(['¹', '²', '³']);
  });

  test('a row with an uncertain cell shows its note beside it', async ({ page }) => {
    await page.goto('/gwsh/troop-costs/italy/');
    const row = page.locator('tr#mgs-1914-15');
    await expect(row).toContainText('no value');
    await expect(row.locator('.gw-note')).toContainText('no number');
  });

  test('the JSON copy has the same rows as the page', async ({ page, request }) => {
    await page.goto('/gwsh/troop-costs/british-empire/');
    const pageIds = await page.locator('table.gw-table tbody tr[id]').evaluateAll((rows) => rows.map((r) => r.id));
    const href = await page.locator('[data-json-link]').getAttribute('href');
    expect(href).toBe('/data/gwsh/troop-costs-british-empire.json');
    const json = await (await request.get(href!)).json();
    expect(json.dataVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(json.source.section).toBe('10.5.2');
    expect(json.rows.map((r: { id: string }) => r.id)).toEqual(pageIds);
    expect(json.rows.find((r: { id: string }) => r.id === 'mk-iv-male-6pdr').points).toBe(13);
  });

  test('the index lists every table with a working JSON address', async ({ request }) => {
    const index = await (await request.get('/data/index.json')).json();
    expect(index.tables.length).toBeGreaterThanOrEqual(25);
    for (const t of index.tables) {
      const res = await request.get(t.json);
      expect(res.ok(), t.json).toBe(true);
      expect((await res.json()).id).toBe(t.id);
    }
  });

  test("a row's link goes to the row and is copied with one press, and says so; with no report address set at build, no report link", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/gwsh/tables/aircraft/');
    await page.getByRole('link', { name: 'Link to this row: Fighter' }).click();
    // Said beside the link pressed, in the row's own tools cell.
    await expect(page.locator('tr#fighter').getByRole('status')).toHaveText('Link copied');
    await page.getByRole('link', { name: 'Link to this row: Tactical bomber' }).click();
    await expect(page.locator('tr#tactical-bomber').getByRole('status')).toHaveText('Link copied');
    await expect(page.getByRole('status')).toHaveCount(1);
    await page.getByRole('link', { name: 'Link to this row: Fighter' }).click();
    // The press also went to the row, which the page marks.
    await expect(page).toHaveURL(/#fighter$/);
    await expect(page.locator('tr#fighter')).toHaveCSS('outline-style', 'solid');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/gwsh\/tables\/aircraft\/#fighter$/);
    // The test build sets no SITE_REPORT_EMAIL: a report link would mail nobody, so there is none.
    await expect(page.getByRole('link', { name: /^Report a problem with this row/ })).toHaveCount(0);
  });

  test('a press that opens a row in a new tab only opens it: nothing is copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/gwsh/tables/aircraft/');
    await page.evaluate(() => navigator.clipboard.writeText('kept'));
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Link to this row: Fighter' }).click({ modifiers: ['ControlOrMeta'] });
    expect(new URL((await opened).url()).hash).toBe('#fighter');
    await expect(page.locator('#gw-row-status')).toBeEmpty();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kept');
  });

  test('an address whose row id is not on the page says so', async ({ page }) => {
    await page.goto('/gwsh/tables/aircraft/#fighter-plane');
    await expect(page.getByRole('status')).toHaveText(
      'This page has no row “fighter-plane”. The link may be mistyped; row ids never change once published, so check the table below.',
    );
    await page.goto('/gwsh/tables/national-quality/#german-usa-french-uk');
    await expect(page.locator('#gw-row-status')).toBeEmpty();
    // A sentence in the address is not printed back, and a broken escape throws nothing.
    for (const hash of ['#You%20are%20disqualified%20by%20the%20organiser', '#%']) {
      await page.goto('about:blank');
      await page.goto(`/gwsh/tables/aircraft/${hash}`);
      await expect(page.getByRole('status')).toHaveText(
        'This page has no row. The link may be mistyped; row ids never change once published, so check the table below.',
      );
    }
  });

  test('the comparison groups one troop type across nations', async ({ page }) => {
    await page.goto('/gwsh/troop-costs/compare/#mg');
    const section = page.locator('h3#mg + .gw-table-wrap');
    await expect(section).toContainText('Germany');
    await expect(section).toContainText('MG 1917-18');
    await expect(section.getByRole('link', { name: 'MG 1917/18' })).toHaveAttribute('href', '/gwsh/troop-costs/france/#mg-1917-18');
  });

  test('on a phone, a wide table keeps its first column in view while it scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/gwsh/tables/national-quality/');
    const region = page.locator('.gw-table-wrap').first();
    const nations = region.locator('tbody th[scope="row"]').first();
    await expect(nations).toContainText('German/USA/French/UK');
    // The table is wider than the screen: it scrolls, and after scrolling to its far edge the row's name is
    // still at the region's left edge, where it started.
    expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    const before = (await nations.boundingBox())!;
    await region.evaluate((e) => (e.scrollLeft = e.scrollWidth));
    await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    const after = (await nations.boundingBox())!;
    expect(Math.round(after.x)).toBe(Math.round(before.x));
    // The first column under it has gone behind: its Veteran cell moved left of the row's name's right edge.
    const veteran = region.locator('tbody tr').first().locator('td').first();
    expect((await veteran.boundingBox())!.x).toBeLessThan(after.x + after.width);
  });

  test('the sidebar lists the tables from the data, marks the one open, and leads on to the next', async ({ page }) => {
    await page.goto('/gw54/tables/hit-scores/');
    const sidebar = page.locator('nav.sidebar');
    // GW54's two tables, A to Z by title; the page's own link is current and its group is open.
    const current = sidebar.getByRole('link', { name: 'Hit scores' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Weapons' })).toHaveAttribute('href', '/gw54/tables/weapons/');
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/gw54/tables/weapons/');
    // The page before the first table is the system's last calculator, and it leads to the table.
    const before = await page.locator('a[rel="prev"]').getAttribute('href');
    expect(before).toMatch(/^\/gw54\/calculators\//);
    await page.goto(before!);
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/gw54/tables/hit-scores/');

    // Troop costs follow the nations' order: Germany, then Greece.
    await page.goto('/gwsh/troop-costs/germany/');
    await expect(sidebar.getByRole('link', { name: 'Germany', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/gwsh/troop-costs/france/');
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/gwsh/troop-costs/greece/');
    // No placeholder is left in the sidebar.
    await expect(page.locator('[data-table-links]')).toHaveCount(0);
  });

  for (const path of [
    '/',
    '/gwsh/tables/strategic-situation/',
    '/gwsh/troop-costs/germany/',
    '/gwsh/troop-costs/compare/',
    '/data/',
    '/changelog/',
  ]) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test('on a phone, a table wider than the screen scrolls in its own region and says so, and a long note folds', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/gwsh/tables/national-quality/');
  const wrap = page.getByRole('region', { name: /National quality/ });
  const sizes = await wrap.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client); // the table is wider than its region…
  expect(sizes.page).toBeLessThanOrEqual(390); // …and the page itself does not scroll sideways
  // Its caption says so in words while there is more to its right (tables.css), and no longer at the end.
  const hint = () => wrap.locator('caption').evaluate((el) => getComputedStyle(el, '::after').content);
  expect(await hint()).toBe('"Scroll sideways for more →"');
  await wrap.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expect.poll(hint).toBe('none');
  // A long note folds under its row: the row reads short until the note is opened.
  const note = wrap.locator('tr#russian-turkish-italian-austro-hungarian-bulgarian-other details.gw-note');
  await expect(note).not.toHaveAttribute('open');
  await note.locator('summary').click();
  await expect(note).toHaveAttribute('open');
  await expect(note).toContainText('broken over several lines in the source');
  // On a wide screen the same table fits and says nothing.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(hint).toBe('none');
});

test('on a 390 px phone, odds tables of two choices fit: each choice has its own table, one above the other', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, testId] of [
    ['/gwsh/calculators/counter-battery/', 'cb-odds'],
    ['/gw54/calculators/shooting-odds/', 'shooting-hits'],
  ] as const) {
    await page.goto(path);
    await hydratedIsland(page);
    // The side-by-side table is for wide screens; on the phone it gives way to one table per choice.
    await expect(page.getByTestId(testId)).toBeHidden();
    const shown = page.locator('.odds-one-by-one .odds-scroll');
    await expect(shown).toHaveCount(2);
    for (const region of await shown.all()) {
      await expect(region).toBeVisible();
      const { scroll, client } = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, `${path}: ${await region.getAttribute('aria-label')}`).toBeLessThanOrEqual(client);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
