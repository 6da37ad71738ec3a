import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gwsh, gwshAt } from './gwsh.ts';
import { eventNameCheck, resultCode } from '#src/lib/gwsh/event/resultCode.ts';

// Runs the real command, as organisers do.
const fixture = (name: string) => `tests/fixtures/events/${name}`;

describe('gwsh event', () => {
  it('pairs the next round of a scored event: each Allied player against the one Axis player not yet met', async () => {
    // After two rounds: Ann 12 + 8 = 20, Cat 7 + 12 = 19, Bob 6 + 11 = 17, Dan 9 + 8 = 17, Eve 10 + 3 = 13,
    // Fay 4 + 2 + 1 (adjustment) = 7. Eve ("either") takes the Allied side, which has two to the Axis three.
    // Ann has met Bob and Dan, Cat has met Dan and Fay, Eve has met Fay and Bob: the one pairing without a
    // rematch is Ann–Fay, Cat–Bob, Eve–Dan; tables by the higher total (20, 19, 17).
    const r = await gwsh('event', 'pair', fixture('club-1917.json'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      label: 'Round 3',
      games: [
        { table: 1, allied: 'ann', axis: 'fay', scores: { ann: null, fay: null } },
        { table: 2, allied: 'cat', axis: 'bob', scores: { cat: null, bob: null } },
        { table: 3, allied: 'eve', axis: 'dan', scores: { eve: null, dan: null } },
      ],
    });
  });

  it('prints the pairing as text at a terminal', async () => {
    const r = await gwshAt({ terminal: true }, 'event', 'pair', fixture('club-1917.json'));
    expect(r.stdout.split('\n')).toEqual([
      'Round 3',
      '  Table 1: Ann Smith (Allied) against Fay Ng (Axis)',
      '  Table 2: Cat Lee (Allied) against Bob Jones (Axis)',
      '  Table 3: Eve Hart (Allied) against Dan Roe (Axis)',
      '',
    ]);
  });

  it('prints the standings with their tie-breakers', async () => {
    // Bob and Dan tie on 17. Strength of schedule: Dan met Cat (19) and Ann (20) = 39, Bob met Ann (20) and
    // Eve (13) = 33, so Dan is third. Games won: one each (Ann 14 > 6, Cat 12 > 2, Bob 11 > 3, Dan 9 > 7,
    // Eve 10 > 4), Fay none.
    const r = await gwsh('event', 'standings', fixture('club-1917.json'));
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { rank: number; player: string; total: number; tieBreakers: Record<string, number | null> }[];
    expect(rows.map((s) => [s.rank, s.player, s.total, s.tieBreakers['strength-of-schedule'], s.tieBreakers['games-won']])).toEqual([
      [1, 'ann', 20, 34, 1],
      [2, 'cat', 19, 24, 1],
      [3, 'dan', 17, 39, 1],
      [4, 'bob', 17, 33, 1],
      [5, 'eve', 13, 24, 1],
      [6, 'fay', 7, 32, 0],
    ]);
    const text = await gwshAt({ terminal: true }, 'event', 'standings', fixture('club-1917.json'));
    expect(text.stdout).toContain('Rank  Player     Total  Strength of schedule  Head to head  Games won');
    expect(text.stdout).toContain('3     Dan Roe    17     39                    –             1');
    expect(text.stdout).toContain('Adjustment, round 2: Fay Ng +1 (best painted army)');
  });

  it('opens a version 1 file, and names what is wrong with a bad one', async () => {
    const old = await gwsh('event', 'standings', fixture('version-1.json'));
    expect(JSON.parse(old.stdout).map((s: { name: string; total: number }) => [s.name, s.total])).toEqual([
      ['Ann Smith', 12],
      ['Bob Jones', 6],
    ]);
    // A version 1 file's players may take either side; the leader is seated first, on the Allied side.
    const paired = await gwsh('event', 'pair', fixture('version-1.json'));
    expect(JSON.parse(paired.stdout)).toEqual({
      label: 'Round 2',
      games: [{ table: 1, allied: 'ann-smith', axis: 'bob-jones', scores: { 'ann-smith': null, 'bob-jones': null } }],
    });
    const missing = await gwsh('event', 'pair', fixture('nope.json'));
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('there is no such file') });
    const wrong = await gwsh('event', 'shuffle', fixture('club-1917.json'));
    expect(wrong).toMatchObject({ code: 2, stderr: expect.stringContaining('Say "pair", "score", "accept", "standings" or "check"') });
  });
  /** A copy of a fixture to write to. */
  const copyOf = (name: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'gwsh-event-')), name);
    copyFileSync(fixture(name), file);
    return file;
  };
  const rounds = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { rounds: { label: string; games: unknown[] }[] }).rounds;

  it('pair --write adds the round it prints to the file; score records a table into it', async () => {
    const file = copyOf('club-1917.json');
    const paired = await gwshAt({ terminal: true }, 'event', 'pair', '--write', file);
    expect(paired.code).toBe(0);
    expect(paired.stdout).toContain('Round 3\n  Table 1: Ann Smith (Allied) against Fay Ng (Axis)');
    expect(paired.stdout).toContain(`Added to ${file}.`);
    expect(rounds(file).map((r) => r.label)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    // Round 3, table 1 (Ann against Fay): 10 to 8.
    const scored = await gwshAt({ terminal: true }, 'event', 'score', file, '3', '1', '10', '8');
    expect(scored).toMatchObject({ code: 0, stdout: `Round 3, table 1: Ann Smith 10, Fay Ng 8. Recorded in ${file}.\n` });
    expect(rounds(file)[2]!.games[0]).toEqual({ table: 1, allied: 'ann', axis: 'fay', scores: { ann: 10, fay: 8 } });
    // Ann now has 20 + 10 = 30 and leads the standings read from the same file.
    const table = JSON.parse((await gwsh('event', 'standings', file)).stdout) as { name: string; total: number }[];
    expect(table[0]).toMatchObject({ name: 'Ann Smith', total: 30 });
    // JSON when piped.
    expect(JSON.parse((await gwsh('event', 'score', file, '3', '2', '7', '7')).stdout)).toEqual({
      round: 3,
      label: 'Round 3',
      table: 2,
      scores: { cat: 7, bob: 7 },
    });
  });

  it('score names what it cannot record and leaves the file as it was', async () => {
    const file = copyOf('club-1917.json');
    const before = readFileSync(file, 'utf8');
    expect(await gwsh('event', 'score', file, '2', '9', '10', '8')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Round 2 has no table 9'),
    });
    expect(await gwsh('event', 'score', file, '7', '1', '10', '8')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('The round must be a whole number from 1 to 2.'),
    });
    expect(await gwsh('event', 'score', file, '1', '1', 'ten', '8')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('The Allied score must be'),
    });
    expect(await gwsh('event', 'score', file, '1', '1')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Give the round, the table'),
    });
    expect(await gwsh('event', 'score', '-', '1', '1', '2', '3')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('cannot be written back'),
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
  it('accept records a player’s result code as the table’s scores; a mistyped code or one for another round changes nothing', async () => {
    const file = copyOf('club-1917.json');
    await gwsh('event', 'pair', '--write', file);
    // Round 3, table 1 is Ann (Allied) against Fay (Axis); Fay reports 10–8 from a link signed with key K7QM….
    const check = eventNameCheck('Club championship 1917');
    const code = resultCode({ key: 'K7QM', event: check, round: 3, table: 1, by: 'axis', allied: 10, axis: 8 });
    const before = readFileSync(file, 'utf8');
    const typo = `${code.slice(0, 5)}${code[5] === 'Z' ? 'Y' : 'Z'}${code.slice(6)}`;
    expect(await gwsh('event', 'accept', file, typo)).toMatchObject({ code: 2, stderr: expect.stringContaining('was mistyped') });
    const round2 = resultCode({ key: 'K7QM', event: check, round: 2, table: 1, by: 'axis', allied: 10, axis: 8 });
    expect(await gwsh('event', 'accept', file, round2)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('this code is for round 2, and the event is on round 3'),
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
    const accepted = await gwshAt({ terminal: true }, 'event', 'accept', file, code.toLowerCase());
    expect(accepted).toMatchObject({
      code: 0,
      stdout: `Round 3, table 1: Fay Ng (Axis) reported 10–8. Recorded in ${file} (a code made from a link signed with a key beginning K7QM).\n`,
    });
    expect(rounds(file)[2]!.games[0]).toEqual({ table: 1, allied: 'ann', axis: 'fay', scores: { ann: 10, fay: 8 } });
    // Ann's report of the same, afterwards, is already recorded.
    const ann = resultCode({ key: 'K7QM', event: check, round: 3, table: 1, by: 'allied', allied: 10, axis: 8 });
    expect(await gwsh('event', 'accept', file, ann)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('already scored 10–8, as Ann Smith'),
    });
  });

  it('check: every player’s lists under the event, exit 1 naming the player whose lists break a rule', async () => {
    const event = JSON.parse(readFileSync(fixture('club-1917.json'), 'utf8'));
    const legal = JSON.parse(readFileSync('tests/fixtures/lists/legal.json', 'utf8'));
    const breaks = JSON.parse(readFileSync('tests/fixtures/lists/breaks-rules.json', 'utf8'));
    // The event asks for one Attack list. Ann hands in the legal Attack list (built on data 1.0.0, the event
    // costs on 1.2.2: to check); Bob a Defend Option A costing 96.8 of its 60 (breaks a rule, and is not asked
    // for); the others none.
    event.listsAsked = [{ list: 'attack', part: 'basic' }];
    event.players[0].lists = [legal];
    event.players[1].lists = [breaks];
    const file = join(mkdtempSync(join(tmpdir(), 'gwsh-event-')), 'with-lists.json');
    writeFileSync(file, JSON.stringify(event));
    const r = await gwsh('event', 'check', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("Bob Jones's lists break a rule.\n");
    const out = JSON.parse(r.stdout) as {
      name: string;
      verdict: string;
      lists: { total: number; limit: number }[];
      warnings: { code: string }[];
    }[];
    expect(out.map((p) => [p.name, p.verdict])).toEqual([
      ['Ann Smith', 'to-check'],
      ['Bob Jones', 'breaks'],
      ['Cat Lee', 'none'],
      ['Dan Roe', 'none'],
      ['Eve Hart', 'none'],
      ['Fay Ng', 'none'],
    ]);
    // The legal list's own warning (it buys defences in an Attack list) comes after the event's: Ann is
    // registered with one nation and hands in another's list, on another data version.
    expect(out[0]!.warnings.map((w) => w.code)).toEqual(['event-list-other-nation', 'event-list-other-data', 'defences-in-attack-list']);
    expect(out[1]!.lists).toEqual([{ name: breaks.name ?? null, list: 'defend', part: 'option-a', total: 96.8, limit: 60 }]);
    expect(out[1]!.warnings.map((w) => w.code)).toContain('event-list-missing');
    const text = await gwshAt({ terminal: true }, 'event', 'check', file);
    expect(text.stdout).toContain('  Bob Jones: breaks a rule\n');
    expect(text.stdout).toContain('  Cat Lee: no list yet\n');
    // A list the list file's reader refuses is named by its place in the event file.
    event.players[2].lists = [{ ...legal, brigades: [{ name: 'x', grade: 'heroic', stands: [] }] }];
    writeFileSync(file, JSON.stringify(event));
    expect(await gwsh('event', 'check', file)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('players[2].lists[0]: Brigade 1 ("x"): grade must be'),
    });
  });
});
