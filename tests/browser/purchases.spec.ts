/**
 * Every kind of purchase in the list builder, one after another, in a real browser: a stand of each troop
 * category, each generic troop and headquarters, each aircraft and each defence and gas row. After each,
 * the sticky total and the rule check's own total must show the new figure (the suite's `test` also fails
 * on any uncaught page error).
 *
 * Germany, 1917, Attack, basic list (limit 650), one Regular brigade in a mixed division: Regular is 100 %
 * for the German/USA/French/UK group, so a stand adds its table price. Aircraft, defences and gas are never
 * multiplied (10.2). Running totals, by hand:
 *   Infantry 5 → 5; 77mm field gun 6 → 11; A7V 57mm gun 16 → 27; Artillery FOO 10 → 37;
 *   Division HQ and Corps HQ have no price (costed 0) → 37, 37;
 *   Fighter 12 → 49; Tactical bomber 18 → 67; Multi-engine bomber 22 → 89;
 *   light entrenchments 1 → 90; heavy entrenchments 4 → 94; pillbox 8 → 102; bunker 12 → 114;
 *   fort 20 → 134; wire 3 → 137; gas, persistent 9 → 146; gas, non-persistent 6 → 152.
 */
import { test, expect, type Page } from './test.ts';
import { listSaved } from './saved.ts';

const PATH = '/gwsh/calculators/list-builder/';

async function expectTotal(page: Page, total: string, left: string) {
  await expect(page.getByRole('meter', { name: 'Points used' })).toHaveAttribute(
    'aria-valuetext',
    `Total ${total} of 650 points, ${left} left.`,
  );
  const check = page.getByRole('region', { name: 'Rule check' });
  await expect(check.getByText(/rule the site checks|broken; each is also shown/)).toBeVisible();
  await expect(check.locator('.lb-breakdown tfoot tr').first()).toContainText(total);
}

test('every kind of purchase updates the total and the rule check', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
  await page.getByRole('button', { name: 'Add brigade' }).click();
  await page.getByLabel('Brigade name').fill('Mixed');
  await expectTotal(page, '0', '650');

  /** A stand from the brigade's picker; an aircraft or a defence or gas row from its list. */
  const stand = (query: string, name: string) => async () => {
    await page.getByRole('combobox', { name: 'Add stands to Mixed' }).fill(query);
    await page.getByRole('listbox', { name: 'Stands for Mixed' }).getByRole('option', { name, exact: true }).click();
  };
  const item = (noun: 'aircraft' | 'defence or gas', id: string) => async () => {
    await page.getByLabel(`Add ${noun}`, { exact: true }).selectOption(id);
    await page.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
  };
  const purchases: [buy: () => Promise<void>, total: string, left: string][] = [
    [stand('infantry', 'Infantry 5 pts'), '5', '645'],
    [stand('77mm', '77mm field gun 6 pts'), '11', '639'],
    [stand('a7v', 'A7V 57mm gun 16 pts'), '27', '623'],
    [stand('foo', 'Artillery FOO 10 pts generic'), '37', '613'],
    [stand('division hq', 'Division HQ no value generic'), '37', '613'],
    [stand('corps hq', 'Corps HQ no value generic'), '37', '613'],
    [item('aircraft', 'fighter'), '49', '601'],
    [item('aircraft', 'tactical-bomber'), '67', '583'],
    [item('aircraft', 'multi-engine-bomber'), '89', '561'],
    [item('defence or gas', 'light-entrenchments'), '90', '560'],
    [item('defence or gas', 'heavy-entrenchments'), '94', '556'],
    [item('defence or gas', 'pillbox'), '102', '548'],
    [item('defence or gas', 'bunker'), '114', '536'],
    [item('defence or gas', 'fort'), '134', '516'],
    [item('defence or gas', 'wire'), '137', '513'],
    [item('defence or gas', 'gas-persistent'), '146', '504'],
    [item('defence or gas', 'gas-non-persistent'), '152', '498'],
  ];
  for (const [buy, total, left] of purchases) {
    await buy();
    await expectTotal(page, total, left);
  }

  // The gas reading is stated beside the result, its rule linked to the generic troops section.
  const gas = page
    .getByRole('region', { name: 'Rule check' })
    .locator('details', { hasText: 'Gas fire missions are bought with the defences' });
  await gas.locator('summary').click();
  await expect(gas.getByRole('link', { name: 'Rule 10.5.1' })).toHaveAttribute(
    'href',
    '/gwsh/rules/points-system/#1051-generic-troops-and-defences',
  );

  // Saved and reopened, the list with gas comes back with the same total.
  await listSaved(page);
  await page.reload();
  await expectTotal(page, '152', '498');
});

test('a count below 1 gets a sentence and changes nothing', async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
  await page.getByRole('button', { name: 'Add brigade' }).click();
  await page.getByLabel('Brigade name').fill('Mixed');
  await page.getByRole('combobox', { name: 'Add stands to Mixed' }).fill('3 infantry');
  await page.keyboard.press('Enter');
  await expectTotal(page, '15', '635'); // 3 × 5
  const count = page.getByRole('spinbutton', { name: 'Number of Infantry in Mixed' });
  const removal = 'A line holds at least 1: to take it out of the list, use its Remove button.';

  await count.fill('-5');
  await expect(page.getByRole('alert').filter({ hasText: removal })).toBeVisible();
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expectTotal(page, '15', '635');
  await count.fill('0');
  await expectTotal(page, '15', '635');
  await count.blur();
  await expect(count).toHaveValue('3'); // the field goes back to the count the list has

  await count.fill('1');
  await expectTotal(page, '5', '645');
  await expect(page.getByText(removal)).toHaveCount(0);
  await page.getByRole('button', { name: 'One fewer Infantry in Mixed' }).click();
  await expect(page.getByText(removal)).toBeVisible();
  await expect(count).toHaveValue('1');
  await expectTotal(page, '5', '645');
});
