/**
 * Several tabs of one event saving at the same instant (two organisers' laptops sharing a browser profile,
 * or a projector window and the organiser's tab): every score is kept, or its refusal is said, and nothing
 * made on one event lands on another.
 */
import { test, expect, type BrowserContext, type Page } from './test.ts';
import { addPlayers, eventIsland } from './islands.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';

const PAGE = '/gwsh/calculators/event/';

async function eventTab(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(PAGE);
  return { page, island: await eventIsland(page) };
}

const scoreInputs = (page: Page, table: number) =>
  page
    .getByTestId('round-1')
    .locator('tbody tr')
    .nth(table - 1)
    .locator('input');

/** A moment all tabs share, far enough ahead for every tab to be told of it first. */
const instantAhead = (page: Page) => page.evaluate(() => Date.now() + 250);

/**
 * Types `score` into the first score field of `table` at `at`, as a person would, all at once; returns the
 * name of the event the page showed as it was typed.
 */
const scoreAt = (page: Page, at: number, table: number, score: number) =>
  page.evaluate(
    ({ at, table, score }) =>
      new Promise<string>((resolve) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setTimeout(
          () => {
            const input = document.querySelectorAll<HTMLInputElement>(`[data-testid="round-1"] tbody tr:nth-child(${table}) input`)[0]!;
            const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Event name')!;
            const shown = (document.getElementById(label.htmlFor) as HTMLInputElement).value;
            setValue.call(input, String(score));
            input.dispatchEvent(new Event('input', { bubbles: true }));
            resolve(shown);
          },
          Math.max(0, at - Date.now()),
        );
      }),
    { at, table, score },
  );

/** Opens `file` (an event file) in the page's file field at `at`. */
const openFileAt = (page: Page, at: number, file: object) =>
  page.evaluate(
    ({ at, text }) =>
      new Promise<void>((resolve) => {
        const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Open an event file'))!;
        const input = document.getElementById(label.htmlFor) as HTMLInputElement;
        const files = new DataTransfer();
        files.items.add(new File([text], 'event.json', { type: 'application/json' }));
        setTimeout(
          () => {
            input.files = files.files;
            input.dispatchEvent(new Event('change', { bubbles: true }));
            resolve();
          },
          Math.max(0, at - Date.now()),
        );
      }),
    { at, text: JSON.stringify(file) },
  );

async function pairedTabs(context: BrowserContext, count: number, players: number) {
  const tabs = [await eventTab(context)];
  const names = ['Ann', 'Ben', 'Cat', 'Gus', 'Hal', 'Ida'].slice(0, players);
  await addPlayers(
    tabs[0]!.island,
    names.map((name, i) => [name, i < players / 2 ? 'allied' : 'axis'] as const),
  );
  await tabs[0]!.island.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(tabs[0]!.island.getByTestId('event-news')).toContainText('Round 1 is paired.');
  for (let i = 1; i < count; i++) tabs.push(await eventTab(context));
  for (const { page } of tabs) await expect(page.getByTestId('round-1').locator('tbody tr')).toHaveCount(players / 2);
  return tabs;
}

test('three tabs each score their own table at the same instant, twenty times over: every score is kept in every tab', async ({
  context,
}) => {
  test.slow();
  const tabs = await pairedTabs(context, 3, 6);
  // Scores 1 to 12, then 1 to 8: each time a score a game can make (7.1), each unlike the one before.
  const scoreOf = (time: number) => ((time - 1) % 12) + 1;
  for (let time = 1; time <= 20; time++) {
    const at = await instantAhead(tabs[0]!.page);
    await Promise.all(tabs.map(({ page }, k) => scoreAt(page, at, k + 1, scoreOf(time))));
    // Tab k scored table k + 1; each tab shows all three scores once it has heard of the others.
    for (const { page } of tabs)
      for (let table = 1; table <= 3; table++) await expect(scoreInputs(page, table).nth(0)).toHaveValue(String(scoreOf(time)));
  }
  for (const { island } of tabs) await expect(island.getByTestId('event-news')).not.toContainText('Not changed');
  // What is stored holds all three: a tab opened now reads the last, 8, at every table.
  const fresh = await eventTab(context);
  for (let table = 1; table <= 3; table++) await expect(scoreInputs(fresh.page, table).nth(0)).toHaveValue('8');
});

test('a file opened in one tab while another scores: the score never lands on the file’s event, and is kept or its refusal said', async ({
  context,
}) => {
  test.slow();
  const [a, b] = await pairedTabs(context, 2, 2);
  for (let round = 1; round <= 10; round++) {
    // The file's event has Ann against Gus at table 1 too, unscored, under a name of its own.
    const name = `From a file ${round}`;
    const file = {
      format: 'gwsh-competition',
      version: 2,
      name,
      players: [
        { id: 'ann', name: 'Ann', club: null, side: 'allied', nation: null },
        { id: 'gus', name: 'Gus', club: null, side: 'axis', nation: null },
      ],
      rounds: [{ label: 'Round 1', games: [{ table: 1, allied: 'ann', axis: 'gus', scores: { ann: null, gus: null } }] }],
    };
    // Reading the file takes the page a few milliseconds: the score is typed up to 24 ms after it is chosen.
    const at = await instantAhead(a!.page);
    const [, typedOn] = await Promise.all([openFileAt(a!.page, at, file), scoreAt(b!.page, at + (round % 4) * 8, 1, round)]);
    // Settled: both tabs show what is stored, the file's event or the one it was to replace.
    const stored = () =>
      b!.page.evaluate((key) => {
        const { value } = JSON.parse(localStorage.getItem(key)!) as {
          value: { name: string; rounds: { games: { scores: Record<string, number | null> }[] }[] };
        };
        return { name: value.name, ann: value.rounds[0]?.games[0]?.scores.ann ?? null };
      }, storageKeys.event);
    // The opening tab has read the file and said what became of it (opened, or not: both name the file's event).
    await expect(a!.island.getByTestId('event-news')).toContainText(`“${name}”`);
    await expect
      .poll(async () => {
        const { name, ann } = await stored();
        const shown = await Promise.all([a!, b!].map(({ page }) => scoreInputs(page, 1).nth(0).inputValue()));
        return shown.every((v) => v === (ann === null ? '' : String(ann))) ? name : 'not settled';
      })
      .not.toBe('not settled');
    const { name: kept, ann } = await stored();
    if (typedOn === name) {
      // The scoring tab already showed the file's event: the score was typed on it, and kept.
      expect(ann).toBe(round);
    } else if (kept === name) {
      // The file came first: the score is not on its event, and the scoring tab says why; or the score
      // reached the organiser's tab before the file was picked, and the file was opened over it, with Undo.
      expect(ann).toBeNull();
      const said = async () =>
        (await b!.island.getByTestId('event-news').innerText()).includes('Not changed: another tab put a whole event in place') ||
        (await a!.island
          .getByTestId('event-news')
          .filter({ hasText: `“${name}”` })
          .getByRole('button', { name: 'Undo' })
          .count()) === 1;
      await expect.poll(said).toBe(true);
    } else {
      // The score came first: it is kept, and the file is not opened over it, which the opening tab says.
      expect(ann).toBe(round);
      await expect(a!.island.getByTestId('event-news')).toContainText(
        `“${name}” (2 players, 1 round) was not opened: the event was changed in another tab first`,
      );
    }
  }
});

test('a score typed and taken back before the round is drawn again is stored as the field shows it', async ({ context }) => {
  const { page, island } = (await pairedTabs(context, 1, 2))[0]!;
  // "5" then nothing, in one task: the round's tables are drawn a moment late, so the second keystroke meets a
  // field whose drawn score is still the one before the first.
  await page.evaluate(() => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const input = document.querySelector<HTMLInputElement>('[data-testid="round-1"] input[id$="-t1-allied"]')!;
    for (const typed of ['5', '']) {
      setValue.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  await expect(island.getByTestId('event-news')).toContainText('Round 1, table 1: Ann has no score.');
  await expect(scoreInputs(page, 1).nth(0)).toHaveValue('');
  // Ann plays Ben at table 1; what is stored (saved once the tabs' lock is had) has no score for either.
  const stored = () =>
    page.evaluate(
      (key) =>
        (JSON.parse(localStorage.getItem(key)!) as { value: { rounds: { games: { scores: object }[] }[] } }).value.rounds[0]!.games[0]!
          .scores,
      storageKeys.event,
    );
  await expect.poll(stored).toEqual({ ann: null, ben: null });
});
