/**
 * The players' link nobody can forge: signed with the organiser's browser's key, whose fingerprint the event
 * page, the hall screen and the players' phones all show; a link changed on the way, or signed by another
 * key than the one a phone saw on the event's links before, is refused in words and shows nothing as the
 * organiser's.
 */
import { test, expect, type Page } from './test.ts';
import { addPlayers, eventIsland } from './islands.ts';
import { playersLinkFragment, readPlayersLink } from '#src/lib/gwsh/event/playersLink.ts';
import { newSigningKey, signFragment, splitSignature } from '#src/lib/share/signedLink.ts';

async function scoredEventLink(page: Page) {
  await page.goto('/gwsh/calculators/event/');
  const island = await eventIsland(page);
  await addPlayers(island, [
    ['Ann Smith', 'allied'],
    ['Gus Lindqvist', 'axis'],
  ]);
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  const round = page.getByTestId('round-1').locator('tbody tr').first().locator('input');
  await round.nth(0).fill('3');
  await round.nth(1).fill('9');
  await island.getByRole('button', { name: "Make the players' link" }).click();
  const link = await island.getByLabel(/^Players' link/).inputValue();
  const key = (await island.getByTestId('link-key').locator('strong').textContent())!;
  return { link, key, path: (fragment: string) => `/gwsh/calculators/event/hall/#${fragment}` };
}

test("the players' link is signed: the phone shows the organiser's key, as the hall screen does", async ({ page, browser }) => {
  const { link, key } = await scoredEventLink(page);
  expect(key).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  // Two players, one round: well within the 800 characters a QR code reads from a screen.
  expect(link.length).toBeLessThanOrEqual(800);
  const hall = await page.context().newPage();
  await hall.goto('/gwsh/calculators/event/hall/');
  await expect(hall.getByTestId('view-key')).toHaveText(key);
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(phone.getByTestId('link-notice')).toHaveText(
    `A read-only view, signed with the organiser's key ${key}: the hall screen shows the same key.`,
  );
  await expect(phone.getByTestId('view-key')).toHaveText(key);
  await expect(phone.getByTestId('board-standings')).toContainText('Gus Lindqvist');

  // The score corrected (3 to 5) and the link made again: the phone, scanning the new code in the same tab
  // (only the address's fragment changes), shows Ann's 5.
  const round = page.getByTestId('round-1').locator('tbody tr').first().locator('input');
  await round.nth(0).fill('5');
  await round.nth(0).blur();
  await page.getByRole('button', { name: "Make the players' link" }).click();
  const next = await page.getByLabel(/^Players' link/).inputValue();
  expect(next).not.toBe(link);
  await phone.evaluate((fragment) => (window.location.hash = fragment), next.slice(next.indexOf('#')));
  await expect(phone.getByTestId('board-standings').locator('tr', { hasText: 'Ann Smith' })).toContainText('5');
  await expect(phone.getByTestId('link-notice')).toContainText(key);
});

test('a link changed on the way, and one signed by another key, are refused in words and show no standings', async ({ page, browser }) => {
  const { link, path } = await scoredEventLink(page);
  const fragment = link.slice(link.indexOf('#') + 1);
  const { fragment: genuine, signature } = splitSignature(fragment);
  const read = readPlayersLink(genuine);
  if (!read.ok) throw new Error(read.message);
  // The last player first, with 99: packed as a real link is (its checksum right), under the organiser's signature.
  const view = read.view;
  const standings = view.standings!.map((r) => (r.name === 'Ann Smith' ? { ...r, rank: 1, total: 99 } : { ...r, rank: 2 }));
  const rewritten = playersLinkFragment({ ...view, standings: [...standings].sort((a, b) => a.rank - b.rank) });
  const phone = await (await browser.newContext()).newPage();

  await phone.goto(path(`${rewritten}~${signature!.value}~${signature!.key}`));
  await expect(phone.getByRole('alert')).toContainText("This players' link was changed after the organiser made it");
  await expect(phone.getByTestId('players-board')).toHaveCount(0);

  // The phone opens the organiser's link first; then one signed with another key, naming the same event.
  // (Each link opened as a page of its own, as a link from a message or a QR code opens.)
  await phone.goto('about:blank');
  await phone.goto(path(fragment));
  await expect(phone.getByTestId('link-notice')).toContainText("signed with the organiser's key");
  await phone.goto('about:blank');
  await phone.goto(path(await signFragment(rewritten, await newSigningKey())));
  await expect(phone.getByRole('alert')).toContainText('not the key');
  await expect(phone.getByRole('alert')).toContainText("it is not the organiser's, so it is not shown");
  await expect(phone.getByTestId('players-board')).toHaveCount(0);
});
