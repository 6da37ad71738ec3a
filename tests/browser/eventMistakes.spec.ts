/** The organiser's small mistakes on the event page: a score no game makes asks first, and a score, a drop or a swap is undone. */
import { test, expect, type Page } from './test.ts';
import { addPlayers, eventIsland } from './islands.ts';

const scoreField = (page: Page, table: number, side: 'allied' | 'axis') =>
  page.getByTestId('round-1').locator(`input[id$="-t${table}-${side}"]`);

async function pairedEvent(page: Page) {
  await page.goto('/gwsh/calculators/event/');
  const island = await eventIsland(page);
  await addPlayers(island, [
    ['Ann', 'allied'],
    ['Ben', 'allied'],
    ['Gus', 'axis'],
    ['Hal', 'axis'],
  ]);
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(island.getByTestId('event-news')).toContainText('Round 1 is paired.');
  return island;
}

test('a score no game makes (50 typed for 5) asks before it is saved; kept as it was, or recorded when meant', async ({ page }) => {
  const island = await pairedEvent(page);
  const field = scoreField(page, 1, 'allied');
  await field.fill('5');
  await expect(island.getByTestId('event-news')).toContainText('scored 5.');
  await field.fill('50');
  const ask = island.getByRole('alert').filter({ hasText: '50 is more than a game scores in a competition (0 to 12, 7.1).' });
  await expect(ask).toBeVisible();
  // Not saved while it asks: the standings still count 5.
  await expect(island.getByTestId('event-standings').locator('tbody tr').first()).toContainText('5');
  await ask.getByRole('button', { name: 'Keep 5' }).click();
  await expect(field).toHaveValue('5');
  await expect(ask).toHaveCount(0);
  // Meant: a bonus a club's own scoring adds, say. Recorded when the organiser says so.
  await field.fill('14');
  await island.getByRole('button', { name: 'Record 14' }).click();
  await expect(island.getByTestId('event-news')).toContainText('scored 14.');
});

test('Undo of a score puts back what the field held before; Undo of a drop and of a swap too', async ({ page }) => {
  const island = await pairedEvent(page);
  const news = island.getByTestId('event-news');
  // A swap in the unscored round, undone: each player is back at the table they had.
  const table1 = page.getByTestId('round-1').locator('tbody tr').first();
  const seated = (await table1.textContent())!;
  const swap = island.getByRole('form', { name: 'Swap two players of Round 1' });
  await swap.getByLabel('Swap').selectOption({ label: 'Ann' });
  await swap.getByLabel('with').selectOption({ label: 'Ben' });
  await swap.getByRole('button', { name: 'Swap their seats' }).click();
  await expect(news).toContainText('Ann and Ben swapped seats.');
  await expect(table1).not.toHaveText(seated);
  await news.getByRole('button', { name: 'Undo' }).click();
  await expect(news).toContainText('Undone: Ann and Ben are back in their seats.');
  await expect(table1).toHaveText(seated);

  const field = scoreField(page, 1, 'allied');
  await field.fill('8');
  await field.blur();
  await field.fill('9');
  await expect(news).toContainText('scored 9.');
  await news.getByRole('button', { name: 'Undo' }).click();
  await expect(news).toContainText('scored 8 again.');
  await expect(field).toHaveValue('8');

  await island.getByRole('button', { name: 'Drop Ben' }).click();
  await expect(news).toContainText('Ben was dropped');
  await news.getByRole('button', { name: 'Undo' }).click();
  await expect(news).toContainText('Undone: Ben is back in the pairings.');
  await expect(island.getByRole('button', { name: 'Drop Ben' })).toBeVisible();
});
