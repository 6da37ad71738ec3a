/** The event page as an organiser runs it: twelve players, three rounds, corrections, files and the players' link. */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { test, expect, type Locator, type Page } from './test.ts';
import { pdfPages } from '../support/pdfPages.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addPlayers, eventIsland, hydratedIsland } from './islands.ts';
import { fillDesignExample } from './victoryPointsForm.ts';
import { dataVersion } from '../../src/lib/data/dataVersion.ts';
import { newEvent, type CompetitionEvent } from '../../src/lib/gwsh/event/event.ts';
import { eventFileProblem, eventFileText } from '../../src/lib/gwsh/event/eventFileText.ts';
import { readPlayersLink } from '../../src/lib/gwsh/event/playersLink.ts';
import { largestEventPlayers, largestEventRound } from '../lib/gwsh/event/eventFixtures.ts';

const PAGE = '/gwsh/calculators/event/';

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

/** Types every table's two scores of a round: `allied` and `axis` at each table. */
async function scoreRound(island: Locator, round: number, allied: number, axis: number) {
  const rows = island.getByTestId(`round-${round}`).locator('tbody tr:has(input)');
  const count = await rows.count();
  for (let i = 0; i < count; i += 1) {
    const inputs = rows.nth(i).locator('input');
    await inputs.nth(0).fill(String(allied));
    await inputs.nth(1).fill(String(axis));
  }
  return count;
}

/** The standings' totals column, as numbers. */
async function totals(island: Locator): Promise<number[]> {
  const table = island.getByTestId('event-standings');
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.indexOf('Total');
  const cells = await table.locator(`tbody tr`).evaluateAll((rows, c) => rows.map((r) => Number(r.children[c]!.textContent)), column);
  return cells;
}

test('an organiser runs a twelve-player event for three rounds, corrects it, and shares it', async ({ page, browser }) => {
  // Some hundred steps an organiser takes, in three browsers: longer than one calculator's test.
  test.setTimeout(90_000);
  await page.goto(PAGE);
  const island = await eventIsland(page);
  // Six Allied players (two of the Red club), five Axis (two of the Red club), one with lists for both sides.
  const players: [string, string, string][] = [
    ['Ann', 'allied', 'Red'],
    ['Ben', 'allied', 'Red'],
    ['Cy', 'allied', ''],
    ['Di', 'allied', ''],
    ['Ed', 'allied', ''],
    ['Flo', 'allied', ''],
    ['Gus', 'axis', 'Red'],
    ['Hal', 'axis', 'Red'],
    ['Ivy', 'axis', ''],
    ['Jo', 'axis', ''],
    ['Kit', 'axis', ''],
    ['Lou', 'either', ''],
  ];
  for (const [name, side, club] of players) {
    await island.getByLabel('Name', { exact: true }).fill(name);
    await island.getByLabel('Club (optional)').fill(club);
    await island.getByLabel('Side', { exact: true }).selectOption(side);
    // Allied players field France, Axis players Germany; Lou's nation is chosen game by game.
    if (side !== 'either')
      await island.getByLabel("Nation (for the table's scenario)").selectOption({ label: side === 'allied' ? 'France' : 'Germany' });
    await island.getByRole('button', { name: 'Add player' }).click();
  }
  await expect(island.getByTestId('event-players').locator('li')).toHaveCount(12);

  // Round 1: Lou takes the Axis side (six against five), so six tables, every Allied seat an Allied player.
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(island.getByTestId('event-news')).toContainText('Round 1 is paired.');
  const round1 = island.getByTestId('round-1');
  await expect(round1.locator('tbody tr')).toHaveCount(6);
  const alliedSeats = await round1.locator('tbody tr th').allTextContents();
  for (const name of alliedSeats) expect(['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo']).toContain(name);
  // A scenario for every table: Lou, on the Axis side, has no nation, so one table says so.
  await island.getByRole('button', { name: "Roll every table's scenario" }).click();
  await expect(island.getByTestId('event-news')).toContainText('5 table scenarios rolled for Round 1.');
  await expect(island.getByTestId('event-news')).toContainText('Lou has no Axis nation');
  await expect(island.getByTestId('scenarios-1').locator('li')).toHaveCount(6);
  await expect(island.getByTestId('scenarios-1').locator('li', { hasText: 'no scenario yet' })).toHaveCount(1);
  await expect(island.getByRole('button', { name: /^Table \d's card$/ })).toHaveCount(5);
  expect(await scoreRound(island, 1, 10, 4)).toBe(6);

  // Round 2, scored the other way round. Six games of 10 + 4 and six of 3 + 9: the totals add up to
  // 6 × 14 + 6 × 12 = 156.
  await island.getByRole('button', { name: 'Pair round 2' }).click();
  await expect(island.getByTestId('round-2').locator('tbody tr')).toHaveCount(6);
  await scoreRound(island, 2, 3, 9);
  await expect.poll(async () => (await totals(island)).reduce((a, b) => a + b, 0)).toBe(156);

  // Round 3 paired too early: revert it, then undo the revert.
  await island.getByRole('button', { name: 'Pair round 3' }).click();
  await expect(island.getByTestId('round-3')).toBeVisible();
  await island.getByRole('button', { name: 'Revert Round 3' }).click();
  await expect(island.getByTestId('round-3')).toHaveCount(0);
  await island.getByRole('button', { name: 'Undo' }).click();
  await expect(island.getByTestId('round-3').locator('tbody tr')).toHaveCount(6);
  // No rematch in three rounds: every pair of opponents is new.
  const pairs = new Set<string>();
  for (const r of [1, 2, 3]) {
    // One round's tables are drawn at a time: opening a round shows its tables.
    await island.locator('summary', { hasText: `Round ${r}` }).click();
    await expect(island.getByTestId(`round-${r}`)).toBeVisible();
    for (const row of await island.getByTestId(`round-${r}`).locator('tbody tr').all()) {
      const allied = await row.locator('th').textContent();
      const axis = await row.locator('td').nth(2).textContent();
      pairs.add(`${allied}|${axis}`);
    }
  }
  expect(pairs.size).toBe(18);
  await scoreRound(island, 3, 6, 6);

  // A correction to a past score: table 1 of round 1, the Allied player's 10 becomes 12 (+2 in the totals).
  await island.locator('summary', { hasText: 'Round 1' }).click(); // opens the round's tables
  await island.getByTestId('round-1').locator('tbody tr').first().locator('input').first().fill('12');
  // A penalty with its reason: −2.
  await island.getByLabel('Bonus or penalty for').selectOption({ label: 'Kit' });
  await island.getByLabel('Points (−2 for a penalty)').fill('-2');
  await island.getByLabel('Reason').fill('list handed in late');
  await island.getByRole('button', { name: 'Give' }).click();
  await expect(island.getByTestId('event-adjustments')).toContainText('Round 3: Kit -2 (list handed in late)');
  // 156 + 6 × 12 (round 3) + 2 − 2 = 228.
  await expect.poll(async () => (await totals(island)).reduce((a, b) => a + b, 0)).toBe(228);

  // The standings after three rounds: every name whole on one line, in a column wide enough to read.
  await expectReadableStandings(island.getByTestId('event-standings'), 100);
  await expectNoAxeViolations(page);

  // The file, the CSV and the results page.
  const file = await downloaded(page, () => island.getByRole('button', { name: 'Save the event (JSON)' }).click());
  expect(file.name).toBe('my-event.json');
  const saved = JSON.parse(file.text);
  expect(saved).toMatchObject({ format: 'gwsh-competition', version: 2 });
  expect(saved.rounds).toHaveLength(3);
  const csv = await downloaded(page, () => island.getByRole('button', { name: 'Standings (CSV)' }).click());
  expect(csv.text.split('\r\n')[0]).toBe(
    'Rank,Player,Club,Side,Round 1,Round 2,Round 3,Adjustments,Total,Strength of schedule,Head to head,Games won',
  );
  const results = await downloaded(page, () => island.getByRole('button', { name: 'Results page (HTML)' }).click());
  expect(results.text).toContain('<h1>My event</h1>');

  // Reopened on another computer (a fresh browser), the file gives the same standings.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(PAGE);
  const otherIsland = await eventIsland(otherPage);
  await otherIsland
    .getByLabel('Open an event file (version 1 or 2)')
    .setInputFiles({ name: 'my-event.json', mimeType: 'application/json', buffer: Buffer.from(file.text) });
  await expect(otherIsland.getByTestId('event-news')).toContainText('“My event” (12 players, 3 rounds) opened.');
  // The standings follow a moment after the news (drawn in the background: useDeferredEvent).
  const here = await totals(island);
  await expect.poll(() => totals(otherIsland)).toEqual(here);
  // A file that is not an event is refused with its reason, and the event stays.
  await otherIsland.getByLabel('Open an event file (version 1 or 2)').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{"format":"gwsh-competition","version":2,"name":"X","players":[{"id":"a","name":"A","side":"central"}],"rounds":[]}',
    ),
  });
  await expect(otherIsland.getByTestId('event-news')).toContainText('players[0].side must be "allied", "axis" or "either"');
  await expect(otherIsland.getByTestId('round-3')).toHaveCount(1);
  await other.close();

  // The players' link: what players read, short enough for a QR code a phone reads from a screen.
  await island.getByRole('button', { name: "Make the players' link" }).click();
  const link = await island.getByLabel("Players' link (read-only: pairings and standings)").inputValue();
  expect(link).toContain('/gwsh/calculators/event/hall/#players=1.');
  expect(link.length).toBeLessThanOrEqual(800);
  // The same link as a QR code, read from the page's own pixels by an independent decoder.
  const qr = island.getByRole('img', { name: "QR code of the players' link" });
  const png = PNG.sync.read(await qr.screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const board = phonePage.getByTestId('players-board');
  await expect(phonePage.getByTestId('link-notice')).toContainText("signed with the organiser's key");
  await expect(board.getByTestId('board-tables').locator('li')).toHaveCount(6);
  await expect(board.getByTestId('board-names').locator('li')).toHaveCount(12);
  await expect(board.getByTestId('board-standings').locator('tbody th[scope="row"]')).toHaveCount(12);
  await expectReadableStandings(board.getByTestId('board-standings'), 90);
  // On the phone, rank, name and total all show: nothing to scroll sideways, the tie-breakers folded under each name.
  const standings = board.getByRole('region', { name: 'Standings' });
  expect(await standings.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(board.locator('.ev-tie-row').first()).toContainText('Strength of schedule');
  const phoneCode = await board.getByTestId('view-code').textContent();
  await phone.close();

  // The hall view, in another tab of the organiser's browser: the same round, standings and code.
  const hall = await page.context().newPage();
  await hall.goto('/gwsh/calculators/event/hall/');
  const hallBoard = hall.getByTestId('players-board');
  await expect(hallBoard.getByTestId('board-tables').locator('li')).toHaveCount(6);
  await expect(hallBoard.getByTestId('view-code')).toHaveText(phoneCode!);
  await expect(hall.getByRole('img', { name: "QR code of the players' link" })).toBeVisible();
  await expect(hall.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expectNoAxeViolations(hall);
  await hall.close();
});

/** Each name of a standings table whole on one line, in a column at least `min` px wide. */
async function expectReadableStandings(table: Locator, min: number) {
  const names = table.locator('tbody th[scope="row"]');
  // A line of text is a distinct top among the boxes of the cell's text.
  const boxes = await names.evaluateAll((cells) =>
    cells.map((c) => {
      const text = document.createRange();
      text.selectNodeContents(c);
      return { width: c.getBoundingClientRect().width, lines: new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(min);
    expect(box.lines).toBe(1);
  }
}

test("with the standings hidden, the players' link carries no score, and opens without standings", async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await island
    .getByLabel('Open an event file (version 1 or 2)')
    .setInputFiles(new URL('../fixtures/events/club-1917.json', import.meta.url).pathname);
  await expect(island.getByTestId('event-standings').locator('tbody tr')).toHaveCount(6);
  await island.getByLabel("Hide the standings from the players' link until the prize-giving").check();
  await island.getByRole('button', { name: "Make the players' link" }).click();
  const link = await island.getByLabel(/^Players' link/).inputValue();
  const read = readPlayersLink(link.slice(link.indexOf('#') + 1));
  expect(read.ok && read.view.standings).toBeNull();
  expect(JSON.stringify(read.ok && read.view)).not.toMatch(/"total"|"rank"|"score/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const board = page.getByTestId('players-board');
  await expect(board.getByTestId('board-names').locator('li')).toHaveCount(6);
  await expect(board.getByTestId('board-standings')).toHaveCount(0);
});

test("the event stays in the browser between visits, and a damaged players' link says so", async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await island.getByLabel('Name', { exact: true }).fill('Ann');
  await island.getByRole('button', { name: 'Add player' }).click();
  await page.reload();
  const again = await eventIsland(page);
  await expect(again.getByTestId('event-players')).toContainText('Ann (Allied)');
  // A new event records the data its lists are costed under, and plays under no rules pack, as this browser.
  await expect(again.getByTestId('event-pack')).toHaveText(
    `Rules pack: none (the site’s readings). Lists costed under data version ${dataVersion}.`,
  );
  await page.goto('about:blank');
  await page.goto(`${PAGE}#event=1.0000.garbage`);
  await expect(page.getByRole('alert')).toContainText('This event link could not be opened');
});

test("a round's tables each get a scenario, and a table's card opens on the scenario page", async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  for (const [name, side, nation] of [
    ['Ann', 'allied', 'France'],
    ['Bob', 'axis', 'Germany'],
  ]) {
    await island.getByLabel('Name', { exact: true }).fill(name!);
    await island.getByLabel('Side', { exact: true }).selectOption(side!);
    await island.getByLabel("Nation (for the table's scenario)").selectOption({ label: nation! });
    await island.getByRole('button', { name: 'Add player' }).click();
  }
  await expect(island.getByTestId('event-players')).toContainText('Ann (Allied, France)');
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  await island.getByLabel('Period of the scenarios').selectOption('1916');
  await island.getByRole('button', { name: "Roll every table's scenario" }).click();
  await expect(island.getByTestId('event-news')).toContainText('1 table scenario rolled for Round 1.');
  const scenarios = island.getByTestId('scenarios-1');
  await expect(scenarios.locator('li')).toHaveText(/^Table 1: (Attack-defence|Advance to contact|Mutual encounter).*(rain|Rain)/);
  // Kept in the file: the dice read the same card again after a reload.
  const summary = await scenarios.locator('li').textContent();
  await page.reload();
  const again = await eventIsland(page);
  await expect(again.getByTestId('scenarios-1').locator('li')).toHaveText(summary!);

  // The round on paper: a page of its tables, then table 1's sheet (pairing, card, form); and table 1's alone.
  const round = await downloaded(page, () => again.getByRole('button', { name: 'Table sheets of Round 1 (HTML, to print)' }).click());
  expect(round.name).toBe('my-event-round-1-sheets.html');
  const one = await downloaded(page, () => again.getByRole('button', { name: "Table 1's sheet" }).click());
  expect(one.name).toBe('my-event-round-1-table-1.html');
  expect(one.text).toContain('<strong>Allied:</strong> Ann, France. <strong>Axis:</strong> Bob, Germany.');
  const paper = await page.context().newPage();
  await paper.setContent(round.text);
  await expect(paper.getByRole('heading', { name: 'My event: Round 1, table 1' })).toBeVisible();
  await expect(paper.getByRole('columnheader', { name: 'Ann' })).toBeVisible();
  // Its own policy: a script that got into the file would not run, nor fetch anything.
  const injected = await page.context().newPage();
  await injected.setContent(round.text.replace('</body>', '<script>document.title = "ran"</script></body>'));
  expect(await injected.title()).not.toBe('ran');
  await injected.close();
  // On A4: the round's page, then the table's sheet on one sheet of paper (two sides at most).
  const sheets = pdfPages(await paper.pdf({ format: 'A4' }));
  expect(sheets).toBeGreaterThanOrEqual(2);
  expect(sheets).toBeLessThanOrEqual(3);
  await paper.close();

  await again.getByRole('button', { name: "Table 1's card" }).click();
  await expect(page).toHaveURL(/\/gwsh\/calculators\/scenario\/#scenario=/);
  await expect(page.getByTestId('scenario-card')).toContainText('Ann (France)');
  await expect(page.getByTestId('scenario-card')).toContainText('Bob (Germany)');
});

test("the event and this browser's rules pack: a difference is said, and either takes the other's", async ({ page }) => {
  await page.goto(PAGE);
  await page.evaluate(() =>
    localStorage.setItem(
      'gwt:rules-pack',
      JSON.stringify({ format: 'gwsh-rules-pack', version: 1, name: 'Club championship 1917', maxAircraft: 3 }),
    ),
  );
  await page.reload();
  const island = await eventIsland(page);
  const pack = island.getByTestId('event-pack');
  await expect(pack).toContainText('This browser checks with “Club championship 1917”, not the event’s.');
  await pack.getByRole('button', { name: 'The event takes “Club championship 1917”' }).click();
  await expect(pack).toContainText('Rules pack: “Club championship 1917”.');
  await expect(pack).not.toContainText('not the event’s');
  // The file carries the pack.
  const file = await downloaded(page, () => island.getByRole('button', { name: 'Save the event (JSON)' }).click());
  expect(JSON.parse(file.text).rulesPack).toEqual({
    format: 'gwsh-rules-pack',
    version: 1,
    name: 'Club championship 1917',
    maxAircraft: 3,
  });
});

test("a game scored on the victory points page is recorded at the players' table of the event", async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await addPlayers(island, [
    ['Allied player', 'allied'],
    ['Axis player', 'axis'],
  ]);
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(island.getByTestId('round-1').locator('tbody tr')).toHaveCount(1);

  // The docs/formats.md game: the Allied player scores 12, the Axis player 8.
  await page.goto('/gwsh/calculators/victory-points/');
  const vp = await hydratedIsland(page, 'VictoryPoints');
  await fillDesignExample(vp);
  await expect(vp.getByTestId('vp-winner')).toHaveText('Allied player wins, 12 to 8.');
  const record = vp.getByTestId('record-in-event');
  await record.getByRole('button', { name: 'Record in “My event”, Round 1, table 1' }).click();
  await expect(record.getByRole('status')).toContainText('Recorded in “My event”, Round 1, table 1: Allied player 12, Axis player 8.');

  await page.goto(PAGE);
  const again = await eventIsland(page);
  const inputs = again.getByTestId('round-1').locator('tbody tr input');
  await expect(inputs.nth(0)).toHaveValue('12');
  await expect(inputs.nth(1)).toHaveValue('8');
});

test('the list builder, the organiser’s check and victory points say where they differ from the event kept here', async ({ page }) => {
  const fixture = (path: string) => new URL(`../fixtures/${path}`, import.meta.url).pathname;
  const event = JSON.parse(readFileSync(fixture('events/club-1917.json'), 'utf8')) as Record<string, unknown>;
  const pack = JSON.parse(readFileSync(fixture('rules-packs/club-1917.json'), 'utf8')) as { name: string };
  await page.goto(PAGE);
  // An event costed on data 1.1.0 under the club's pack; this browser has no pack.
  await page.evaluate(
    (text) => localStorage.setItem('gwsh-event', text),
    JSON.stringify({ ...event, dataVersion: '1.1.0', rulesPack: pack }),
  );

  await page.goto('/gwsh/calculators/list-builder/');
  await hydratedIsland(page, 'ListBuilder');
  const inBuilder = page.getByTestId('event-differences');
  await expect(inBuilder).toContainText(
    `The event “Club championship 1917” is played under the rules pack “${pack.name}”; this browser checks with the site’s readings (no rules pack).`,
  );
  await expect(inBuilder).toContainText(`costs lists with data version 1.1.0; this site’s tables are version ${dataVersion}.`);
  // A new list records this site's version, so it is named as built on other data than the event's.
  await expect(inBuilder).toContainText(`Built on other data than the event’s version 1.1.0: “`);

  await page.goto('/gwsh/calculators/check-lists/');
  await hydratedIsland(page, 'CheckLists');
  await page.getByLabel('List files').setInputFiles(fixture('lists/legal.json'));
  // legal.json records data version 1.0.0.
  await expect(page.getByTestId('event-differences')).toContainText(
    'Built on other data than the event’s version 1.1.0: “legal.json” (version 1.0.0).',
  );

  await page.goto('/gwsh/calculators/victory-points/');
  const vp = await hydratedIsland(page, 'VictoryPoints');
  await fillDesignExample(vp);
  await expect(vp.getByTestId('event-differences')).toContainText(`played under the rules pack “${pack.name}”`);

  // The browser takes the event's pack on the event page: the pack is no longer named as a difference.
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await island.getByTestId('event-pack').getByRole('button', { name: 'This browser takes the event’s' }).click();
  await page.goto('/gwsh/calculators/victory-points/');
  const after = await hydratedIsland(page, 'VictoryPoints');
  await fillDesignExample(after);
  await expect(after.getByTestId('rules-pack-notice')).toContainText(`Games are scored with ${pack.name}’s rules pack.`);
  await expect(after.getByTestId('event-differences')).toHaveCount(1);
  await expect(after.getByTestId('event-differences')).not.toContainText('played under');
});

test('the small things: the club empties with the name, a flagged score counts for nothing, the tie-breakers read whole', async ({
  page,
}) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await island.getByLabel('Name', { exact: true }).fill('Ann');
  await island.getByLabel('Club (optional)').fill('Red');
  await island.getByRole('button', { name: 'Add player' }).click();
  await expect(island.getByTestId('event-players')).toContainText('Ann (Allied, Red)');
  // The next player does not join Ann's club unseen.
  await expect(island.getByLabel('Club (optional)')).toHaveValue('');
  await island.getByLabel('Name', { exact: true }).fill('Bob');
  await island.getByLabel('Side', { exact: true }).selectOption('axis');
  await island.getByRole('button', { name: 'Add player' }).click();
  await expect(island.getByTestId('event-players')).toContainText('Bob (Axis)');
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  const ann = island.getByLabel("Round 1, table 1, Ann's game score");
  await ann.fill('7');
  await expect.poll(async () => (await totals(island)).sort()).toEqual([0, 7]);
  // "7.5" is flagged, and the 7 typed on the way to it no longer counts.
  await ann.fill('7.5');
  await expect(island.getByText("Round 1, table 1, Ann's game score must be a whole number")).toBeVisible();
  await expect.poll(async () => (await totals(island)).sort()).toEqual([0, 0]);
  // The tie-breakers' choice is shown whole: its text, set in the select's own font, fits inside it.
  const fits = await island.getByLabel('Tie-breakers').evaluate((select: HTMLSelectElement) => {
    const text = document.createElement('span');
    text.style.font = getComputedStyle(select).font;
    text.style.position = 'absolute';
    text.textContent = select.selectedOptions[0]!.textContent;
    document.body.append(text);
    const width = text.getBoundingClientRect().width;
    text.remove();
    return width < select.clientWidth;
  });
  expect(fits).toBe(true);
});

test('the organiser swaps two players of an unscored round; once a score is in, the round is not re-seated', async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await addPlayers(island, [
    ['Ann', 'allied'],
    ['Cat', 'allied'],
    ['Bob', 'axis'],
    ['Dan', 'axis'],
  ]);
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  const alliedSeats = () => island.getByTestId('round-1').locator('tbody tr th').allTextContents();
  await expect(island.getByTestId('round-1').locator('tbody tr')).toHaveCount(2);
  const before = await alliedSeats();
  const swap = island.getByRole('form', { name: 'Swap two players of Round 1' });
  await swap.getByLabel('Swap', { exact: true }).selectOption({ label: 'Ann' });
  await swap.getByLabel('with', { exact: true }).selectOption({ label: 'Cat' });
  await swap.getByRole('button', { name: 'Swap their seats' }).click();
  await expect(island.getByTestId('event-news')).toContainText('Ann and Cat swapped seats.');
  await expect.poll(alliedSeats).toEqual([...before].reverse());
  // An Allied player cannot take an Axis seat: refused, with the reason.
  await swap.getByLabel('with', { exact: true }).selectOption({ label: 'Bob' });
  await swap.getByRole('button', { name: 'Swap their seats' }).click();
  await expect(island.getByTestId('event-news')).toContainText('brought no');
  await island.getByTestId('round-1').locator('tbody tr').first().locator('input').first().fill('5');
  await expect(swap).toHaveCount(0);
});

test("the victory points page's old running table is offered, never read over the event: opened with Undo, or forgotten", async ({
  page,
}) => {
  await page.goto(PAGE);
  await page.evaluate(() =>
    localStorage.setItem(
      'gwsh-competition-event',
      JSON.stringify({
        format: 'gwsh-competition',
        version: 1,
        name: 'Club night',
        players: ['Ann', 'Bob'],
        rounds: [
          {
            label: 'Round 1',
            scores: [
              { player: 'Ann', gameScore: 14 },
              { player: 'Bob', gameScore: -2 },
            ],
          },
        ],
      }),
    ),
  );
  await page.reload();
  const island = await eventIsland(page);
  await island.getByLabel('Name', { exact: true }).fill('Cy');
  await island.getByRole('button', { name: 'Add player' }).click();
  const old = island.getByTestId('old-running-table');
  await expect(old).toContainText('running table “Club night” (2 players, 1 round)');
  await old.getByRole('button', { name: 'Open it here' }).click();
  const news = island.getByTestId('event-news');
  await expect(news).toContainText('“Club night” (2 players, 1 round) opened in place of “My event” (1 player, 0 rounds).');
  // 7.1: 14 counts 12, −2 counts 0.
  const standings = island.getByTestId('event-standings').locator('tbody tr');
  await expect(standings.first()).toContainText('Ann');
  await expect(standings.first()).toContainText('12');
  await news.getByRole('button', { name: 'Undo' }).click();
  await expect(island.getByTestId('event-players')).toContainText('Cy');
  await old.getByRole('button', { name: 'Forget the old table' }).click();
  await expect(old).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('gwsh-competition-event'))).toBeNull();
  await page.reload();
  await expect((await eventIsland(page)).getByTestId('event-players')).toContainText('Cy');
});

/**
 * Clicks `target` once the page around it has stopped moving, as a reader does after scrolling to it: the
 * event's long tables are laid out only as they near the screen (content-visibility), so scrolling to a
 * button below one grows it, and the button moves between the press and the release.
 */
async function clickSettled(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const top = () =>
    target.evaluate(
      (el) =>
        new Promise<number>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn(el.getBoundingClientRect().top)))),
    );
  let last = await top();
  await expect
    .poll(async () => {
      const now = await top();
      const still = now === last;
      last = now;
      if (!still) await target.scrollIntoViewIfNeeded();
      return still;
    })
    .toBe(true);
  await target.click();
}

test('an event of 150 scored players ranks thirty first, then a hundred at a time', async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  const players = Array.from({ length: 150 }, (_, i) => `Player ${i + 1}`);
  const event = {
    format: 'gwsh-competition',
    version: 1,
    name: 'Big league',
    players,
    rounds: [{ label: 'Round 1', scores: players.map((player, i) => ({ player, gameScore: i % 13 })) }],
  };
  await island
    .getByLabel('Open an event file (version 1 or 2)')
    .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(event)) });
  const rows = island.getByTestId('event-standings').locator('tbody tr');
  await expect(rows).toHaveCount(30);
  await expect(island).toContainText('30 of 150 players shown.');
  // The round's tables have their own "Show more": this is the standings'.
  const more = island.getByRole('region', { name: 'Standings', exact: true }).getByRole('button', { name: /^Show \d+ more$/ });
  await clickSettled(more);
  await expect(rows).toHaveCount(130);
  await expect(more).toHaveText('Show 20 more');
  await clickSettled(more);
  await expect(rows).toHaveCount(150);
});

test('bonuses and penalties are drawn twenty at a time, then a hundred more on request', async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  const club = JSON.parse(readFileSync(new URL('../fixtures/events/club-1917.json', import.meta.url), 'utf8')) as object;
  const adjustments = Array.from({ length: 150 }, (_, i) => ({ player: 'ann', round: 1, points: 1, reason: `Bonus ${i + 1}` }));
  await island
    .getByLabel('Open an event file (version 1 or 2)')
    .setInputFiles({ name: 'bonuses.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...club, adjustments })) });
  const items = island.getByTestId('event-adjustments').getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(items.last()).toHaveText('Round 1: Ann Smith +1 (Bonus 20)');
  await clickSettled(island.getByRole('button', { name: 'Show 100 more' }));
  await expect(items).toHaveCount(120);
  await expect(island).toContainText('120 of 150 adjustments shown.');
});

/** A Germany 1917 Defend list file: a Division HQ and two brigades of infantry, the first of `infantry` stands. */
const listFile = (name: string, infantry: number, player?: string) => ({
  name: `${name}.json`,
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify({
      format: 'gwsh-list',
      version: 1,
      name,
      ...(player && { player }),
      nation: 'germany',
      year: 1917,
      list: 'defend',
      part: 'basic',
      brigades: [
        { name: 'HQ', grade: 'regular', stands: [{ unit: 'division-hq', count: 1 }] },
        { name: 'Inf', grade: 'regular', stands: [{ unit: 'infantry', count: infantry }] },
        { name: 'Inf 2', grade: 'regular', stands: [{ unit: 'infantry', count: 10 }] },
      ],
    }),
  ),
});

test('lists handed in belong to the event: each player’s row says whether they break a rule', async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await addPlayers(island, [
    ['Ann', 'allied'],
    ['Bob', 'axis'],
  ]);
  // Ann: 10 + 10 infantry × 5 = 100 of a Defend list's 350 (the Encounter and Attack lists not yet in: to
  // check). Bob: (70 + 10) × 5 = 400 of 350: breaks a rule.
  await island.getByLabel('Hand in lists for Ann').setInputFiles(listFile('Ann defends', 10));
  await expect(island.getByTestId('event-news')).toHaveText('Ann handed in 1 list.');
  await island.getByLabel('Hand in lists for Bob').setInputFiles(listFile('Bob defends', 70));
  await expect(island.getByTestId('lists-bob')).toContainText('Lists: breaks a rule (The list costs 400 points, 50 over the 350');
  // "To check" says why: the first thing to check.
  await expect(island.getByTestId('lists-ann')).toHaveText(
    'Lists: to check (No Encounter basic list yet: the event asks each player for one.)',
  );
  // A file that is not a list is refused, naming it, and Ann keeps the list she handed in.
  await island
    .getByLabel('Hand in lists for Ann')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"gwsh-list","version":1}') });
  await expect(island.getByTestId('event-news')).toContainText('Not changed: “notes.json”:');
  await expect(island.getByTestId('lists-ann')).toContainText('Lists: to check (');
  // The event asks for a Defend list alone: Ann's one list is all it asks, so hers is fine.
  await island.getByLabel('Encounter basic list').uncheck();
  await island.getByLabel('Attack basic list').uncheck();
  await expect(island.getByTestId('lists-ann')).toHaveText('Lists: fine');
  // The lists are part of the event: kept across a reload, and in the file saved.
  await page.reload();
  const again = await eventIsland(page);
  await expect(again.getByTestId('lists-bob')).toContainText('Lists: breaks a rule');
  const file = await downloaded(page, () => again.getByRole('button', { name: 'Save the event (JSON)' }).click());
  expect(JSON.parse(file.text).players[1].lists[0].name).toBe('Bob defends');
  expect(JSON.parse(file.text).listsAsked).toEqual([{ list: 'defend', part: 'basic' }]);
});

test("the organiser's check hands its lists in to the event, each to the player it names", async ({ page }) => {
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await addPlayers(island, [
    ['Ann', 'allied'],
    ['Bob', 'axis'],
  ]);
  await expect(island.getByTestId('event-players').locator('li')).toHaveCount(2);
  await page.goto('/gwsh/calculators/check-lists/');
  await hydratedIsland(page, 'CheckLists');
  // Bob's list: (70 + 10) × 5 = 400 of a Defend list's 350; Zed is not a player of the event.
  await page
    .getByLabel('List files')
    .setInputFiles([listFile('Ann defends', 10, 'Ann'), listFile('Bob defends', 70, 'bob'), listFile('Zed', 10, 'Zed')]);
  const handIn = page.getByTestId('hand-in-to-event');
  await handIn.getByRole('button', { name: 'Hand these lists in to “My event”, each to the player it names' }).click();
  await expect(handIn.getByRole('status')).toContainText(
    '2 lists handed in to “My event” for 2 players. Not handed in: “Zed.json” (no player “Zed”).',
  );
  await handIn.getByRole('link', { name: 'See the players’ verdicts on the event page' }).click();
  const again = await eventIsland(page);
  await expect(again.getByTestId('lists-bob')).toContainText('Lists: breaks a rule');
  await expect(again.getByTestId('lists-ann')).toContainText('Lists: to check (');
});

test('the largest event file the page keeps opens again in the page, and the page says why it adds no further round', async ({ page }) => {
  test.setTimeout(120_000);
  // The most rounds of 1,000 players whose file is within the cap (about 21: see eventFileSize.test.ts).
  const players = largestEventPlayers();
  let event: CompetitionEvent = { ...newEvent('National championship'), players, rounds: [] };
  for (let r = 0; ; r += 1) {
    const next = { ...event, rounds: [...event.rounds, largestEventRound(r)] };
    if (eventFileProblem(next, event)) break;
    event = next;
  }
  await page.goto(PAGE);
  const island = await eventIsland(page);
  await island
    .getByLabel('Open an event file (version 1 or 2)')
    .setInputFiles({ name: 'largest.json', mimeType: 'application/json', buffer: Buffer.from(eventFileText(event)) });
  await expect(island.getByTestId('event-standings').locator('tbody tr')).toHaveCount(30, { timeout: 60_000 });
  await expect(island).toContainText('30 of 1,000 players shown.');
  await island.getByRole('button', { name: `Pair round ${event.rounds.length + 1}` }).click();
  await expect(island.getByTestId('event-news')).toContainText("Not changed: the event's file would be 1,0", { timeout: 60_000 });
  await expect(island.getByRole('button', { name: `Pair round ${event.rounds.length + 1}` })).toBeEnabled();
});

test('the lists asked follow the front and year: no Encounter list on the Western Front of 1917', async ({ page }) => {
  await page.goto('/gwsh/calculators/event/');
  const island = await eventIsland(page);
  const encounter = island.getByLabel('Encounter basic list');
  await expect(encounter).toBeChecked();
  await island.getByLabel('Year of the lists').selectOption('1917');
  await island.getByLabel('Front', { exact: true }).selectOption({ label: 'Western Front' });
  await expect(encounter).not.toBeChecked();
  await expect(island.getByLabel('Defend basic list')).toBeChecked();
  await expect(island.getByLabel('Attack basic list')).toBeChecked();
  // The Western Front of 1914 is still open: the Encounter list is asked again.
  await island.getByLabel('Year of the lists').selectOption('1914');
  await expect(encounter).toBeChecked();
});
