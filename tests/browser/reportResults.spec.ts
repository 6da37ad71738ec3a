/**
 * Results from the players' phones, with no server: a player reports their table on the players' view and
 * the phone shows a result code; the organiser's page takes it from the QR code's pixels or typed, shows it
 * waiting beside the other player's report, and Accept records it in the standings.
 */
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { test, expect, type Browser, type Page } from './test.ts';
import { addPlayers, eventIsland } from './islands.ts';

/** A phone opening the players' link, reporting its table's result; returns the code it shows and its QR image's text. */
async function report(
  browser: Browser,
  link: string,
  { table, me, allied, axis }: { table: string; me: string; allied: string; axis: string },
) {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await phone.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const form = phone.getByTestId('report-result');
  await form.getByText('Report your result').click();
  await form.getByLabel('Your table').selectOption({ label: table });
  await form.getByRole('radio', { name: new RegExp(`^${me} `) }).check();
  await form.getByLabel(/game score \(Allied\)$/).fill(allied);
  await form.getByLabel(/game score \(Axis\)$/).fill(axis);
  await form.getByRole('button', { name: 'Make my result code' }).click();
  const code = (await form.getByTestId('result-code').textContent())!;
  const qr = form.getByRole('img', { name: 'QR code of your result' });
  const png = PNG.sync.read(await qr.screenshot());
  const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  // Nothing goes off the phone but what it shows: no page of the site was asked for after the code was made.
  await phone.close();
  return { code, scanned };
}

async function pairedEvent(page: Page) {
  await page.goto('/gwsh/calculators/event/');
  const island = await eventIsland(page);
  await addPlayers(island, [
    ['Ann Smith', 'allied'],
    ['Gus Lindqvist', 'axis'],
    ['Cat Lee', 'allied'],
    ['Dan Roe', 'axis'],
  ]);
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  await island.getByRole('button', { name: "Make the players' link" }).click();
  const link = await island.getByLabel(/^Players' link/).inputValue();
  const key = (await island.getByTestId('link-key').locator('strong').textContent())!;
  return { island, link, key };
}

test('two players report table 1 from their phones; the organiser takes the QR code and the typed code, sees them agree, and accepts', async ({
  page,
  browser,
}) => {
  const { island, link, key } = await pairedEvent(page);
  const table1 = await page.getByTestId('round-1').locator('tbody tr').first().locator('th').textContent();
  const [allied, axis] = [table1!, table1 === 'Ann Smith' ? 'Gus Lindqvist' : 'Dan Roe'];
  const row = page.getByTestId('round-1').locator('tbody tr').first();
  const axisName = (await row.locator('td').nth(2).textContent())!;
  expect(axisName).toBe(axis === 'Dan Roe' ? 'Dan Roe' : axisName);

  // The Allied player reports 9 to 3; the code begins with the key the link is signed with.
  const first = await report(browser, link, { table: `Table 1: ${allied} against ${axisName}`, me: allied, allied: '9', axis: '3' });
  expect(first.code).toMatch(new RegExp(`^${key.slice(0, 4)}-[0-9A-Z]{4}-[0-9A-Z]{4}$`));
  expect(first.scanned).toBe(first.code);
  const box = page.getByTestId('reported-results');
  // The camera's decoder hands over the QR code's text, as it would be pasted.
  await box.getByLabel('Result code', { exact: true }).fill(first.scanned!);
  await box.getByRole('button', { name: 'Take the code' }).click();
  await expect(box.getByTestId('reports')).toContainText(`${allied} reports 9–3; the other player has not reported.`);

  // The Axis player reports the same; the organiser types it in lower case without dashes.
  const second = await report(browser, link, { table: `Table 1: ${allied} against ${axisName}`, me: axisName, allied: '9', axis: '3' });
  await box.getByLabel('Result code', { exact: true }).fill(second.code.replace(/-/g, '').toLowerCase());
  await box.getByRole('button', { name: 'Take the code' }).click();
  await expect(box.getByTestId('reports')).toContainText('Both report 9–3: they agree.');

  // A typo is refused in words; the pending line stays.
  const typo = `${second.code.slice(0, 5)}${second.code[5] === 'Z' ? 'Y' : 'Z'}${second.code.slice(6)}`;
  await box.getByLabel('Result code', { exact: true }).fill(typo);
  await box.getByRole('button', { name: 'Take the code' }).click();
  await expect(box.getByRole('alert')).toContainText('was mistyped');

  await box.getByRole('button', { name: 'Accept 9–3' }).click();
  await expect(box.getByTestId('reports')).toHaveCount(0);
  await expect(row.locator('input').nth(0)).toHaveValue('9');
  await expect(row.locator('input').nth(1)).toHaveValue('3');
  const standings = page.getByTestId('event-standings');
  await expect(standings.locator('tbody tr').first()).toContainText(allied);
  await expect(standings.locator('tbody tr').first()).toContainText('9');
  // Undo puts the reports back and the scores away.
  await island.getByTestId('event-news').getByRole('button', { name: 'Undo' }).click();
  await expect(box.getByTestId('reports')).toContainText('Both report 9–3: they agree.');
  await expect(row.locator('input').nth(0)).toHaveValue('');

  // The hall screen says how to report and which tables are still to score.
  const hall = await page.context().newPage();
  await hall.goto('/gwsh/calculators/event/hall/');
  await expect(hall.getByTestId('hall-report')).toContainText('Still to score: tables 1, 2.');
});

test('reports that differ show both, and the organiser accepts one; a code for another event is refused', async ({ page, browser }) => {
  const { link } = await pairedEvent(page);
  const row = page.getByTestId('round-1').locator('tbody tr').nth(1);
  const [allied, axis] = [(await row.locator('th').textContent())!, (await row.locator('td').nth(2).textContent())!];
  const table = `Table 2: ${allied} against ${axis}`;
  const a = await report(browser, link, { table, me: allied, allied: '7', axis: '5' });
  const x = await report(browser, link, { table, me: axis, allied: '5', axis: '7' });
  const box = page.getByTestId('reported-results');
  for (const code of [a.code, x.code]) {
    await box.getByLabel('Result code', { exact: true }).fill(code);
    await box.getByRole('button', { name: 'Take the code' }).click();
  }
  await expect(box.getByTestId('reports')).toContainText(`They differ: ${allied} reports 7–5, ${axis} reports 5–7.`);
  await box.getByRole('button', { name: `Accept ${axis}'s 5–7` }).click();
  await expect(row.locator('input').nth(0)).toHaveValue('5');
  await expect(row.locator('input').nth(1)).toHaveValue('7');

  // Another event (renamed in the settings) takes no code made for this one.
  const c = await report(browser, link, { table, me: allied, allied: '6', axis: '6' });
  await page.getByLabel('Event name').fill('Another event');
  await page.getByLabel('Event name').blur();
  await box.getByLabel('Result code', { exact: true }).fill(c.code);
  await box.getByRole('button', { name: 'Take the code' }).click();
  await expect(box.getByRole('alert')).toContainText('this code is for another event than “Another event”');
});
