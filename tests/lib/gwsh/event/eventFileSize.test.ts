/** Whatever the event page and `gwsh event` write, they open again: no event grows past the file cap. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newEvent } from '#src/lib/gwsh/event/event.ts';
import { addRound } from '#src/lib/gwsh/event/eventEdits.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventFileProblem, eventFileText } from '#src/lib/gwsh/event/eventFileText.ts';
import { standings } from '#src/lib/gwsh/event/standings.ts';
import { fileBytes, MAX_FILE_BYTES } from '#src/lib/files/fileLimits.ts';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';
import { EventModel } from '#src/lib/tools/event/eventModel.ts';
import { gwsh } from '#tests/cli/gwsh.ts';
import { largestEventPlayers, largestEventRound } from './eventFixtures.ts';
import { immediateLocks } from '#tests/support/locks.ts';

describe('the event file cap', () => {
  it('the event page adds rounds to a 1,000-player event until the next would not open again, says so, and its file opens in the page reader and gwsh', async () => {
    const model = new EventModel({
      storage: () => openStorage(memoryStorage),
      tabId: 'a',
      now: () => 1_000,
      blank: () => newEvent('Largest event'),
      locks: immediateLocks,
    });
    model.open(parseEvent);
    model.replace({ ...newEvent('National championship'), players: largestEventPlayers() }, '');
    let rounds = 0;
    for (; rounds < 40; rounds += 1) {
      model.change((e) => addRound(e, largestEventRound(rounds)), '');
      if (model.getState().event.rounds.length === rounds) break;
    }
    // Each round of 500 scored tables is about 41 kB of file (one game a line, ~82 bytes), the players about
    // 120 kB: the cap of 1,000,000 bytes falls after about 21 rounds, far short of the 40 tried.
    expect(rounds).toBeGreaterThan(15);
    expect(rounds).toBeLessThan(40);
    expect(model.getState().news?.text).toMatch(
      /^Not changed: the event's file would be 1,0\d\d kB, more than the 1,000 kB a file the site opens may be/,
    );
    const event = model.getState().event;
    const text = eventFileText(event);
    expect(fileBytes(text)).toBeLessThanOrEqual(MAX_FILE_BYTES);
    const read = parseEvent(JSON.parse(text));
    expect(read.ok && read.event.rounds).toHaveLength(rounds);
    const path = join(mkdtempSync(join(tmpdir(), 'gwsh-largest-')), 'largest.json');
    writeFileSync(path, text);
    const cli = await gwsh('event', 'standings', path);
    expect(cli.code).toBe(0);
    const rows = JSON.parse(cli.stdout) as { player: string; total: number }[];
    expect(rows).toHaveLength(1_000);
    expect(rows[0]).toEqual(expect.objectContaining({ player: standings(event)[0]!.player.id, total: standings(event)[0]!.total }));
    // gwsh refuses to write the next round too, and leaves the file as it was.
    const pair = await gwsh('event', 'pair', '--write', path);
    expect(pair.code).toBe(2);
    expect(pair.stderr).toContain("not added: the event's file would be 1,0");
    expect(readFileSync(path, 'utf8')).toBe(text);
  }, 120_000);

  it('an event already over the cap may still shrink, but not grow', () => {
    const big = { ...newEvent('Big'), players: largestEventPlayers(), rounds: Array.from({ length: 30 }, (_, r) => largestEventRound(r)) };
    const smaller = { ...big, rounds: big.rounds.slice(0, 29) };
    expect(eventFileProblem(smaller, big)).toBeNull();
    expect(eventFileProblem(big, smaller)).toMatch(/start a new one for the rounds still to play$/);
    expect(eventFileProblem(big, null)).not.toBeNull();
  });
});
