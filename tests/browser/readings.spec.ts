/**
 * The readings pages are drawn from the engine's own lists, so every reading the calculators can name has
 * its entry, and a finding that rests on a reading links to it.
 */
import { test, expect } from './test.ts';
import { readings as listReadings } from '../../src/lib/gwsh/list/readingTexts.ts';
import { gameDayReadings } from '../../src/lib/gwsh/game/gameDayReadings.ts';
import { battlefieldReadings } from '../../src/lib/gwsh/scenario/battlefieldReadings.ts';
import { regimentReadings } from '../../src/lib/gwsh/game/regimentsFromList.ts';
import { gbww2Readings } from '../../src/lib/gbww2/readings.ts';
import { expectNoAxeViolations } from './axe.ts';
import { register } from '../../src/lib/gwsh/rules/register.ts';
import { switchableReadings } from '../../src/lib/gwsh/rulesPack.ts';
import { listLinkFragment } from '../../src/lib/gwsh/list/listLink.ts';
import { parseListFile } from '../../src/lib/gwsh/list/listFile.ts';

test('every GWSH reading has its entry, with its rule and the other reading', async ({ page }) => {
  await page.goto('/gwsh/readings/');
  for (const r of [...listReadings, ...gameDayReadings, ...battlefieldReadings, ...regimentReadings]) {
    const entry = page.locator(`section[aria-labelledby="${r.id}"]`);
    await expect(entry.getByRole('heading', { name: r.title })).toHaveCount(1);
    await expect(entry).toContainText(r.alternative);
  }
  // The readings an event's rules pack can switch say so, and no other does.
  const switchable = page.locator('section.reading:has([data-switchable])');
  await expect(switchable).toHaveCount(switchableReadings.length);
  for (const r of switchableReadings) await expect(page.locator(`section[aria-labelledby="${r.id}"] [data-switchable]`)).toHaveCount(1);
  const exact = page.locator('section[aria-labelledby="totals-compared-exactly"]');
  await expect(exact.getByRole('link', { name: 'Rule 3.0' })).toHaveAttribute('href', '/gwsh/rules/army-composition/');
  await expectNoAxeViolations(page);
});

test('what the checks verify: every rule of 2.0 to 10.5 from the register, by section, reached from the list builder', async ({ page }) => {
  await page.goto('/gwsh/calculators/list-builder/');
  await page.getByRole('link', { name: 'What the checks verify, and what a list cannot show' }).click();
  await expect(page).toHaveURL(/\/gwsh\/what-is-checked\/$/);
  for (const r of register) await expect(page.locator(`li#${r.id}`)).toHaveAttribute('data-handling', r.status.kind);
  await expect(page.locator('.sl-markdown-content h2')).toHaveText([
    '2.0 Nationalities and year',
    '3.0 Army composition',
    '4.0 The battlefield',
    '5.0 Tactical situation',
    '6.0 The scenario',
    '7.0 Victory conditions',
    '8.0 Advanced rules',
    '9.0 Tables of organisation and equipment',
    '10.0 Points system',
  ]);
  // The counts read as words with their numbers, each from the register.
  const count = (kind: string) => register.filter((r) => r.status.kind === kind).length;
  await expect(page.locator('.sl-markdown-content p').first()).toHaveText(
    `Sections 2.0 to 10.5 set ${register.length} rules. Of these the site checks ${count('checked')}, does ${count('applied')} for you, settles ${count('reading')} by a named reading, and cannot check ${count('not-checkable')}, each with the reason: those are left to the players and the organiser.`,
  );
  // Sentences a list turns on that an earlier register left out: aircraft bought in the list (8.2.4),
  // divisional assets (10.2), entrenchments in an encounter (6.2.1), the attacker's three sectors (6.1.3).
  for (const [id, section] of [
    ['aircraft-in-the-list', '8.2.4'],
    ['divisional-assets-costed', '10.2'],
    ['encounter-entrenchments-use', '6.2.1'],
    ['attacker-three-sectors', '6.1.3'],
  ])
    await expect(page.locator(`li#${id}`).getByRole('link', { name: `Rule ${section}` })).toHaveCount(1);
  // 9.0: at least two brigades is checked, an error; the one-third rule needs the TO&E, and the page says so.
  await expect(page.locator('li#two-brigades')).toContainText('too-few-brigades (breaks a rule)');
  await expect(page.locator('li#under-strength-brigade')).toContainText('needs the corps TO&E of the main rulebook');
  await expect(page.locator('li#three-lists')).toContainText('set-missing-list');
  await expect(page.locator('li#two-brigades').getByRole('link', { name: 'Rule 9.0' })).toHaveAttribute(
    'href',
    '/gwsh/rules/organisation-and-equipment/',
  );
  await expectNoAxeViolations(page);
});

test('every GBoWWII reading has its entry', async ({ page }) => {
  await page.goto('/gbww2/readings/');
  for (const r of gbww2Readings) await expect(page.locator(`section[aria-labelledby="${r.id}"] h3`)).toHaveText(r.title);
});

test('a Defend list 0.4 over its limit names the exact comparison and links to its reading', async ({ page }) => {
  await page.goto('/gwsh/calculators/list-builder/');
  await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
  await page.getByLabel('List type').selectOption('defend');
  await page.getByLabel('Division rated').selectOption('veteran');
  await page.getByRole('button', { name: 'Add brigade' }).click();
  await page.getByLabel('Brigade name').fill('A');
  await page.getByLabel('Morale grade').selectOption('veteran');
  // 56 infantry × 5 + 1 MG 1917-18 × 12 = 292 × 120 % = 350.4 against 350
  await page.getByRole('combobox', { name: 'Add stands to A' }).fill('56 infantry');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Add stands to A' }).fill('mg 1917');
  await page.keyboard.press('Enter');
  const finding = page.locator('[data-code="over-limit"]');
  await expect(finding).toContainText('totals are compared exactly');
  await expect(finding.getByRole('link', { name: 'how this rule is read' })).toHaveAttribute(
    'href',
    '/gwsh/readings/#totals-compared-exactly',
  );
});

test('the rule check lists every finding, aircraft and defences included, in the three groups, and the bar lands on it', async ({
  page,
}) => {
  // German 1917 western-front Defend list: wire bought with points breaks 10.3 (the main rules give defences
  // there); two fighters are a note (one aircraft on the table at a time, 10.4).
  const parsed = parseListFile({
    format: 'gwsh-list',
    version: 1,
    name: 'Wire and planes',
    nation: 'germany',
    year: 1917,
    list: 'defend',
    part: 'basic',
    theatre: 'western-front',
    brigades: [
      { name: 'HQ', grade: 'regular', stands: [{ unit: 'division-hq', count: 1 }] },
      { name: '1st', grade: 'regular', stands: [{ unit: 'infantry', count: 10 }] },
      { name: '2nd', grade: 'regular', stands: [{ unit: 'infantry', count: 10 }] },
    ],
    aircraft: [{ type: 'fighter', count: 2 }],
    defences: [{ item: 'wire', count: 2 }],
  });
  if (!parsed.ok) throw new Error(parsed.error);
  await page.goto(`/gwsh/calculators/list-builder/#${listLinkFragment(parsed.list)}`);
  await page.getByRole('region', { name: 'A shared list (read only)' }).getByRole('button', { name: 'Add to my lists' }).click();
  const check = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Rule check' }) });
  await expect(check.getByText('This list breaks no rule')).toHaveCount(0);
  await expect(check.getByRole('list', { name: 'Rules broken (1)' }).locator('li')).toHaveAttribute(
    'data-code',
    'defences-from-main-rules',
  );
  await expect(check.getByRole('list', { name: /^Notes/ }).locator('li[data-code="one-aircraft-at-a-time"]')).toHaveCount(1);
  const bar = page.getByRole('link', { name: '1 rule broken' });
  await bar.click();
  await expect(page).toHaveURL(/-problems$/);
  await expect(check).toBeInViewport();
  await expectNoAxeViolations(page);
});
