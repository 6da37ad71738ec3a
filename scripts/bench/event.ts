/**
 * The largest event, measured in Chromium: read and drawn on the event page; and round 20 of a
 * 1,000-player event paired by the event page in steps (goal: no task over 50 ms) and by the engine all at
 * once, as the command line does (goal: under a second).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { MAX_PLAYERS, newEvent, type CompetitionEvent, type EventPlayer } from '../../src/lib/gwsh/event/event.ts';
import { pairNextRound } from '../../src/lib/gwsh/event/swiss.ts';
import { eventFileText } from '../../src/lib/gwsh/event/eventFileText.ts';
import { watchLongTasks } from './chromium.ts';

export interface LargestEventFigures {
  players: number;
  rounds: number;
  /** The longest task (ms) while the event file is read and its table drawn. */
  importLongestTaskMs: number;
}

/**
 * The largest event an organiser can open: the most players an event may have (1,000), with as many
 * rounds of scores as fit the 1 MB file cap once opened, in a version 1 file opened on the event page. That
 * is 19: opened, a version 1 file becomes a version 2 event, and 20 rounds would come to 1,020 kB there,
 * which the page refuses to keep (its own file could not be opened again).
 */
export async function largestEventTasks(browser: Browser, origin: string): Promise<LargestEventFigures> {
  const players = Array.from({ length: MAX_PLAYERS }, (_, i) => `Player ${String(i + 1).padStart(4, '0')}`);
  const rounds = Array.from({ length: 19 }, (_, r) => ({
    label: `Round ${r + 1}`,
    scores: players.map((player, i) => ({ player, gameScore: (i + r) % 13 })),
  }));
  const event = { format: 'gwsh-competition', version: 1, name: 'Largest event', players, rounds };
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/event/`);
  const input = page.getByLabel('Open an event file (version 1 or 2)');
  await input.waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  await longest();
  // Given as a file on disk: a file given as bytes is built in the page by Playwright's own script, a long
  // task of its own that the count would take for the page's.
  const path = join(mkdtempSync(join(tmpdir(), 'gwsh-bench-')), 'largest-event.json');
  writeFileSync(path, JSON.stringify(event));
  await input.setInputFiles(path);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="event-standings"] tbody tr').length >= 30, null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(500);
  const importLongestTaskMs = await longest();
  await context.close();
  return { players: MAX_PLAYERS, rounds: rounds.length, importLongestTaskMs };
}

export interface EventPairingFigures {
  players: number;
  rounds: number;
  /** Pairing the next round all at once, as `gwsh event pair` does (ms). */
  engineMs: number;
  /** The longest task over 50 ms while the page pairs the next round; 0 when none. */
  pageLongestTaskMs: number;
}

/** A 1,000-player event, half Allied and half Axis in fifty clubs, with `rounds` rounds paired and scored. */
export function largestPairedEvent(rounds = 19): CompetitionEvent {
  const players: EventPlayer[] = Array.from({ length: MAX_PLAYERS }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Player ${String(i + 1).padStart(4, '0')}`,
    club: `Club ${i % 50}`,
    side: i % 2 === 0 ? 'allied' : 'axis',
    nation: null,
  }));
  let event: CompetitionEvent = { ...newEvent('Largest event', 1917), players };
  for (let r = 0; r < rounds; r += 1) {
    const pairing = pairNextRound(event);
    if (!pairing.ok) throw new Error(pairing.message);
    const games = pairing.round.games.map((g) =>
      'table' in g ? { ...g, scores: { [g.allied]: (g.table * 7 + r) % 15, [g.axis]: (g.table * 3 + r * 5) % 15 } } : g,
    );
    event = { ...event, rounds: [...event.rounds, { ...pairing.round, games }] };
  }
  return event;
}

export async function eventPairingTasks(browser: Browser, origin: string): Promise<EventPairingFigures> {
  const event = largestPairedEvent();
  const started = performance.now();
  pairNextRound(event);
  const engineMs = Math.round(performance.now() - started);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const longest = await watchLongTasks(page);
  await page.goto(`${origin}/gwsh/calculators/event/`);
  const input = page.getByLabel('Open an event file (version 1 or 2)');
  await input.waitFor();
  await page.waitForTimeout(1500);
  // Given as a file on disk: bytes would be built in the page by Playwright's own script, a task of its own.
  const path = join(mkdtempSync(join(tmpdir(), 'gwsh-bench-')), 'largest-event.json');
  writeFileSync(path, eventFileText(event));
  await input.setInputFiles(path);
  await page.waitForFunction(() => document.querySelector('[data-testid="event-news"]')?.textContent?.includes('opened'), null, {
    polling: 250,
    timeout: 60_000,
  });
  await page.waitForTimeout(1000);
  await longest();
  await page.locator('button', { hasText: `Pair round ${event.rounds.length + 1}` }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="event-news"]')?.textContent?.includes('is paired'), null, {
    polling: 250,
    timeout: 60_000,
  });
  await page.waitForTimeout(1000);
  const pageLongestTaskMs = await longest();
  await context.close();
  return { players: MAX_PLAYERS, rounds: event.rounds.length, engineMs, pageLongestTaskMs };
}
