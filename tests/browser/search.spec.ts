import { test, expect, type Page } from './test.ts';

/** Opens the site search (from `from`), types a query and returns the result links (pages and their sections/rows). */
async function search(page: Page, query: string, from = '/'): Promise<string[]> {
  if (from !== page.url().replace(/^https?:\/\/[^/]+/, '')) await page.goto(from);
  if (!(await page.getByRole('dialog').isVisible())) await page.getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('dialog').locator('input.pagefind-ui__search-input');
  await input.fill(query);
  // Pagefind's message names the query searched: the typed one, or the rules' words for it, which the line
  // under the box then names ("Showing “forward observer” for “FOO”").
  const searched = async () =>
    `${await page.locator('.pagefind-ui__message').textContent()} ${await page
      .locator('.gw-search-nearest')
      .textContent({ timeout: 100 })
      .catch(() => '')}`;
  await expect.poll(searched).toMatch(new RegExp(`results? for ${RegExp.escape(query)}|for “${RegExp.escape(query)}”`));
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible();
  await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', /\//);
  // The dialog's additions (the scope line) are fetched when it first opens, and the page's rule set is
  // ticked as Pagefind's filters arrive (on a slow machine after the first results); Pagefind then searches
  // again. Each result fetches its own fragment and shows a placeholder until then.
  const scope = page.getByRole('dialog').locator('.gw-search-scope');
  await expect(scope).toBeVisible({ timeout: 20_000 });
  const read = async () => {
    await expect(page.locator('.pagefind-ui__result .pagefind-ui__loading')).toHaveCount(0);
    return page.locator('.pagefind-ui__result-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  };
  // A rule set's pages all live under its folder, and a page outside one searches Great War Spearhead:
  // unless the reader widened to all, read the results once every one is from that folder (the search
  // with the filter has answered) and two readings agree.
  const folder = /^\/(gwsh|1916|gbww2|gw54)\//.exec(from)?.[0] ?? '/gwsh/';
  const scoped = !(await scope.textContent())?.includes('every rule set');
  let links = await read();
  await expect(async () => {
    await page.waitForTimeout(250);
    const again = await read();
    const same = again.join() === links.join();
    links = again;
    expect(same).toBe(true);
    if (scoped)
      expect(
        links.every((l) => l.startsWith(folder)),
        links.join(),
      ).toBe(true);
  }).toPass({ timeout: 20_000 });
  return links;
}

test.describe('search over rules and tables', () => {
  test('a troop type and year finds the cost rows, named by nation and row', async ({ page }) => {
    // Every nation's MG row whose years hold 1917 (1917-18, 1916-18, 1915-18) answers "MG 1917": the nation narrows it.
    const links = await search(page, 'germany MG 1917');
    expect(links.slice(0, 15)).toContain('/gwsh/troop-costs/germany/#mg-1917-18');
    await expect(page.getByRole('link', { name: 'Germany: MG 1917-18' })).toBeVisible();
  });

  test('an organiser finds the event page by "tournament", "swiss pairing" and "pairings"', async ({ page }) => {
    for (const query of ['tournament', 'swiss pairing', 'pairings']) {
      const links = await search(page, query);
      expect(links[0]?.replace(/#.*$/, ''), query).toBe('/gwsh/calculators/event/');
    }
  });

  test('the names players use find rows the source abbreviates: "Mark IV tank", "british tank"', async ({ page }) => {
    const mark = (await search(page, 'Mark IV tank')).slice(0, 15);
    expect(mark.some((l) => /\/gwsh\/troop-costs\/[a-z-]+\/#mk-iv/.test(l))).toBe(true);
    const british = (await search(page, 'british tank')).slice(0, 15);
    expect(british.some((l) => l.startsWith('/gwsh/troop-costs/british-empire/#'))).toBe(true);
  });

  test("a calculator's form controls stay out of search snippets", async ({ page }) => {
    for (const query of ['victory points', 'scenario generator']) {
      await search(page, query);
      const excerpts = (await page.locator('.pagefind-ui__result-excerpt').allTextContents()).join(' ');
      expect(excerpts).not.toMatch(/defenceAdvance to contact|Advance to contactMutual encounter/);
    }
  });

  test('the pages that mention every rule (readings, what is checked) rank below the rule that decides', async ({ page }) => {
    for (const query of ['who attacks', 'exit base line']) {
      const links = await search(page, query, '/gwsh/');
      const first = links.findIndex((l) => l.startsWith('/gwsh/rules/'));
      const meta = links.findIndex((l) => /^\/gwsh\/(readings|what-is-checked)\//.test(l));
      expect(first, `${query}: ${links.join()}`).toBeGreaterThanOrEqual(0);
      if (meta >= 0) expect(first, `${query}: ${links.join()}`).toBeLessThan(meta);
    }
  });

  test('a glossary card is no search hit for the page that shows it: its words rank the glossary', async ({ page }) => {
    // The FOO's card, on the points system page, says "the other is a flat 10 points"; that page's own text never does.
    const links = await search(page, 'flat 10 points', '/gwsh/');
    expect(
      links.some((l) => l.startsWith('/gwsh/glossary/')),
      links.join(),
    ).toBe(true);
    expect(
      links.some((l) => l.startsWith('/gwsh/rules/points-system/')),
      links.join(),
    ).toBe(false);
  });

  test('one wrong letter still finds the answer: the nearest known words are tried, the box keeps what was typed, and the dialog says so', async ({
    page,
  }) => {
    await page.goto('/gwsh/');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('dialog').locator('input.pagefind-ui__search-input');
    await box.fill('strategic situtation');
    // Pagefind finds nothing for the query, or passes over the word it has no entry for and answers for
    // "strategic" alone (which, depends on how its index falls into files): either way the word is read as the nearest.
    const nearest = page.getByRole('dialog').locator('.gw-search-nearest');
    await expect(nearest).toHaveText(
      'No page has every word of “strategic situtation”: showing “strategic situation” (“situtation” read as “situation”).',
    );
    await expect(page.locator('.pagefind-ui__message')).toContainText('strategic situation');
    const first = page.locator('.pagefind-ui__result-link').first();
    await expect(first).toHaveAttribute('href', /strategic-situation/);
    await expect(box).toHaveValue('strategic situtation');
    // Typing again starts afresh: the note goes.
    await box.pressSequentially(' table');
    await expect(nearest).toHaveCount(0);
  });

  /** Types `query` into the search opened from `from`, and waits for the line under the box. */
  async function relaxedSearch(page: Page, query: string, from: string) {
    await page.goto(from);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').locator('input.pagefind-ui__search-input').fill(query);
    const note = page.getByRole('dialog').locator('.gw-search-nearest');
    await expect(note).toBeVisible({ timeout: 20_000 });
    return note;
  }

  test('a question, and a word players use that the rules print otherwise, find the rule; the box keeps what was typed', async ({
    page,
  }) => {
    const note = await relaxedSearch(page, 'what happens when my brigade breaks', '/gwsh/');
    await expect(note).toHaveText(
      'No page has every word of “what happens when my brigade breaks”: showing “brigade breaks” (left out: what, happens, when, my).',
    );
    await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', /\/gwsh\/rules\/victory-conditions\//);
    await expect(page.getByRole('dialog').locator('input.pagefind-ui__search-input')).toHaveValue('what happens when my brigade breaks');
    // "armored", the American spelling, is read as the source's "armoured": the Russian armoured train.
    await relaxedSearch(page, 'armored train', '/gwsh/');
    await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', '/gwsh/troop-costs/russia/');
  });

  test('a question that finds pages is searched without the words it is asked with: "can germany fight austria"', async ({ page }) => {
    // Every word is on the points system's page (its nation links, "can"), which came first; without "can" the
    // Axis and Allied lists answer: two Axis nations never meet.
    const note = await relaxedSearch(page, 'can germany fight austria', '/gwsh/');
    await expect(note).toHaveText('Showing “germany fight austria” for “can germany fight austria” (left out: can).');
    const links = page.locator('.pagefind-ui__result-link');
    await expect(links.first()).toHaveAttribute('href', '/gwsh/rules/nationalities-and-year/');
    await expect(links.nth(1)).toHaveAttribute('href', '/gwsh/rules/nationalities-and-year/#axis-and-allied-lists');
    await expect(page.getByRole('dialog').locator('input.pagefind-ui__search-input')).toHaveValue('can germany fight austria');
  });

  test('a query no page holds whole shows the pages holding the most of its words, and says which it left out', async ({ page }) => {
    // "min brigades OOB" read as "minimum brigades order of battle": no page has all three; the page holding the
    // most (brigades and the order of battle: under-strength brigades) is searched, "min" left out.
    const note = await relaxedSearch(page, 'min brigades OOB', '/gwsh/');
    await expect(note).toHaveText(
      'No page has every word of “min brigades OOB”: showing “brigades order of battle” (“OOB” read as “order of battle”; left out: min).',
    );
    await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', '/gwsh/rules/organisation-and-equipment/');
    await expect(page.getByRole('dialog').locator('input.pagefind-ui__search-input')).toHaveValue('min brigades OOB');
    // A word no page of the rule set has: the rules do not cover it, rather than results for "rules" alone.
    const tank = await relaxedSearch(page, 'tank rules', '/gw54/');
    await expect(tank).toHaveText(
      'Nothing in the rules of The Great War in 54mm covers “tank rules”: no page has “tank”. Try other words, or every rule set.',
    );
    await expect(page.locator('.pagefind-ui__result')).toHaveCount(0);
  });

  test('"HMG" finds the MG rows, "NQ" national quality and "MG 1918" the rows whose years span 1918, straight from the index', async ({
    page,
  }) => {
    const hmg = await search(page, 'HMG', '/gwsh/');
    expect(hmg.some((l) => /\/gwsh\/troop-costs\/[a-z-]+\/#mg-/.test(l))).toBe(true);
    const nq = await search(page, 'NQ', '/gwsh/');
    expect(nq[0]).toBe('/gwsh/tables/national-quality/');
    const span = await search(page, 'german MG 1918', '/gwsh/');
    expect(span.some((l) => /\/gwsh\/troop-costs\/germany\/#mg-1917-18/.test(l))).toBe(true);
  });

  test('"AP", which starts "approach" too, is searched as the action points it stands for, and the line says so', async ({ page }) => {
    const note = await relaxedSearch(page, 'AP', '/gbww2/charts/fire/');
    await expect(note).toHaveText('Showing “action points” for “AP” (“AP” read as “action points”).');
    // Each of the first three is about action points, none the approach damage table that "ap" starts.
    const actionPoints = expect.stringMatching(/^\/gbww2\/(charts\/actions-and-movement|tables\/action-point)/);
    await expect
      .poll(() => page.locator('.pagefind-ui__result-link').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href'))))
      .toEqual([actionPoints, actionPoints, actionPoints]);
    await expect(page.getByRole('dialog').locator('input.pagefind-ui__search-input')).toHaveValue('AP');
  });

  test('a word no page has is named, and a near word offered rather than put in its place: "solo rules" stays', async ({ page }) => {
    const note = await relaxedSearch(page, 'solo rules', '/gwsh/');
    await expect(note).toContainText('No page has “solo”: the results are for the other words.');
    await expect(page.getByRole('dialog').locator('input.pagefind-ui__search-input')).toHaveValue('solo rules');
    await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible();
  });

  test('a query the rules do not cover says so: "naval gunfire" from a 1916 page', async ({ page }) => {
    const note = await relaxedSearch(page, 'naval gunfire', '/1916/');
    await expect(note).toContainText('Nothing in the 1916 rules covers “naval gunfire”: no page has these words.');
    // One word, read as a word other rule sets have ("veteran"), which no 1916 page has either.
    const one = await relaxedSearch(page, 'veterans', '/1916/');
    await expect(one).toHaveText(
      'Nothing in the 1916 rules covers “veterans”: no page has “veterans”. Try other words, or every rule set.',
    );
  });

  test('a glossary result points at the word\'s entry: "veteran" at Morale grade', async ({ page }) => {
    const links = await search(page, 'veteran', '/gwsh/');
    expect(links, links.join()).toContain('/gwsh/glossary/#morale-grade');
  });

  test('"counter battery" finds the rule and its tables', async ({ page }) => {
    const links = (await search(page, 'counter battery')).slice(0, 12);
    expect(links).toContain('/gwsh/rules/advanced-rules/#823-counter-battery-fire');
    expect(links).toContain('/gwsh/tables/counter-battery-results/');
  });

  test("the table side's words find what the text words otherwise: trenches, end of game, op fire", async ({ page }) => {
    // "trenches cost" asks what entrenchments cost: the generic troops table comes first, its entrenchments'
    // rows under it (the trench mortars' rows, which say "trench", come after).
    const trenches = await search(page, 'trenches cost', '/gwsh/');
    expect(trenches[0], trenches.join()).toBe('/gwsh/tables/generic-troops/');
    expect(trenches.slice(1, 4), trenches.join()).toContain('/gwsh/tables/generic-troops/#light-entrenchments');
    // "end of game" finds the page and, under it, the section that answers.
    const end = await search(page, 'end of game', '/gwsh/');
    expect(end[0]).toBe('/gwsh/rules/victory-conditions/');
    expect(end.slice(1, 4), end.join()).toContain('/gwsh/rules/victory-conditions/#end-of-play-and-the-winner');
    const op = (await search(page, 'op fire', '/gbww2/')).slice(0, 5);
    expect(
      op.some((l) => l.startsWith('/gbww2/')),
      op.join(),
    ).toBe(true);
  });

  test('a question the system leaves to the main rulebook finds the page that says so', async ({ page }) => {
    // Searched without the words it is asked with: the main rulebook's section on how far artillery fires.
    const note = await relaxedSearch(page, 'how far can artillery fire', '/gwsh/');
    await expect(note).toHaveText('Showing “far artillery fire” for “how far can artillery fire” (left out: how, can).');
    await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', '/gwsh/rules/main-rulebook/');
  });

  test('a rule players look up mid-game has its own result', async ({ page }) => {
    const links = (await search(page, 'contesting')).slice(0, 10);
    expect(links).toContain('/gwsh/rules/victory-conditions/#contesting-an-objective');
    const contested = await search(page, 'contested objective', '/gwsh/');
    expect(contested[0]).toBe('/gwsh/rules/victory-conditions/');
    expect(contested.slice(1, 4), contested.join()).toContain('/gwsh/rules/victory-conditions/#contesting-an-objective');
  });

  test('what a thing costs finds its priced row before a calculator: "fighter cost"', async ({ page }) => {
    const links = await search(page, 'fighter cost', '/gwsh/');
    expect(links[0], links.join()).toBe('/gwsh/tables/aircraft/');
    expect(links.slice(1, 4), links.join()).toContain('/gwsh/tables/aircraft/#fighter');
  });

  test('a result jumps to the row, highlighted', async ({ page }) => {
    await search(page, 'Whippet');
    await page.getByRole('link', { name: 'British Empire: Whippet' }).click();
    await expect(page).toHaveURL(/\/gwsh\/troop-costs\/british-empire\/#whippet$/);
    await expect(page.locator('tr#whippet')).toBeInViewport();
  });

  test('a rule result lands on the sentence that answers it, marked by the browser', async ({ page }) => {
    await search(page, 'counter battery', '/gwsh/');
    // The address the first section result opens, as set when it is followed (the page stays put here).
    const section = page.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').first();
    await page.evaluate(() =>
      document.addEventListener('click', (e) => {
        const link = (e.target as Element).closest('a');
        if (link) {
          e.preventDefault();
          document.body.dataset.opened = link.getAttribute('href') ?? '';
        }
      }),
    );
    await section.click();
    const opened = (await page.locator('body').getAttribute('data-opened'))!;
    expect(opened).toMatch(/#[^:]*:~:text=([^,]+-,)?[^,]+$/);
    const word = decodeURIComponent(opened.split(':~:text=')[1]!.split(',').pop()!);
    expect(word.toLowerCase()).toMatch(/counter|battery/);
    await page.goto(opened);
    // The browser scrolls to the marked word: a paragraph holding it is on screen.
    await expect(page.locator('main :is(p, li, td)', { hasText: new RegExp(word, 'i') }).first()).toBeInViewport({ ratio: 0 });
  });

  test('a search opened before the page’s scripts ran still gets its rule-set scope', async ({ page }) => {
    // The dialog opens as soon as it is parsed, before any module script runs: a quick press on a slow phone.
    await page.addInitScript(() => {
      new MutationObserver((_, watch) => {
        const dialog = document.querySelector<HTMLDialogElement>('site-search dialog');
        if (!dialog) return;
        watch.disconnect();
        dialog.showModal();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/gwsh/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').locator('input.pagefind-ui__search-input').fill('reserves');
    await expect(page.getByRole('dialog').locator('.gw-search-scope')).toContainText('Results from Great War Spearhead only.');
  });

  test('clearing the rule set’s own filter widens the search, and the line under the box says so', async ({ page }) => {
    await search(page, 'gas', '/gwsh/rules/encounter/');
    const dialog = page.getByRole('dialog');
    const scope = dialog.locator('.gw-search-scope');
    await expect(scope).toContainText('Results from Great War Spearhead only.');
    const set = dialog.locator('details', { has: page.locator('summary', { hasText: 'Rule system' }) });
    await expect(async () => {
      if ((await set.getAttribute('open')) === null) await set.locator('summary').click();
      await dialog.getByRole('checkbox', { name: /^Great War Spearhead/ }).uncheck({ timeout: 2_000 });
    }).toPass();
    await expect(scope).toContainText('Results from every rule set.');
    await expect(async () => {
      const links = await page.locator('.pagefind-ui__result-link').evaluateAll((ls) => ls.map((a) => a.getAttribute('href') ?? ''));
      expect(links.some((l) => l.startsWith('/1916/'))).toBe(true);
    }).toPass();
  });

  test('results can be narrowed by kind and by rule system', async ({ page }) => {
    await search(page, 'aircraft');
    const dialog = page.getByRole('dialog');
    // Pagefind draws the filter groups one by one and redraws them (closed) as they arrive: wait for the last.
    await expect(dialog.locator('summary', { hasText: 'Rule system' })).toBeVisible();
    // Great War Spearhead is ticked already (the home page's rule set); narrow to its rules.
    await expect(dialog.locator('input[id="Rule system-Great War Spearhead"]')).toBeChecked();
    await expect(async () => {
      const kind = dialog.locator('details', { has: page.locator('summary', { hasText: 'Kind' }) });
      if ((await kind.getAttribute('open')) === null) await kind.locator('summary').click();
      await dialog.getByRole('checkbox', { name: /^Rules/ }).check({ timeout: 2_000 });
    }).toPass();
    await expect(async () => {
      const links = await page.locator('.pagefind-ui__result-link').evaluateAll((ls) => ls.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((l) => l.startsWith('/gwsh/rules/') || l.startsWith('/gwsh/#') || l === '/gwsh/')).toBe(true);
    }).toPass();
  });

  test('the arrow keys move through the results and Enter opens one', async ({ page }) => {
    const links = await search(page, 'counter battery');
    const input = page.getByRole('dialog').locator('input.pagefind-ui__search-input');
    await input.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.pagefind-ui__result-link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.pagefind-ui__result-link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${links[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('answers for the rule set of the page it is opened from, names each result’s rule set, and widens in one click', async ({
    page,
  }) => {
    const dialog = page.getByRole('dialog');
    const setFilter = (name: string) => dialog.locator(`input[id="Rule system-${name}"]`);
    const firstLink = () => page.locator('.pagefind-ui__result-link').first().getAttribute('href');
    // From a Great War Spearhead rule page, what players ask lands on a Great War Spearhead page first; before
    // results knew the game, "gas" and "wire" went to 1916 pages and "veteran" to a WWII table. Pagefind draws
    // its filters once it has them (on a slow machine, after the first results): the set's is then ticked and
    // the results drawn again.
    const rule = '/gwsh/rules/encounter/';
    // Each query and the page that answers it: the rule, table or row a player wants (the synonyms of
    // src/lib/site/searchTerms.ts find "FOO", "arty", "machine gun" and "off table").
    const answers: [string, RegExp][] = [
      ['gas', /^\/gwsh\/(tables\/ammunition-limits|rules\/advanced-rules)\//],
      ['wire', /^\/gwsh\/tables\/generic-troops\//],
      ['pillbox', /^\/gwsh\/tables\/generic-troops\//],
      ['veteran', /^\/gwsh\/(rules|tables|glossary)\//],
      ['reserves', /^\/gwsh\/rules\/attack-defence\//],
      ['weather', /^\/gwsh\/rules\/battlefield\//],
      ['off table', /^\/gwsh\/rules\/advanced-rules\//],
      ['FOO', /^\/gwsh\/tables\/generic-troops\//],
      ['machine gun', /^\/gwsh\/troop-costs\/[a-z-]+\//],
      ['arty', /^\/gwsh\/rules\/advanced-rules\//],
      ['HQ', /^\/gwsh\/rules\/organisation-and-equipment\//],
    ];
    for (const [query, answer] of answers) {
      await search(page, query, rule);
      await expect(setFilter('Great War Spearhead')).toBeChecked({ timeout: 15_000 });
      await expect.poll(firstLink, { message: query }).toMatch(answer);
      await expect(page.locator('.pagefind-ui__result-title').first(), query).toContainText('Great War Spearhead');
    }
    const scope = dialog.locator('.gw-search-scope');
    await expect(scope).toContainText('Results from Great War Spearhead only.');
    // One click widens to every rule set: "gas" then finds the 1916 rules too; the choice is kept.
    await search(page, 'gas', rule);
    await scope.getByRole('button', { name: 'Search every rule set' }).click();
    await expect(scope).toContainText('Results from every rule set.');
    await expect(setFilter('Great War Spearhead')).not.toBeChecked();
    await expect(async () => {
      const links = await page.locator('.pagefind-ui__result-link').evaluateAll((ls) => ls.map((a) => a.getAttribute('href') ?? ''));
      expect(links.some((l) => l.startsWith('/1916/'))).toBe(true);
    }).toPass();
    await page.reload();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.locator('.gw-search-scope')).toContainText('Results from every rule set.');
    await dialog.getByRole('button', { name: 'Only Great War Spearhead' }).click();
    // From a 1916 page, the 1916 rules answer first.
    await search(page, 'gas', '/1916/setup/lulls/');
    await expect(setFilter('1916')).toBeChecked({ timeout: 15_000 });
    await expect.poll(firstLink).toMatch(/^\/1916\//);
    await expect(dialog.locator('.gw-search-scope')).toContainText('Results from 1916 only.');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters fold behind one button, so the results start near the top', async ({ page }) => {
    await search(page, 'counter battery', '/gwsh/');
    const panel = page.locator('.pagefind-ui__filter-panel');
    const button = page.getByRole('button', { name: /^Show filters/ });
    await expect(button).toHaveText('Show filters (1 ticked)');
    await expect(panel).toBeHidden();
    // The first result within the first half of the screen (the filters took a third of it).
    const first = (await page.locator('.pagefind-ui__result').first().boundingBox())!;
    expect(first.y).toBeLessThan(844 / 2);
    await button.click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide filters (1 ticked)' })).toHaveAttribute('aria-expanded', 'true');
  });
});
