/**
 * Two list-builder tabs on one saved list, one editing it while the other deletes it at the same moment
 * (the edit's save waits the autosave's pause, so the delete is timed around it): the edit is kept and the
 * delete refused in words, or the list is deleted and the editing tab asks what to keep. Never a silent loss.
 */
import { test, expect, type BrowserContext, type Page } from './test.ts';
import { listSaved } from './saved.ts';

const PATH = '/gwsh/calculators/list-builder/';

async function builderTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Your lists' })).toBeVisible();
  return page;
}

/** Runs `act` (a step written as the page's own script would make it) at `at` on the page's clock. */
const at = (page: Page, when: number, act: 'rename' | 'delete', name = '') =>
  page.evaluate(
    ({ when, act, name }) =>
      new Promise<void>((resolve) => {
        setTimeout(
          () => {
            if (act === 'rename') {
              const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'List name')!;
              const input = document.getElementById(label.htmlFor) as HTMLInputElement;
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, name);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            } else {
              [...document.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!.click();
            }
            resolve();
          },
          Math.max(0, when - Date.now()),
        );
      }),
    { when, act, name },
  );

const storedNames = (page: Page) =>
  page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([k]) => k.startsWith('gwt:gwsh-list:'))
      .map(([, v]) => JSON.parse(v).list.name as string),
  );

test('one tab edits a saved list while another deletes it, 20 times: the edit is kept or the delete said, or the editor asked', async ({
  context,
}) => {
  test.slow();
  const a = await builderTab(context);
  await a.getByLabel('List name').fill('First');
  await listSaved(a);
  const b = await builderTab(context);
  for (let round = 0; round < 20; round++) {
    const name = `Round ${round}`;
    await a.getByRole('button', { name: 'New list' }).click();
    await a.getByLabel('List name').fill(name);
    await listSaved(a);
    // b opens the list a just saved.
    const option = b.getByLabel('Open list').locator('option', { hasText: name });
    await expect(option).toHaveCount(1);
    await b.getByLabel('Open list').selectOption((await option.getAttribute('value'))!);
    await expect(b.getByLabel('List name')).toHaveValue(name);
    // a renames it now; b deletes it around the moment a's save goes (the autosave waits 250 ms): from
    // 150 ms to 340 ms later, 10 ms further each round.
    const start = await a.evaluate(() => Date.now() + 200);
    await Promise.all([at(a, start, 'rename', `${name} edited`), at(b, start + 150 + 10 * round, 'delete')]);
    const deletedHere = a.getByRole('alert').filter({ hasText: 'deleted in another tab' });
    // Refused under the lock, or (another tab's copy of storage had not heard of the delete yet) saved again there: said either way.
    const refusedThere = b
      .getByRole('status')
      .filter({ hasText: new RegExp(`“${name}” was (not deleted: another tab|kept in another tab)`) });
    await expect.poll(async () => (await deletedHere.count()) + (await refusedThere.count()), { message: `round ${round}` }).toBe(1);
    if ((await refusedThere.count()) === 1) {
      // The edit was saved first: the list stays, as a saved it, in both tabs' lists.
      expect(await storedNames(a)).toContain(`${name} edited`);
      await expect(b.getByLabel('Open list').locator('option', { hasText: `${name} edited` })).toHaveCount(1);
    } else {
      // The delete came first: a's edit is on screen, not written back over the delete, and a is asked.
      expect(await storedNames(a)).not.toContain(name);
      expect(await storedNames(a)).not.toContain(`${name} edited`);
      await expect(a.getByLabel('List name')).toHaveValue(`${name} edited`);
      await a.getByRole('button', { name: 'Let it go' }).click();
      await expect(deletedHere).toHaveCount(0);
    }
  }
});
