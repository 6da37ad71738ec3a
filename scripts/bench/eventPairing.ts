/**
 * Pairing the largest event: 1,000 players (the file cap), 19 rounds paired and scored by the engine, then
 * round 20 paired by the event page in steps (goal: no task over 50 ms) and by the engine all at once, as
 * the command line does (goal: under a second).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { newEvent, type CompetitionEvent, type EventPlayer } from '../../src/lib/gwsh/event/event.ts';
import { MAX_PLAYERS } from '../../src/lib/gwsh/event/event.ts';
import { pairNextRound } from '../../src/lib/gwsh/event/swiss.ts';
import { eventFileText } from '../../src/lib/gwsh/event/eventText.ts';
import { watchLongTasks } from './browser.ts';

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
