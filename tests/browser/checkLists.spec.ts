/**
 * The organiser's page: 30 generated files, some broken, checked at once in the page; a bad
 * file is a row with its sentence; sort, filter, open a roster, sets per player, CSV and JSON exports.
 */
import { readFile } from 'node:fs/promises';
import { test, expect } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydratedIsland } from './islands.ts';

const PATH = '/gwsh/calculators/check-lists/';

/**
 * Player n's basic Attack list: 10 + (n + 1) infantry × 5 (Germany 1917, Regular) in two brigades, the first
 * with the Division HQ (9.0: a Division HQ and at least two brigades, each of more than one stand), and 4 gas
 * missions for player 1.
 */
function listFile(n: number, part: 'basic' | 'option-a' = 'basic') {
  const list = {
    format: 'gwsh-list',
    version: 1,
    name: `P${n} ${part}`,
    player: `Player ${n}`,
    nation: 'germany',
    year: 1917,
    list: 'attack',
    part,
    brigades:
      part === 'basic'
        ? [
            {
              name: 'Inf',
              grade: 'regular',
              stands: [
                { unit: 'infantry', count: 10 },
                { unit: 'division-hq', count: 1 },
              ],
            },
            { name: 'Inf 2', grade: 'regular', stands: [{ unit: 'infantry', count: n + 1 }] },
          ]
        : [],
    defences: n === 1 ? [{ item: 'gas-persistent', count: 4 }] : [],
  };
  return { name: `p${String(n).padStart(2, '0')}-${part}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list)) };
}

test('30 files, broken ones included: one row each, sorted, filtered, opened and exported', async ({ page }) => {
  await page.goto(PATH);
  await hydratedIsland(page);
  const files = [
    ...Array.from({ length: 25 }, (_, i) => listFile(i + 1)),
    listFile(1, 'option-a'),
    { name: 'not-json.json', mimeType: 'application/json', buffer: Buffer.from('{ nope') },
    {
      name: 'wrong-grade.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'gwsh-list',
          version: 1,
          nation: 'germany',
          year: 1917,
          list: 'attack',
          part: 'basic',
          brigades: [{ name: 'x', grade: 'heroic', stands: [] }],
        }),
      ),
    },
    { name: 'photo.json', mimeType: 'application/json', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xc3, 0x28]) },
    { name: 'empty.json', mimeType: 'application/json', buffer: Buffer.from('') },
  ];
  await page.getByLabel('List files').setInputFiles(files);
  const rows = page.getByRole('region', { name: 'Lists checked, one row per file' }).locator('tbody tr');
  await expect(rows).toHaveCount(30);
  // 4 unreadable files; every list is legal on its own (player 1's Option A: 4 gas × 9 = 36 of 60), but
  // player 1's force is not: basic 4 gas + Option A 4 = 8, over the attacker's 6 (8.2.1), so its two files
  // break a rule too, as `gwsh cost --set` says, counted apart: 4 on their own, 2 as a force.
  await expect(page.getByRole('status')).toHaveText(
    '30 files: 4 break a rule or could not be read on their own; 1 force (a basic list with its options, 2 files) breaks a rule as a whole (8.2.1).',
  );
  await expect(page.locator('tr[data-file="wrong-grade.json"]')).toContainText(
    'Brigade 1 ("x"): grade must be one of elite, veteran, regular, green, random (got "heroic")',
  );
  await expect(page.locator('tr[data-file="photo.json"]')).toContainText('is not text in UTF-8 or UTF-16');

  // Sort by points, highest first: player 25 has 10 + 26 = 36 infantry × 5 = 180.
  await page.getByRole('button', { name: 'Points' }).click();
  await page.getByRole('button', { name: 'Points' }).click();
  await expect(rows.first()).toHaveAttribute('data-file', 'p25-basic.json');
  await expect(rows.first()).toContainText('180 / 650');

  await page.getByLabel('Only lists that break a rule').check();
  await expect(rows).toHaveCount(6);
  await page.getByLabel('Only lists that break a rule').uncheck();

  // Player 1's set: basic 4 gas + Option A 4 gas = 8, over the attacker's 6 (8.2.1).
  const set = page.getByRole('region', { name: 'Player 1: Germany 1917, Attack' });
  await expect(set.locator('.finding[data-code="set-too-many-gas-missions"]')).toContainText('makes 8, more than the 6');

  await page.getByRole('button', { name: 'p02-basic.json' }).click();
  // 10 + 3 = 13 infantry × 5 = 65.
  await expect(page.getByRole('article', { name: 'Roster: P2 basic' })).toContainText('65');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvText = await readFile(await (await csv).path(), 'utf8');
  expect(csvText.split('\r\n')[0]).toBe(
    'file,player,nation,year,list,part,front,total,limit,errors,warnings,notes,setErrors,findings,problem',
  );
  expect(csvText.split('\r\n').filter(Boolean)).toHaveLength(31);

  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const out = JSON.parse(await readFile(await (await json).path(), 'utf8'));
  expect(Object.keys(out)).toEqual(['lists', 'sets']);
  expect(out.lists).toHaveLength(30);
  expect(out.sets.find((s: { player?: string }) => s.player === 'Player 1').errors.map((e: { code: string }) => e.code)).toEqual([
    'set-too-many-gas-missions',
  ]);

  await expectNoAxeViolations(page);
});

test('the aircraft air superiority allows is applied to every list and to each force as a whole', async ({ page }) => {
  await page.goto(PATH);
  await hydratedIsland(page);
  // Ada's basic list (two brigades and the Division HQ) with 2 fighters, and her Option A with 2: 4 in all.
  const ada = (part: 'basic' | 'option-a') => ({
    format: 'gwsh-list',
    version: 1,
    name: `Ada ${part}`,
    player: 'Ada',
    nation: 'germany',
    year: 1917,
    list: 'attack',
    part,
    brigades:
      part === 'basic'
        ? [
            {
              name: 'Inf',
              grade: 'regular',
              stands: [
                { unit: 'infantry', count: 10 },
                { unit: 'division-hq', count: 1 },
              ],
            },
            { name: 'Inf 2', grade: 'regular', stands: [{ unit: 'infantry', count: 10 }] },
          ]
        : [],
    aircraft: [{ type: 'fighter', count: 2 }],
  });
  const file = (part: 'basic' | 'option-a') => ({
    name: `ada-${part}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(ada(part))),
  });
  await page.getByLabel('List files').setInputFiles([file('basic'), file('option-a')]);
  const set = page.getByRole('region', { name: 'Ada: Germany 1917, Attack' });
  const aircraftFinding = set.locator('.finding[data-code="set-too-many-aircraft"]');
  await expect(set.locator('.finding[data-code="set-missing-option"]')).toHaveCount(1); // no Option B: a note only
  await expect(aircraftFinding).toHaveCount(0);

  const max = page.getByLabel('Aircraft each side may have (air superiority, main rules 9.1.1)');
  await max.fill('3'); // 2 + 2 = 4 > 3, each file within it
  await expect(aircraftFinding).toContainText('makes 4, more than the 3 air superiority allows');
  // Each file is within 3, the force is not: both its files break a rule, as `gwsh cost --set` says, as a force.
  await expect(page.getByRole('status')).toHaveText(
    '2 files: none breaks a rule on its own; 1 force (a basic list with its options, 2 files) breaks a rule as a whole (10.4).',
  );
  await max.fill('4'); // 4 of 4
  await expect(page.getByRole('status')).toHaveText('2 files: none breaks a rule.');
  await max.fill('1'); // each file's 2 is over 1: both rows break a rule, and the force
  await expect(page.getByRole('status')).toContainText('2 files: 2 break a rule or could not be read');
  await max.fill('');
  await expect(aircraftFinding).toHaveCount(0);
});

test('two files with the same name are two rows, each opening its own roster', async ({ page }) => {
  await page.goto(PATH);
  await hydratedIsland(page);
  const named = (player: string) => ({
    name: 'list.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'gwsh-list',
        version: 1,
        name: `${player}'s list`,
        player,
        nation: 'germany',
        year: 1917,
        list: 'attack',
        part: 'option-a',
        brigades: [],
      }),
    ),
  });
  await page.getByLabel('List files').setInputFiles([named('Ada'), named('Bob')]);
  const buttons = page.getByRole('button', { name: 'list.json' });
  await expect(buttons).toHaveCount(2);
  await buttons.nth(1).click();
  await expect(page.getByRole('article', { name: "Roster: Bob's list" })).toBeVisible();
  await buttons.nth(0).click();
  await expect(page.getByRole('article', { name: "Roster: Ada's list" })).toBeVisible();
});

test('a file with several problems shows each, under the name of the player who sent it', async ({ page }) => {
  await page.goto(PATH);
  await hydratedIsland(page);
  const file = await readFile('tests/fixtures/lists/two-problems.json');
  await page.getByLabel('List files').setInputFiles({ name: 'ada.json', mimeType: 'application/json', buffer: file });
  const row = page.locator('tr[data-file="ada.json"]');
  await expect(row.locator('td').first()).toHaveText('Ada Lovelace');
  // The misspelt grade and the unknown unit, both placed by brigade, each with the nearest known id.
  await expect(row.getByRole('listitem')).toHaveText([
    'Brigade 2 ("Storm battalion"): grade must be one of elite, veteran, regular, green, random (got "veteren"); did you mean "veteran"?',
    'Brigade 2 ("Storm battalion"), stand line 1: "infantery" is not a unit of the Germany or generic troop tables; did you mean "infantry"?',
  ]);
  await expectNoAxeViolations(page);
});

test('a backup of all lists dropped in is every list it holds, a row each', async ({ page }) => {
  await page.goto(PATH);
  await hydratedIsland(page);
  const list = (player: string) => ({ ...JSON.parse(listFile(1).buffer.toString()), player, name: `${player}'s list` });
  const backup = { format: 'gwsh-lists', version: 1, lists: [list('Ada'), list('Bob'), list('Cy')] };
  await page
    .getByLabel('List files')
    .setInputFiles({ name: 'club-backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  const rows = page.getByRole('region', { name: 'Lists checked, one row per file' }).locator('tbody tr');
  // Three lists in one file: three rows, "club-backup.json, list 1" to "list 3", each under its player.
  await expect(rows).toHaveCount(3);
  await expect(rows.locator('th')).toHaveText(['club-backup.json, list 1', 'club-backup.json, list 2', 'club-backup.json, list 3']);
  await expect(rows.locator('td:first-of-type')).toHaveText(['Ada', 'Bob', 'Cy']);
});

test('a force whose gas fire missions add up past 8.2.1 breaks a rule, in the verdict, the filter and the CSV', async ({ page }) => {
  await page.goto(PATH);
  await hydratedIsland(page);
  // An Attack basic list with 4 gas fire missions and its Option A with 3: each within the attacker's 6, 7 together.
  const file = (part: 'basic' | 'option-a', gas: number) => ({
    name: `gas-${part}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'gwsh-list',
        version: 1,
        name: `Gas ${part}`,
        player: 'Gus',
        nation: 'germany',
        year: 1917,
        list: 'attack',
        part,
        // The basic list a division of its own (9.0: a Division HQ and two brigades), the option a brigade more.
        brigades: [
          ...(part === 'basic'
            ? [
                {
                  name: 'Inf',
                  grade: 'regular',
                  stands: [
                    { unit: 'infantry', count: 10 },
                    { unit: 'division-hq', count: 1 },
                  ],
                },
              ]
            : []),
          { name: 'Inf 2', grade: 'regular', stands: [{ unit: 'infantry', count: 2 }] },
        ],
        defences: [{ item: 'gas-persistent', count: gas }],
      }),
    ),
  });
  await page.getByLabel('List files').setInputFiles([file('basic', 4), file('option-a', 3)]);
  // Neither file breaks a rule on its own: the status line says the force does (both rows show 0 rules broken).
  await expect(page.getByRole('status')).toHaveText(
    '2 files: none breaks a rule on its own; 1 force (a basic list with its options, 2 files) breaks a rule as a whole (8.2.1).',
  );
  await page.getByLabel('Only lists that break a rule').check();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('error 8.2.1: gas-basic.json (4 gas fire missions) with gas-option-a.json (3) makes 7');
});
