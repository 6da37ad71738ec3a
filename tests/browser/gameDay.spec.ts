import { readFileSync } from 'node:fs';
import { test, expect, type Page } from './test.ts';
import { pdfPages } from '../support/pdfPages.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydratedIsland } from './islands.ts';
import { formKept, keptText } from './saved.ts';
import { fillDesignExample } from './victoryPointsForm.ts';
import { allCostTables } from '../../src/lib/data/tables/costTablesAll.ts';
import type { GwshList } from '../../src/lib/gwsh/list/listFile.ts';
import { keyOfList, newRecord, serialiseRecord } from '../../src/lib/tools/listBuilder/savedListRecord.ts';

const fixture = (name: string) => new URL(`../fixtures/games/${name}`, import.meta.url).pathname;

/** The text of the file a click downloads. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

test.describe('scenario generator', () => {
  test('shows the exact odds of Germany 1914 against France 1914 before any die', async ({ page }) => {
    await page.goto('/gwsh/calculators/scenario/');
    const gen = await hydratedIsland(page, 'ScenarioGenerator');
    // Germany +2, France +1: the difference of the two dice plus 1 decides. Of the 36 pairs:
    // equal scores (A one lower on the dice) 5 → 5/36; B one lower on the score (equal dice) 6 → 1/6;
    // A one lower (A two lower on the dice) 4 → 1/9; A two or more higher (A at least one higher) 15 → 5/12;
    // B two or more higher (A three or more lower) 3 + 2 + 1 = 6 → 1/6.
    const odds = gen.getByTestId('tactical-odds');
    const row = (key: string) => odds.locator(`tr[data-outcome="${key}"] td`);
    await expect(row('mutual-encounter')).toHaveText(['5/36', '13.89%']);
    await expect(row('advance-to-contact-a-low')).toHaveText(['1/9', '11.11%']);
    await expect(row('advance-to-contact-b-low')).toHaveText(['1/6', '16.67%']);
    await expect(row('a-attacks')).toHaveText(['5/12', '41.67%']);
    await expect(row('b-attacks')).toHaveText(['1/6', '16.67%']);
    await expect(odds.locator('tr[data-outcome="a-attacks"] th')).toContainText('Attack-defence, A (Germany) attacks');
    await expect(odds).toContainText('A (Germany) adds +2 and B (France) adds +1');
    // No die rolled yet: no card.
    await expect(gen.getByTestId('scenario-card')).toHaveCount(0);
  });

  test('typed dice are asked for one at a time, the card follows the rules, and its link reproduces it', async ({ page, context }) => {
    await page.goto('/gwsh/calculators/scenario/');
    const gen = await hydratedIsland(page, 'ScenarioGenerator');
    // The players' names go on the card beside their nations.
    await gen.getByLabel('Player A (optional)').fill('Ada');
    await gen.getByLabel('Player B (optional)').fill('Blaise');
    await gen.getByLabel("I'll type real dice").check();
    // 4.2 A places terrain first (5–2); no terrain moves (4–4); 4.3 B names the first objective (3–6);
    // 4.4 6 + 5 = 11, rain; 5.0 Germany 3+2 = 5, France 4+1 = 5, a mutual encounter; 6.2 B chooses (2–3).
    const dice = [5, 2, 4, 4, 3, 6, 6, 5, 3, 4, 2, 3];
    const prompt = gen.getByRole('form', { name: 'Enter a real die' });
    await expect(prompt.getByLabel('Next die: Terrain placement: die of Ada (Germany)')).toBeVisible();
    for (const die of dice) {
      const input = prompt.getByRole('spinbutton');
      await input.fill(String(die));
      await input.press('Enter');
    }
    await expect(gen.getByTestId('scenario-status')).toHaveText('Scenario complete: Mutual encounter.');
    const card = gen.getByTestId('scenario-card');
    await expect(card.getByTestId('scenario-situation')).toHaveText('Mutual encounter');
    await expect(card.locator('li[data-step]')).toHaveCount(9);
    const weather = card.locator('li[data-step="weather"]');
    await expect(weather).toContainText('6 + 5 = 11: it is raining');
    await expect(weather.getByRole('link', { name: 'GWSH 4.4' })).toHaveAttribute(
      'href',
      '/gwsh/rules/battlefield/#44-weather-and-time-of-day',
    );
    await expect(card.locator('li[data-step="objectives"]')).toContainText('Blaise (France) rolled higher (6 to 3)');
    await expect(card.locator('section[data-side="a"]')).toContainText('Encounter');
    await expect(card.getByTestId('scenario-dice')).toHaveText(`Dice used, in order: ${dice.join(', ')}.`);

    // The share link carries the inputs and the dice: a new tab shows the same card.
    const url = await gen.getByLabel('Link to this scenario card').inputValue();
    expect(url).toMatch(/\/gwsh\/calculators\/scenario\/#scenario=1\./);
    const other = await context.newPage();
    await other.goto(url);
    const shared = await hydratedIsland(other, 'ScenarioGenerator');
    await expect(shared.getByTestId('scenario-situation')).toHaveText('Mutual encounter');
    await expect(shared.getByTestId('scenario-dice')).toHaveText(`Dice used, in order: ${dice.join(', ')}.`);
    await expect(shared.getByTestId('scenario-card')).toContainText('Ada (Germany) against Blaise (France)');
    await expect(shared.getByTestId('link-error')).toHaveCount(0);
  });

  test('a damaged or newer link shows why and an empty form', async ({ page }) => {
    await page.goto('/gwsh/calculators/scenario/#scenario=1.N4IgbghgtgzgFg');
    let gen = await hydratedIsland(page, 'ScenarioGenerator');
    await expect(gen.getByTestId('link-error')).toContainText('This scenario link is damaged');
    await expect(gen.getByLabel("Player A's nation")).toHaveValue('germany');
    await expect(gen.getByLabel("Player B's nation")).toHaveValue('france');
    await expect(gen.getByTestId('scenario-card')).toHaveCount(0);

    await page.goto('/gwsh/calculators/scenario/#scenario=2.N4IgbghgtgzgFg');
    await page.reload();
    gen = await hydratedIsland(page, 'ScenarioGenerator');
    await expect(gen.getByTestId('link-error')).toContainText('newer version of the site (format 2)');
    await expect(gen.getByTestId('scenario-card')).toHaveCount(0);
  });

  test('in the rule page: rolls for me, flags two Axis nations, and prints only the card', async ({ page }) => {
    await page.goto('/gwsh/rules/tactical-situation/');
    const gen = await hydratedIsland(page, 'ScenarioGenerator');
    await gen.getByLabel("Player B's nation").selectOption('austro-hungary');
    await expect(gen.locator('[data-code="sides-not-opposed"]')).toContainText('both Axis');
    await gen.getByLabel("Player B's nation").selectOption('british-empire');
    await gen.getByLabel('Theatre').selectOption('western-front');
    await gen.getByLabel('Year').selectOption('1916');
    // Western Front 1916: always attack-defence, so the two encounter results are impossible.
    await expect(gen.locator('tr[data-outcome="mutual-encounter"] td').first()).toHaveText('0');
    await gen.getByRole('button', { name: 'Roll the dice' }).click();
    await expect(gen.getByTestId('scenario-status')).toContainText('Scenario complete: Attack-defence:');
    await page.emulateMedia({ media: 'print' });
    await expect(gen.getByTestId('scenario-card')).toBeVisible();
    await expect(gen.getByRole('button', { name: 'Roll again' })).toBeHidden();
    await expect(gen.getByLabel('Theatre')).toBeHidden();
    // "Print card" prints the card alone: on A4 and on US Letter it fits one or two sheets, and nothing else of
    // the page is printed (the rule text around it is taken out of the layout, not left as blank sheets).
    await page.evaluate(() => (document.body.dataset.gdPrint = ''));
    for (const format of ['A4', 'Letter']) {
      const sheets = pdfPages(await page.pdf({ format }));
      expect(sheets, `${format} sheets`).toBeGreaterThanOrEqual(1);
      expect(sheets, `${format} sheets`).toBeLessThanOrEqual(2);
    }
    await expect(page.getByRole('heading', { name: 'Strategic situation table' })).toBeHidden();
    await expect(gen.getByTestId('scenario-card')).toBeVisible();
  });
});

test.describe('victory points', () => {
  test('keeps the game across a reload, until "Start a new game"', async ({ page }) => {
    await page.goto('/gwsh/calculators/victory-points/');
    let vp = await hydratedIsland(page, 'VictoryPoints');
    await fillDesignExample(vp);
    await expect(vp.getByTestId('vp-total-0')).toHaveText('12');
    await formKept(page, 'gwt:vp-game', '"Allied player"');
    await page.reload();
    vp = await hydratedIsland(page, 'VictoryPoints');
    // Allied 12, Axis 8, as before the reload.
    await expect(vp.getByTestId('vp-total-0')).toHaveText('12');
    await expect(vp.getByTestId('vp-total-1')).toHaveText('8');
    await expect(vp.getByRole('group', { name: 'Player 1' }).getByLabel('Name')).toHaveValue('Allied player');
    await vp.getByRole('button', { name: 'Start a new game' }).click();
    await expect(vp.getByRole('group', { name: 'Player 1' }).getByLabel('Name')).not.toHaveValue('Allied player');
    await expect.poll(() => keptText(page, 'gwt:vp-game')).not.toContain('Allied player');
    await page.reload();
    vp = await hydratedIsland(page, 'VictoryPoints');
    await expect(vp.getByRole('group', { name: 'Player 1' }).getByLabel('Name')).not.toHaveValue('Allied player');
  });

  test('scores a game line by line, reports a disallowed claim, and imports and exports the game file', async ({ page }) => {
    await page.goto('/gwsh/calculators/victory-points/');
    const vp = await hydratedIsland(page, 'VictoryPoints');
    await fillDesignExample(vp);
    // Allied attacker: 2 × 2 + 3 (exit) + 1 (green) + 2 × 2 (regular) = 12.
    // Axis defender: 3 × 2 + 1 × 2 − 1 (Option A) + 1 (reserve) = 8.
    await expect(vp.getByTestId('vp-total-0')).toHaveText('12');
    await expect(vp.getByTestId('vp-total-1')).toHaveText('8');
    await expect(vp.getByTestId('vp-lines-0').locator('tr[data-line="exit-bonus"] td')).toHaveText('+3');
    await expect(vp.getByTestId('vp-lines-1').locator('tr[data-line="option-a"] td')).toHaveText('\u22121');
    await expect(vp.getByTestId('vp-winner')).toHaveText('Allied player wins, 12 to 8.');

    // Entrenched lines make the attacker's exit bonus +5: 14, counted 12 in a competition.
    await vp.getByLabel(/Continuous entrenched defensive lines/).check();
    await expect(vp.getByTestId('vp-total-0')).toHaveText('14');
    await expect(vp.getByTestId('vp-competition-0')).toHaveText('12');
    await vp.getByLabel(/Continuous entrenched defensive lines/).uncheck();

    // The defender claims an exit bonus: it scores 0 and comes back as a finding.
    const p2 = vp.getByRole('group', { name: 'Player 2' });
    for (const box of await p2
      .getByRole('group', { name: /Exit bonus/ })
      .getByRole('checkbox')
      .all())
      await box.check();
    await expect(vp.getByTestId('vp-lines-1').locator('tr[data-line="exit-bonus"] td')).toHaveText('0');
    await expect(vp.locator('[data-code="exit-bonus-not-allowed"]')).toContainText('Axis player claims the exit bonus');
    await expect(vp.getByTestId('vp-total-1')).toHaveText('8');
    for (const box of await p2
      .getByRole('group', { name: /Exit bonus/ })
      .getByRole('checkbox')
      .all())
      await box.uncheck();

    // Export: the example game file of docs/formats.md
    const file = await downloaded(page, () => vp.getByRole('button', { name: 'Export game file' }).click());
    expect(file.name).toBe('gwsh-game.json');
    expect(JSON.parse(file.text)).toEqual(JSON.parse(readFileSync(fixture('design-example.json'), 'utf8')));

    // A bad file: parseGameFile's sentence, and the form stays as it was.
    await vp.getByTestId('game-file-input').setInputFiles(fixture('not-json.json'));
    await expect(vp.getByTestId('game-file-status')).toContainText('not-json.json was not imported: the game file is not valid JSON');
    await expect(vp.getByRole('group', { name: 'Player 1' }).getByLabel('Name')).toHaveValue('Allied player');
    await expect(vp.getByTestId('vp-total-0')).toHaveText('12');

    // A good file fills the form.
    await page.reload();
    const fresh = await hydratedIsland(page, 'VictoryPoints');
    await fresh.getByTestId('game-file-input').setInputFiles(fixture('design-example.json'));
    await expect(fresh.getByTestId('game-file-status')).toHaveText('design-example.json imported.');
    await expect(fresh.getByTestId('vp-winner')).toHaveText('Allied player wins, 12 to 8.');
  });

  test("the organiser's +2 objective switch: strict as written or loose, named beside the result and kept in the file", async ({
    page,
  }) => {
    await page.goto('/gwsh/calculators/victory-points/');
    const vp = await hydratedIsland(page, 'VictoryPoints');
    await fillDesignExample(vp);
    const reading = (id: string) => vp.locator(`[data-reading="${id}"]`);
    // Default: the loose reading (capture and contest definitions), with the strict one named as the other reading.
    await expect(reading('objective-line-loose')).toContainText('Other reading:');
    await expect(reading('objective-line-strict')).toHaveCount(0);

    const strict = vp.getByLabel(/count \+2 objectives strictly/);
    await strict.check();
    await expect(reading('objective-line-strict')).toBeVisible();
    await expect(reading('objective-line-loose')).toHaveCount(0);
    // 7.0: the strict line changes which objectives count, not their value: 2 × +2 = +4, total still 12.
    await expect(vp.getByTestId('vp-lines-0').locator('tr[data-line="objectives"]')).toContainText('strict');
    await expect(vp.getByTestId('vp-total-0')).toHaveText('12');

    const file = await downloaded(page, () => vp.getByRole('button', { name: 'Export game file' }).click());
    expect(JSON.parse(file.text).objectiveRule).toBe('strict');

    await strict.uncheck();
    await expect(reading('objective-line-loose')).toBeVisible();
    const loose = await downloaded(page, () => vp.getByRole('button', { name: 'Export game file' }).click());
    expect('objectiveRule' in JSON.parse(loose.text)).toBe(false);
  });

  test('a scored game is recorded in the event: a new one when none is kept, then in the round picked; the event page ranks it', async ({
    page,
  }) => {
    await page.goto('/gwsh/rules/victory-conditions/');
    const vp = await hydratedIsland(page, 'VictoryPoints');
    await fillDesignExample(vp);
    await expect(vp.getByTestId('vp-winner')).toHaveText('Allied player wins, 12 to 8.');
    const record = vp.getByTestId('record-in-event');
    await record.getByRole('button', { name: 'Record in a new event, Round 1, without a pairing' }).click();
    await expect(record.getByRole('status')).toContainText(
      'Recorded in “My event”, Round 1, without a pairing: Allied player 12, Axis player 8.',
    );
    // Both now have a score in round 1: the next game goes in a new round unless the organiser picks round 1.
    const round = record.getByLabel('Round');
    await expect(round).toHaveValue('1');
    await expect(round.locator('option')).toHaveText(['Round 1', 'Round 2 (a new round)']);
    await round.selectOption({ label: 'Round 1' });
    await record.getByRole('button', { name: 'Record in “My event”, Round 1, without a pairing' }).click();
    await expect(record.getByRole('status')).toContainText('Recorded in “My event”, Round 1, without a pairing');
    await record.getByRole('button', { name: 'Record in “My event”, Round 2, without a pairing' }).click();
    await expect(record.getByRole('status')).toContainText('Recorded in “My event”, Round 2, without a pairing');

    // The event page ranks them (7.1): Allied 12 + 12 = 24, Axis 8 + 8 = 16; round 1's second record
    // replaced its first, so each has two games.
    await record.getByRole('link', { name: 'See the standings on the event page' }).click();
    const standings = page.getByTestId('event-standings').locator('tbody tr');
    await expect(standings).toHaveCount(2);
    await expect(standings.first()).toContainText('Allied player');
    await expect(standings.first()).toContainText('24');
    await expect(standings.nth(1)).toContainText('16');
    await expect(page.getByTestId('round-2')).toContainText('Axis player: 8 (no opponent recorded)');
  });

  test('two tabs recording games 0 to 250 ms apart lose none', async ({ context }) => {
    test.setTimeout(90_000);
    const open = async (names: [string, string]) => {
      const page = await context.newPage();
      await page.goto('/gwsh/calculators/victory-points/');
      const vp = await hydratedIsland(page, 'VictoryPoints');
      await fillDesignExample(vp);
      await vp.getByRole('group', { name: 'Player 1' }).getByLabel('Name').fill(names[0]);
      await vp.getByRole('group', { name: 'Player 2' }).getByLabel('Name').fill(names[1]);
      return { page, press: vp.getByTestId('record-in-event').getByRole('button', { name: /^Record in / }) };
    };
    const a = await open(['Ann', 'Ben']);
    const b = await open(['Cat', 'Dan']);
    const kept = () =>
      a.page.evaluate(() => {
        const text = localStorage.getItem('gwsh-event');
        return text === null ? [] : (JSON.parse(text).value.rounds as { games: unknown[] }[]).map((r) => r.games.length);
      });
    const gaps = [0, 100, 250];
    for (const [i, gap] of gaps.entries()) {
      await expect(a.press).toContainText(`Round ${i + 1},`);
      await expect(b.press).toContainText(`Round ${i + 1},`);
      // Both presses from inside the pages, `gap` ms apart, so Playwright's own round trips do not set the gap.
      await Promise.all([
        a.press.evaluate((el: HTMLElement) => el.click()),
        b.page.waitForTimeout(gap).then(() => b.press.evaluate((el: HTMLElement) => el.click())),
      ]);
      // Each round holds both tabs' games: four scores without a pairing.
      await expect.poll(kept).toEqual(Array.from({ length: i + 1 }, () => 4));
    }
  });

  test('blocked storage: the game is still recorded on the page, and the page says how to keep it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/gwsh/calculators/victory-points/');
    const vp = await hydratedIsland(page, 'VictoryPoints');
    await fillDesignExample(vp);
    const record = vp.getByTestId('record-in-event');
    await record.getByRole('button', { name: 'Record in a new event, Round 1, without a pairing' }).click();
    await expect(record.getByRole('status')).toContainText('This browser is not letting the page save anything');
    await expect(record.getByRole('status')).toContainText('Save the event as a file to keep it.');
  });
});

test.describe('aircraft, counter-battery and fire missions', () => {
  test('aircraft: held to the air-superiority maximum, none in 1914, costs never multiplied', async ({ page }) => {
    await page.goto('/gwsh/calculators/aircraft/');
    const air = await hydratedIsland(page, 'AircraftLimits');
    // The standing reminders are drawn on the server and kept through hydration, with their rule links;
    // the findings view is fetched with the first finding.
    await expect(air.getByRole('link', { name: 'GWSH 10.2' })).toHaveAttribute(
      'href',
      '/gwsh/rules/points-system/#102-national-quality-multipliers',
    );
    await expect(air.getByRole('list', { name: 'Findings about these aircraft' })).toHaveCount(0);
    await air.getByLabel('Most aircraft air superiority allows').fill('2');
    await air.getByRole('button', { name: 'One more Fighter' }).click();
    await air.getByRole('button', { name: 'One more Tactical bomber' }).click();
    // 1 × 12 + 1 × 18 = 30; the maximum is reached, so no more can be added.
    await expect(air.getByTestId('aircraft-total')).toHaveText('2 aircraft of 2 allowed: 30 points');
    await expect(air.getByRole('button', { name: 'One more Multi-engine bomber' })).toBeDisabled();
    await expect(air.locator('[data-code="one-aircraft-at-a-time"]')).toBeVisible();
    await expect(air.locator('[data-code="one-aircraft-at-a-time"] a')).toHaveAttribute('href', '/gwsh/rules/points-system/#104-aircraft');
    await expect(air.getByRole('link', { name: 'GWSH 8.2.4' })).toHaveCount(1);
    await air.getByLabel('Most aircraft air superiority allows').fill('1');
    await expect(air.locator('[data-code="too-many-aircraft"]')).toContainText('at most 1');
    await air.getByLabel('Year of the game').selectOption('1914');
    await expect(air.locator('[data-code="aircraft-in-1914"]')).toBeVisible();
    await expect(air.getByRole('button', { name: 'One more Fighter' })).toBeDisabled();
    // The form is kept across a reload: the year, the maximum typed and the two aircraft bought.
    const total = await air.getByTestId('aircraft-total').textContent();
    await formKept(page, 'gwt:aircraft-form', '1914');
    await page.reload();
    const again = await hydratedIsland(page, 'AircraftLimits');
    await expect(again.getByLabel('Year of the game')).toHaveValue('1914');
    await expect(again.getByLabel('Most aircraft air superiority allows')).toHaveValue('1');
    await expect(again.getByTestId('aircraft-total')).toHaveText(total!);
  });

  test('counter-battery: modifiers, exact odds before rolling, and a typed die', async ({ page }) => {
    await page.goto('/gwsh/rules/advanced-rules/');
    const cb = await hydratedIsland(page, 'CounterBattery');
    await cb.getByLabel('Nation').selectOption('british-empire');
    await cb.getByLabel('Year of the game').selectOption('1917');
    await cb.getByLabel('Gas used for this fire').check();
    await expect(cb.getByTestId('cb-modifiers')).toContainText('+1 (British Empire after 1916), +1 (Gas used); total +2');
    // Without gas, D6 + 1 runs 2 to 7: row 2 (No effect) 1/6, rows 3–7 1/6 each; "or stronger" from No effect is all of it.
    // With gas, D6 + 2 runs 3 to 8; 8 reads as 7: rows 3–6 1/6 each, row 7 (7 or 8) 2/6 = 1/3, no effect impossible.
    // Silenced for the rest of the game or stronger (rows 6–7): without gas 2/6 = 1/3, with gas 3/6 = 1/2.
    const odds = cb.getByTestId('cb-odds');
    await expect(odds.locator('thead th[scope="colgroup"]')).toHaveText(['Without gas', 'With gas']);
    await expect(odds.locator('tr[data-outcome="No effect"] td')).toHaveText(['1/6', '16.67%', '100% (1)', '0', '0%', '100% (1)']);
    await expect(odds.locator('tr[data-outcome="Regiment AI silenced for remainder of game"] td')).toHaveText([
      '1/6',
      '16.67%',
      '33.33% (1/3)',
      '1/6',
      '16.67%',
      '50% (1/2)',
    ]);
    await expect(odds.locator('tr[data-outcome="Regiment Destroyed"] td')).toHaveText([
      '1/6',
      '16.67%',
      '16.67% (1/6)',
      '1/3',
      '33.33%',
      '33.33% (1/3)',
    ]);
    await cb.getByLabel('The die (1–6)').fill('6');
    await expect(cb.getByTestId('cb-result')).toContainText('Regiment Destroyed');
    await expect(cb.getByTestId('cb-result')).toContainText('rolled 6 +1 (British Empire after 1916) +1 (Gas used) = 8 (read as 7');
    await expect(cb.getByTestId('cb-result').getByRole('link', { name: 'Results table, row 7' })).toHaveAttribute(
      'href',
      '/gwsh/tables/counter-battery-results/#roll-7',
    );
    // 8.2.3: 8 is past the table's last row; the reading that makes it 7 is named beside it, with the other one,
    // and beside the odds, whose gas column already reads the 8 as 7.
    await expect(cb.getByTestId('cb-result').locator('[data-reading="counter-battery-above-seven"]')).toContainText('Other reading:');
    await expect(cb.getByTestId('cb-odds-readings').locator('[data-reading="counter-battery-above-seven"]')).toContainText(
      'Other reading:',
    );
    // Germany 1917: 0, +1 with gas: no die leaves rows 1–7, so the odds rely on no reading.
    await cb.getByLabel('Nation').selectOption('germany');
    await expect(cb.getByTestId('cb-odds-readings').locator('[data-reading]')).toHaveCount(0);
    // The form is kept across a reload: Germany 1917, gas, the die 6 (6 + 1 for gas = 7: destroyed).
    await formKept(page, 'gwt:counter-battery-form', 'germany');
    await page.reload();
    const again = await hydratedIsland(page, 'CounterBattery');
    await expect(again.getByLabel('Nation')).toHaveValue('germany');
    await expect(again.getByLabel('Gas used for this fire')).toBeChecked();
    await expect(again.getByLabel('The die (1–6)')).toHaveValue('6');
    await expect(again.getByTestId('cb-result')).toContainText('Regiment Destroyed');
  });

  test('counter-battery in two tabs: a new tab starts from the form kept last, then each keeps its own across a reload', async ({
    context,
  }) => {
    const a = await context.newPage();
    await a.goto('/gwsh/calculators/counter-battery/');
    const cbA = await hydratedIsland(a, 'CounterBattery');
    await cbA.getByLabel('Nation').selectOption('germany');
    await cbA.getByLabel('The die (1–6)').fill('6');
    await formKept(a, 'gwt:counter-battery-form', '"dieText":"6"');
    // A second tab starts from what the first kept: Germany, the die 6.
    const b = await context.newPage();
    await b.goto('/gwsh/calculators/counter-battery/');
    const cbB = await hydratedIsland(b, 'CounterBattery');
    await expect(cbB.getByLabel('Nation')).toHaveValue('germany');
    await expect(cbB.getByLabel('The die (1–6)')).toHaveValue('6');
    // Then each tab is its own game: B changes to France 1916 and a 2, A to the year 1918.
    await cbB.getByLabel('Nation').selectOption('france');
    await cbB.getByLabel('The die (1–6)').fill('2');
    await cbA.getByLabel('Year of the game').selectOption('1918');
    await formKept(b, 'gwt:counter-battery-form', '"nation":"france"');
    await formKept(a, 'gwt:counter-battery-form', '"year":1918');
    for (const page of [a, b]) await page.reload();
    const [againA, againB] = [await hydratedIsland(a, 'CounterBattery'), await hydratedIsland(b, 'CounterBattery')];
    await expect(againA.getByLabel('Nation')).toHaveValue('germany');
    await expect(againA.getByLabel('Year of the game')).toHaveValue('1918');
    await expect(againA.getByLabel('The die (1–6)')).toHaveValue('6');
    await expect(againB.getByLabel('Nation')).toHaveValue('france');
    await expect(againB.getByLabel('The die (1–6)')).toHaveValue('2');
  });

  test('a form typed before the storage modules arrive is kept, not replaced by the one kept before, and a page left at once keeps it', async ({
    page,
  }) => {
    await page.goto('/gwsh/calculators/counter-battery/');
    let cb = await hydratedIsland(page, 'CounterBattery');
    await cb.getByLabel('The die (1–6)').fill('6');
    await formKept(page, 'gwt:counter-battery-form', '"dieText":"6"');
    // The next visit's storage module is held back until the player has typed a 3 over the kept 6.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/keptFormRecord\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    cb = await hydratedIsland(page, 'CounterBattery');
    await cb.getByLabel('The die (1–6)').fill('3');
    release();
    await formKept(page, 'gwt:counter-battery-form', '"dieText":"3"');
    await expect(cb.getByLabel('The die (1–6)')).toHaveValue('3');
    await page.unroute(/keptFormRecord/);
    // A change made the moment before the page is left is kept: the page saves as it goes.
    await cb.getByLabel('The die (1–6)').fill('4');
    await page.goto('/gwsh/calculators/');
    await page.goto('/gwsh/calculators/counter-battery/');
    cb = await hydratedIsland(page, 'CounterBattery');
    await expect(cb.getByLabel('The die (1–6)')).toHaveValue('4');
  });

  test('fire missions: by calibre, pre-planned only off table for the attacker, gas by role', async ({ page }) => {
    await page.goto('/gwsh/calculators/fire-missions/');
    const fm = await hydratedIsland(page, 'FireMissions');
    // Attacker: 77mm off table 10 missions (6 pre-planned) + 150mm off table 5 (5 pre-planned).
    await expect(fm.getByTestId('fm-total')).toHaveText('15');
    await expect(fm.getByTestId('fm-preplanned')).toHaveText('11');
    await expect(fm.getByTestId('fm-gas')).toContainText('up to 6 missions');
    await fm.getByRole('button', { name: 'Add a regiment' }).click();
    // A third, 77mm on table: 10 more missions, none pre-planned.
    await expect(fm.getByTestId('fm-total')).toHaveText('25');
    await expect(fm.getByTestId('fm-preplanned')).toHaveText('11');
    await fm.getByLabel('This side is the').selectOption('defender');
    await expect(fm.getByTestId('fm-preplanned')).toHaveText('0');
    await expect(fm.getByTestId('fm-gas')).toContainText('up to 3 missions');
    // The form is kept across a reload: three regiments, the defender, 25 missions.
    await formKept(page, 'gwt:fire-missions-form', 'defender');
    await page.reload();
    const again = await hydratedIsland(page, 'FireMissions');
    await expect(again.locator('fieldset[data-regiment]')).toHaveCount(3);
    await expect(again.getByLabel('This side is the')).toHaveValue('defender');
    await expect(again.getByTestId('fm-total')).toHaveText('25');
  });

  test("fire missions: the regiments come from a saved list's artillery, with the readings that make them", async ({ page }) => {
    // A list saved in this browser (as the list builder saves it): British Empire 1917, an off-table brigade of
    // 6 × 18pdr and 4 × 60pdr, an infantry brigade with one 4.5" howitzer.
    const list: GwshList = {
      format: 'gwsh-list',
      version: 1,
      name: 'Somme guns',
      nation: 'british-empire',
      year: 1917,
      list: 'attack',
      part: 'basic',
      brigades: [
        {
          name: 'Inf',
          grade: 'regular',
          stands: [
            { unit: 'infantry', count: 10 },
            { unit: '4-5in-howitzer', count: 1 },
          ],
        },
        {
          name: 'RFA',
          grade: 'regular',
          offTable: true,
          stands: [
            { unit: '18pdr-field-gun', count: 6 },
            { unit: '60pdr-field-gun', count: 4 },
          ],
        },
      ],
    };
    const record = newRecord('somme', list, Date.now(), allCostTables);
    await page.goto('/gwsh/calculators/fire-missions/');
    await page.evaluate(([key, text]) => localStorage.setItem(key!, text!), [keyOfList('somme'), serialiseRecord(record)]);
    await page.reload();
    const fm = await hydratedIsland(page, 'FireMissions');
    await fm.getByRole('button', { name: 'Take the regiments from a saved list' }).click();
    await expect(fm.getByLabel('Saved list')).toHaveValue('somme');
    await fm.getByRole('button', { name: 'Use its artillery' }).click();
    await expect(fm.getByTestId('fm-from-list')).toContainText('The regiments below are the artillery of “Somme guns”');
    // 4.5" = 114mm, a lone support stand: unlimited; 18pdr = 84mm off table: 10 (6 pre-planned); 60pdr = 127mm: 5 (5).
    await expect(fm.locator('fieldset[data-regiment]')).toHaveCount(3);
    await expect(fm.getByLabel('Calibre in mm').nth(1)).toHaveValue('84');
    await expect(fm.getByTestId('fm-total')).toHaveText('Unlimited');
    await expect(fm.getByTestId('fm-preplanned')).toHaveText('11');
    await expect(fm.getByTestId('fm-from-list').locator('[data-reading="calibre-from-gun-name"]')).toContainText('Other reading:');
    await expect(fm.getByTestId('fm-from-list').locator('[data-reading="line-is-a-regiment"]')).toBeVisible();
  });
});

const calculatorPages = [
  '/gwsh/calculators/',
  '/gwsh/calculators/scenario/',
  '/gwsh/calculators/victory-points/',
  '/gwsh/calculators/aircraft/',
  '/gwsh/calculators/counter-battery/',
  '/gwsh/calculators/fire-missions/',
];
const islandsOf: Record<string, string[]> = {
  '/gwsh/calculators/scenario/': ['ScenarioGenerator'],
  '/gwsh/calculators/victory-points/': ['VictoryPoints'],
  '/gwsh/calculators/aircraft/': ['AircraftLimits'],
  '/gwsh/calculators/counter-battery/': ['CounterBattery'],
  '/gwsh/calculators/fire-missions/': ['FireMissions'],
  '/gwsh/rules/tactical-situation/': ['ScenarioGenerator'],
  '/gwsh/rules/victory-conditions/': ['VictoryPoints'],
  '/gwsh/rules/advanced-rules/': ['FireMissions', 'CounterBattery', 'AircraftLimits'],
};

test.describe('game-day pages', () => {
  for (const path of [
    ...calculatorPages,
    '/gwsh/rules/tactical-situation/',
    '/gwsh/rules/victory-conditions/',
    '/gwsh/rules/advanced-rules/',
  ]) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      for (const component of islandsOf[path] ?? []) await hydratedIsland(page, component);
      await expectNoAxeViolations(page);
    });
  }

  test('no accessibility violations on a finished scenario card', async ({ page }) => {
    await page.goto('/gwsh/calculators/scenario/');
    const gen = await hydratedIsland(page, 'ScenarioGenerator');
    await gen.getByRole('button', { name: 'Roll the dice' }).click();
    await expect(gen.getByTestId('scenario-card')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of Object.keys(islandsOf)) {
    test(`no horizontal scroll at 360px on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      for (const component of islandsOf[path]!) {
        const root = await hydratedIsland(page, component);
        // The finished card is the widest thing the generator shows.
        if (component === 'ScenarioGenerator') await root.getByRole('button', { name: 'Roll the dice' }).click();
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});
