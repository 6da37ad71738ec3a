/**
 * The event day on its screens: the hall view on the hall's screen (a projector or a television, full
 * screen) with the round's tables, the standings and the QR code players scan, all on one screen, nothing to
 * scroll, at 1280x800 and 1920x1080; and the organiser's page, reloaded mid-event, landing on the event.
 */
import { test, expect, type Page } from './test.ts';
import { eventIsland } from './islands.ts';

const FIRST = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kit', 'Lou'];
const LAST = [
  'Smith',
  'Lindqvist',
  'Okonkwo',
  'Fairbrother',
  'Nakamura',
  'Delacroix',
  'Ostrowski',
  'Pemberton',
  'Haddad',
  'Vasquez',
  'Brennan',
  'Moreau',
];

/**
 * An event of these players (ids and names), the first half Allied and the second Axis; rounds 1 and 2
 * paired and scored, round 3 paired: the event as it stands mid-afternoon. Round r seats Allied player t
 * against Axis player (t + r) mod half; scores 12 - t and t + r (each 0 to 12) for the first two rounds.
 */
function midAfternoon(name: string, entrants: readonly (readonly [id: string, name: string])[]) {
  const half = entrants.length / 2;
  const players = entrants.map(([id, player], i) => ({ id, name: player, club: null, side: i < half ? 'allied' : 'axis', nation: null }));
  const allied = players.slice(0, half).map((p) => p.id);
  const axis = players.slice(half).map((p) => p.id);
  const round = (r: number, scored: boolean) => ({
    label: `Round ${r + 1}`,
    games: allied.map((a, t) => {
      const x = axis[(t + r) % half]!;
      return { table: t + 1, allied: a, axis: x, scores: { [a]: scored ? 12 - (t % 13) : null, [x]: scored ? (t + r) % 13 : null } };
    }),
  });
  return { format: 'gwsh-competition', version: 2, name, players, rounds: [round(0, true), round(1, true), round(2, false)] };
}

/** Twelve players, six a side. */
const twelvePlayerEvent = () =>
  midAfternoon(
    'Spring Offensive 1917',
    FIRST.map((first, i) => [first.toLowerCase(), `${first} ${LAST[i]}`] as const),
  );

/** `count` players, half a side. */
const largerEvent = (count: number) =>
  midAfternoon(
    'Autumn League 1917',
    Array.from({ length: count }, (_, i) => [`p${i + 1}`, `${FIRST[i % 12]} ${LAST[(i * 5) % 12]} ${i + 1}`] as const),
  );

/** Opens the twelve-player event on the event page, as the organiser's file. */
async function openTwelvePlayerEvent(page: Page) {
  await page.goto('/gwsh/calculators/event/');
  await (
    await eventIsland(page)
  )
    .getByLabel('Open an event file (version 1 or 2)')
    .setInputFiles({ name: 'spring.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(twelvePlayerEvent())) });
  await expect(page.getByTestId('event-news')).toContainText('opened');
}

test('a reload mid-event lands the organiser on the event: the settings fold away and a player shows on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTwelvePlayerEvent(page);
  // Scrolled down into the help, as an organiser reading "How it works" would be, then reloaded.
  await page.getByRole('heading', { name: 'How it works' }).scrollIntoViewIfNeeded();
  await page.reload();
  const players = page.getByTestId('event-players').locator('li');
  await expect(players.first()).toContainText('Ann Smith');
  await expect(page.locator('.ev-settings')).not.toHaveAttribute('open');
  await expect.poll(async () => (await players.first().boundingBox())!.y).toBeGreaterThanOrEqual(0);
  expect((await players.first().boundingBox())!.y + 20).toBeLessThanOrEqual(800);
  // The settings are a click away.
  await page.getByText('Event settings: name, year').click();
  await expect(page.getByLabel('Event name')).toHaveValue('Spring Offensive 1917');
});

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  test(`the hall's screen at ${width}x${height}: the round's tables, the standings and the QR code at once, nothing to scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/gwsh/calculators/event/');
    await (
      await eventIsland(page)
    )
      .getByLabel('Open an event file (version 1 or 2)')
      .setInputFiles({ name: 'spring.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(twelvePlayerEvent())) });
    await expect(page.getByTestId('event-news')).toContainText('opened');
    // The round clock runs: the hall screen shows it beside the QR code.
    await page.getByRole('button', { name: 'Start the clock' }).click();
    await expect(page.getByTestId('event-news')).toContainText('The round clock is started.');
    await page.goto('/gwsh/calculators/event/hall/');
    const board = page.getByTestId('players-board');
    await expect(board.getByTestId('board-tables').locator('li')).toHaveCount(6);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
    await page.screenshot({ path: `/tmp/hall-${width}.png` });
    const screen = page.locator('.ev-hall-screen');
    // Nothing below the fold: the screen's content is no taller than the screen.
    const { scrollHeight, clientHeight } = await screen.evaluate((e) => ({ scrollHeight: e.scrollHeight, clientHeight: e.clientHeight }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
    const standings = board.getByRole('region', { name: 'Standings' });
    expect(await standings.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    for (const part of [
      board.getByTestId('board-tables').locator('li').last(),
      board.getByTestId('board-standings').locator('tbody tr').last(),
      board.getByTestId('board-names').locator('li').last(),
      page.getByRole('img', { name: "QR code of the players' link" }),
      page.getByTestId('clock-face'),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
}

test('the round clock the organiser starts, pauses, resumes and resets is the one the hall screen shows', async ({ page }) => {
  await openTwelvePlayerEvent(page);
  const clock = page.getByTestId('round-clock');
  await clock.getByLabel('Round clock (minutes)').fill('90');
  await clock.getByRole('button', { name: 'Start the clock' }).click();
  // 90 minutes: 1:30:00, then counting down a second at a time.
  await expect(clock.getByTestId('clock-face')).toHaveText(/^Time left 1:(30:00|29:[0-5]\d)$/);
  const hall = await page.context().newPage();
  await hall.goto('/gwsh/calculators/event/hall/');
  await expect(hall.getByTestId('clock-face')).toHaveText(/^Time left 1:(30:00|29:[0-5]\d)$/);
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(hall.getByTestId('clock-face')).toHaveText(/^Paused: 1:(30:00|29:[0-5]\d)$/);
  // Paused, it stands still on both screens.
  const paused = await hall.getByTestId('clock-face').textContent();
  await hall.waitForTimeout(1_500);
  await expect(hall.getByTestId('clock-face')).toHaveText(paused!);
  await clock.getByRole('button', { name: 'Resume the clock' }).click();
  await expect(hall.getByTestId('clock-face')).toHaveText(/^Time left /);
  await clock.getByRole('button', { name: 'Reset the clock' }).click();
  await expect(hall.getByTestId('clock-face')).toHaveCount(0);
  await expect(clock.getByLabel('Round clock (minutes)')).toBeVisible();
});

test("a 24-player event on the hall's screen at 1280x800: smaller type, the standings a screenful at a time, turning; nothing to scroll", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gwsh/calculators/event/');
  await (
    await eventIsland(page)
  )
    .getByLabel('Open an event file (version 1 or 2)')
    .setInputFiles({ name: 'autumn.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(largerEvent(24))) });
  await expect(page.getByTestId('event-news')).toContainText('opened');
  await page.goto('/gwsh/calculators/event/hall/');
  const board = page.getByTestId('players-board');
  await expect(board.getByTestId('board-tables').locator('li')).toHaveCount(12);
  const screen = page.locator('.ev-hall-screen');
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
  const standings = board.getByTestId('board-standings');
  // The standings show the first places, and say which: 24 places do not fit 800 px even in smaller type.
  await expect(standings.locator('caption')).toContainText(/places 1 to \d+ of 24/);
  await expect.poll(() => screen.evaluate((e) => e.scrollHeight <= e.clientHeight)).toBe(true);
  // Full size is 2.3 % of 800 px, 18.4 px; it is made no smaller than 0.6 of that, 11.04 px.
  const size = await screen.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeLessThan(18.4);
  expect(size).toBeGreaterThanOrEqual(11);
  for (const part of [
    board.getByTestId('board-tables').locator('li').last(),
    standings.locator('tbody tr').last(),
    board.getByTestId('board-names').locator('li').last(),
    page.getByRole('img', { name: "QR code of the players' link" }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  // The screen turns to the next places every 10 s: the last place is on it within 30 s, and still nothing to scroll.
  await expect(standings.locator('caption')).toContainText(/places \d+ to 24 of 24/, { timeout: 35_000 });
  await expect(standings.locator('tbody th', { hasText: /^\S+ \S+ \d+$/ }).last()).toBeVisible();
  expect(await screen.evaluate((e) => e.scrollHeight <= e.clientHeight)).toBe(true);
});
