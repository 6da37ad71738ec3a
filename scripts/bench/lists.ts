/**
 * Lists at their largest, measured in Chromium: a keystroke's time to the new total in a 300-stand list,
 * an edit at the cap against one in a 10-stand list, the largest list opened, edited and printed, 500 list
 * files on the organiser's page, and a backup of 4,000 lists restored.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { bigList } from './engine.ts';
import { watchLongTasks } from './chromium.ts';
import type { GwshList } from '../../src/lib/gwsh/list/listFile.ts';
import { MAX_BRIGADES, MAX_STAND_LINES } from '../../src/lib/gwsh/list/listFormat.ts';

export interface KeystrokeFigures {
  stands: number;
  samples: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * Imports `list` into the list builder, then types into the first count of its first brigade (Infantry)
 * again and again (9, 8, 9, …: no finding changes); each time measures, in the page, from the keydown to
 * the change of the total meter. `redrawn` names every part of the page the edits changed besides the
 * first brigade and the totals (the meter, the switcher's figure and the rule check's count of points).
 */
async function keystrokes(
  browser: Browser,
  origin: string,
  list: GwshList,
  samples: number,
): Promise<KeystrokeFigures & { redrawn: string[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/gwsh/calculators/list-builder/`);
  await page.getByRole('heading', { name: 'Your lists' }).waitFor();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'list.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list)) });
  const lines = list.brigades.reduce((n, b) => n + b.stands.length, 0);
  await page.waitForFunction((n) => document.querySelectorAll('.lb-line').length === n, lines, { timeout: 60_000 });
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __lat: number[]; __redrawn: Set<string> };
    w.__lat = [];
    w.__redrawn = new Set();
    document.addEventListener('keydown', () => (w.__t0 = performance.now()), { capture: true });
    const meter = document.querySelector('[role="meter"]')!;
    new MutationObserver(() => w.__lat.push(performance.now() - w.__t0)).observe(meter, {
      attributes: true,
      attributeFilter: ['aria-valuetext'],
    });
    const first = document.querySelector('.lb-brigade');
    new MutationObserver((changes) => {
      for (const change of changes) {
        const at = change.target instanceof Element ? change.target : change.target.parentElement;
        if (!at || first?.contains(at) || at.closest('.lb-totalbar')) continue;
        // Totals elsewhere: the switcher's "25/650 pts", the rule check's count and its sentence on the limit (3.0).
        const text = change.target.textContent ?? '';
        if (change.type === 'characterData' && (/^\d[\d.,/ ]*(pts)?$/.test(text) || text.startsWith('The list costs '))) continue;
        const part = at.closest('section[aria-labelledby], [role="region"], .lb-brigade');
        const heading = part?.getAttribute('aria-labelledby');
        w.__redrawn.add(heading ? (document.getElementById(heading)?.textContent ?? heading) : (part?.className ?? at.tagName));
      }
    }).observe(document.querySelector('.lb-app')!, { subtree: true, childList: true, characterData: true });
  });
  // Found by CSS: a role query walks the page's accessibility tree in the page's own thread at every press.
  const count = page.locator('.lb-line input[type="number"]').first();
  await count.focus();
  for (let i = 0; i < samples; i++) {
    await count.press('Control+A');
    await count.press(String(i % 2 === 0 ? 9 : 8));
    await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, i + 1);
  }
  await page.waitForTimeout(300);
  const lat = (await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat)).slice(0, samples).sort((a, b) => a - b);
  const redrawn = await page.evaluate(() => [...(window as unknown as { __redrawn: Set<string> }).__redrawn]);
  await context.close();
  const at = (q: number) => Number(lat[Math.min(lat.length - 1, Math.floor(q * lat.length))]!.toFixed(1));
  const stands = list.brigades.reduce((n, b) => n + b.stands.reduce((m, s) => m + s.count, 0), 0);
  return { stands, samples: lat.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Number(lat.at(-1)!.toFixed(1)), redrawn };
}

/** A 300-stand list: the time from a keystroke to its new total. */
export async function keystrokeToTotal(browser: Browser, origin: string, samples = 30): Promise<KeystrokeFigures> {
  const { redrawn: _, ...figures } = await keystrokes(browser, origin, bigList(300), samples);
  return figures;
}

/** The largest list the cap allows: 100 brigades of 10 stand lines (Infantry, MG and Minenwerfer in turn). */
export function capList(): GwshList {
  const lines = bigList(25).brigades[0]!.stands;
  const perBrigade = MAX_STAND_LINES / MAX_BRIGADES;
  return {
    ...bigList(0),
    name: 'Largest allowed',
    brigades: Array.from({ length: MAX_BRIGADES }, (_, b) => ({
      name: `Brigade ${b + 1}`,
      grade: 'regular' as const,
      offTable: false,
      stands: Array.from({ length: perBrigade }, (_, i) => lines[i % lines.length]!),
    })),
  };
}

export interface EditAtCapFigures {
  /** Median keystroke to new total (ms) in a 10-stand list and in the largest list the cap allows. */
  tenStandsMs: number;
  capMs: number;
  /** capMs / tenStandsMs: goal at most 2. */
  ratio: number;
  /** Parts of the page an edit at the cap changed besides the edited brigade and the totals: goal none. */
  redrawn: string[];
}

/** An edit in the largest list against the same edit in a 10-stand list, measured one after the other. */
export async function editAtCap(browser: Browser, origin: string, samples = 20): Promise<EditAtCapFigures> {
  const ten: GwshList = {
    ...bigList(0),
    name: 'Ten stands',
    brigades: [{ name: 'Brigade 1', grade: 'regular', offTable: false, stands: [{ unit: 'infantry', count: 10 }] }],
  };
  const small = await keystrokes(browser, origin, ten, samples);
  const cap = await keystrokes(browser, origin, capList(), samples);
  return {
    tenStandsMs: small.medianMs,
    capMs: cap.medianMs,
    ratio: Number((cap.medianMs / small.medianMs).toFixed(2)),
    redrawn: cap.redrawn,
  };
}

export interface LargestListFigures {
  brigades: number;
  standLines: number;
  /** The longest task (ms) while the list is imported and drawn, one count changed, a brigade removed, and the print copy drawn. */
  openingLongestTaskMs: number;
  editingLongestTaskMs: number;
  removingLongestTaskMs: number;
  printingLongestTaskMs: number;
}

/**
 * The largest list the cap allows (100 brigades, 1,000 stand lines) is imported, one count changed, its
 * first brigade removed and the list printed; the longest task of each (the Long Tasks API, tasks over
 * 50 ms) should stay under 200 ms. The steps find their controls with CSS selectors: a role query walks
 * the whole page's accessibility tree in the page's own thread, which would count as the page's task.
 * Printing is measured up to the print copy drawn; the browser's own layout for paper is not (a
 * headless browser has no print dialog, so `print()` is replaced by nothing).
 */
export async function largestListTasks(browser: Browser, origin: string): Promise<LargestListFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/list-builder/`);
  await page.waitForSelector('.lb-app input[type="file"]', { state: 'attached' });
  await page.waitForTimeout(1500);
  await longest();
  const list = capList();
  const perBrigade = MAX_STAND_LINES / MAX_BRIGADES;
  const linesShown = (n: number) => page.waitForFunction((n) => document.querySelectorAll('.lb-line').length === n, n);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'largest.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list)) });
  await linesShown(MAX_STAND_LINES);
  await page.waitForTimeout(500);
  const openingLongestTaskMs = await longest();
  await page.locator('.lb-line input[type="number"]').first().fill('7');
  await page.waitForTimeout(500);
  const editingLongestTaskMs = await longest();
  await page.locator('.lb-brigade .lb-button--danger').first().click();
  await linesShown(MAX_STAND_LINES - perBrigade);
  await page.waitForTimeout(500);
  const removingLongestTaskMs = await longest();
  await page.evaluate(() => (window.print = () => undefined));
  await page.locator('button', { hasText: 'Print this list' }).click();
  await page.waitForSelector('.lb-print', { state: 'attached' });
  await page.waitForTimeout(1000);
  const printingLongestTaskMs = await longest();
  await context.close();
  return {
    brigades: MAX_BRIGADES,
    standLines: MAX_STAND_LINES,
    openingLongestTaskMs,
    editingLongestTaskMs,
    removingLongestTaskMs,
    printingLongestTaskMs,
  };
}

export interface OrganiserFigures {
  files: number;
  standsEach: number;
  /** The longest task (ms) while the files are read, costed and their table drawn. */
  checkLongestTaskMs: number;
}

/** 500 list files of 100 stands each chosen at once on the organiser's page. */
export async function organiserTasks(browser: Browser, origin: string, files = 500): Promise<OrganiserFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/check-lists/`);
  const input = page.getByLabel('List files');
  await input.waitFor();
  await page.waitForTimeout(1500);
  await longest();
  // Each player's own list, as an event's submissions are (one set per player), given as files on disk:
  // files given as bytes are built in the page by Playwright's own script, a long task of its own.
  const list = bigList(100);
  const dir = mkdtempSync(join(tmpdir(), 'gwsh-bench-'));
  const paths = Array.from({ length: files }, (_, i) => {
    const path = join(dir, `player-${i + 1}.json`);
    writeFileSync(path, JSON.stringify({ ...list, player: `Player ${i + 1}` }));
    return path;
  });
  await input.setInputFiles(paths);
  // A plain DOM check, polled: a role query would run Playwright's accessibility scan on the page, as a
  // task of its own that the long-task count would take for the page's.
  await page.waitForFunction(() => [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Lists checked'), null, {
    polling: 250,
    timeout: 120_000,
  });
  await page.waitForTimeout(500);
  const checkLongestTaskMs = await longest();
  await context.close();
  return { files, standsEach: 100, checkLongestTaskMs };
}

export interface RestoreFigures {
  lists: number;
  /** The longest task (ms) while a backup of `lists` small lists is restored, and again the second time (which adds none). */
  firstLongestTaskMs: number;
  secondLongestTaskMs: number;
}

/** A backup of 4,000 small lists (under the 1 MB file cap) restored twice in the list builder. */
export async function restoreTasks(browser: Browser, origin: string, lists = 4_000): Promise<RestoreFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/list-builder/`);
  await page.getByLabel('List name').waitFor();
  await page.waitForTimeout(1500);
  // Small enough that 4,000 fit the 1 MB file cap: one brigade of one line each.
  const small = (i: number) => ({
    ...bigList(0),
    name: `List ${i + 1}`,
    brigades: [{ name: 'A', grade: 'regular', stands: [{ unit: 'infantry', count: 1 }] }],
  });
  const path = join(mkdtempSync(join(tmpdir(), 'gwsh-bench-')), 'backup.json');
  writeFileSync(path, JSON.stringify({ format: 'gwsh-lists', version: 1, lists: Array.from({ length: lists }, (_, i) => small(i)) }));
  const restore = async (said: string) => {
    await longest();
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(text)),
      said,
      {
        polling: 250,
        timeout: 120_000,
      },
    );
    await page.waitForTimeout(500);
    return longest();
  };
  const firstLongestTaskMs = await restore('Imported');
  const secondLongestTaskMs = await restore('already saved');
  await context.close();
  return { lists, firstLongestTaskMs, secondLongestTaskMs };
}
