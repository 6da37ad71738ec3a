/**
 * The event open in several tabs (a laptop and a projector window, or a second tab opened by mistake):
 * every tab shows the same event, live, and a tab that was behind never saves over a change it has not seen.
 */
import { test, expect, type BrowserContext, type Page } from './test.ts';
import { addPlayers, eventIsland } from './islands.ts';

const PAGE = '/gwsh/calculators/event/';

async function eventTab(context: BrowserContext, { behind = false } = {}) {
  const page = await context.newPage();
  // A tab that was behind: it never hears other tabs' changes (as a tab the browser froze in the
  // background), so its next change is made on the event as it last saw it.
  if (behind) await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
  await page.goto(PAGE);
  return { page, island: await eventIsland(page) };
}

const scoreInputs = (page: Page, table: number) =>
  page
    .getByTestId('round-1')
    .locator('tbody tr')
    .nth(table - 1)
    .locator('input');

test('two tabs pair, score and follow one event; a third edit from a tab that was behind keeps all three', async ({ context }) => {
  const a = await eventTab(context);
  await addPlayers(a.island, [
    ['Ann', 'allied'],
    ['Ben', 'allied'],
    ['Gus', 'axis'],
    ['Hal', 'axis'],
  ]);
  await expect(a.island.getByTestId('event-players').locator('li')).toHaveCount(4);
  const b = await eventTab(context);
  const c = await eventTab(context, { behind: true });
  await expect(b.island.getByTestId('event-players').locator('li')).toHaveCount(4);
  await expect(c.island.getByTestId('event-players').locator('li')).toHaveCount(4);

  // A pairs round 1 and scores table 1; B shows the round and the score without a reload.
  await a.island.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(a.island.getByTestId('event-news')).toContainText('Round 1 is paired.');
  await scoreInputs(a.page, 1).nth(0).fill('10');
  await scoreInputs(a.page, 1).nth(1).fill('8');
  await expect(b.page.getByTestId('round-1').locator('tbody tr')).toHaveCount(2);
  await expect(scoreInputs(b.page, 1).nth(0)).toHaveValue('10');
  await expect(scoreInputs(b.page, 1).nth(1)).toHaveValue('8');

  // B scores table 2; A follows.
  await scoreInputs(b.page, 2).nth(0).fill('5');
  await scoreInputs(b.page, 2).nth(1).fill('12');
  await expect(scoreInputs(a.page, 2).nth(0)).toHaveValue('5');
  await expect(scoreInputs(a.page, 2).nth(1)).toHaveValue('12');

  // C heard none of it: it still shows no round. Its change (a fifth player) is made on the event as it is
  // now, with the round and both scores, and says so; it then shows them too.
  await expect(c.page.getByTestId('round-1')).toHaveCount(0);
  await c.island.getByLabel('Name', { exact: true }).fill('Ivy');
  await c.island.getByLabel('Side', { exact: true }).selectOption('axis');
  await c.island.getByRole('button', { name: 'Add player' }).click();
  await expect(c.island.getByTestId('event-news')).toContainText(
    'Ivy joined the event. (Made on the event as another tab had just changed it.)',
  );
  await expect(scoreInputs(c.page, 2).nth(1)).toHaveValue('12');

  // After a reload, all three tabs' changes are kept.
  await a.page.reload();
  const again = await eventIsland(a.page);
  await expect(again.getByTestId('event-players').locator('li')).toHaveCount(5);
  await expect(scoreInputs(a.page, 1).nth(0)).toHaveValue('10');
  await expect(scoreInputs(a.page, 1).nth(1)).toHaveValue('8');
  await expect(scoreInputs(a.page, 2).nth(0)).toHaveValue('5');
  await expect(scoreInputs(a.page, 2).nth(1)).toHaveValue('12');
});

test('a file opened in a tab that was behind is not saved over the event another tab changed', async ({ context }) => {
  const a = await eventTab(context);
  const c = await eventTab(context, { behind: true });
  await a.island.getByLabel('Name', { exact: true }).fill('Ann');
  await a.island.getByRole('button', { name: 'Add player' }).click();
  await expect(a.island.getByTestId('event-players')).toContainText('Ann (Allied)');
  // C opens an event file on the event as it last saw it (no players).
  const file = { format: 'gwsh-competition', version: 2, name: 'From a file', players: [], rounds: [] };
  await c.island
    .locator('input[type="file"]')
    .setInputFiles({ name: 'event.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(c.island.getByTestId('event-news')).toContainText('was not opened: the event was changed in another tab first');
  await expect(c.island.getByTestId('event-players')).toContainText('Ann (Allied)');
  await a.page.reload();
  await expect((await eventIsland(a.page)).getByTestId('event-players')).toContainText('Ann (Allied)');
});

test('the hall view follows the event: a round paired in the organiser’s tab shows there within 3 s', async ({ context }) => {
  const a = await eventTab(context);
  await addPlayers(a.island, [
    ['Ann Smith', 'allied'],
    ['Gus Lindqvist', 'axis'],
  ]);
  await expect(a.island.getByTestId('event-players').locator('li')).toHaveCount(2);
  const hall = await context.newPage();
  await hall.goto('/gwsh/calculators/event/hall/');
  const board = hall.getByTestId('players-board');
  await expect(board).toContainText('No round has been paired yet.');
  const before = await board.getByTestId('view-code').textContent();

  await a.island.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(board.getByTestId('board-tables').locator('li')).toHaveText(['Table 1 Ann Smith (Allied) against Gus Lindqvist (Axis)'], {
    timeout: 3_000,
  });
  // A score recorded in the organiser's tab reaches the hall's standings: Ann 9, Gus 3.
  await scoreInputs(a.page, 1).nth(0).fill('9');
  await scoreInputs(a.page, 1).nth(1).fill('3');
  await expect(board.getByTestId('board-standings').locator('tbody tr').first()).toContainText('Ann Smith9');
  // The code follows what the board says.
  await expect(board.getByTestId('view-code')).not.toHaveText(before!);
});
