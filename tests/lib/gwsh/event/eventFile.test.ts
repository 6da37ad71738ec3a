/** Reading and writing the event file (src/lib/gwsh/event/eventFile.ts, eventFileText.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addAdjustment, scoreTable } from '#src/lib/gwsh/event/eventEdits.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventFileText } from '#src/lib/gwsh/event/eventFileText.ts';

const club = JSON.parse(readFileSync('tests/fixtures/events/club-1917.json', 'utf8')) as Record<string, unknown>;
const withChange = (change: (e: any) => void) => {
  const copy = structuredClone(club) as any;
  change(copy);
  return parseEvent(copy);
};

describe('the event file', () => {
  it('reads version 2 and writes it back to the same event, a game per line', () => {
    const read = parseEvent(JSON.stringify(club));
    if (!read.ok) throw new Error(read.message);
    const text = eventFileText(read.event);
    expect(text).toContain('\n        {"table":1,"allied":"ann","axis":"bob","scores":{"ann":14,"bob":6}},\n');
    expect(parseEvent(text)).toEqual(read);
  });

  it('writes a round again when a score in it changes, and only that round (its text is kept while the round lives)', () => {
    const read = parseEvent(JSON.stringify(club));
    if (!read.ok) throw new Error(read.message);
    const before = eventFileText(read.event);
    // Table 1 of the first round becomes 15–5: a new round object, as every edit makes one.
    const scored = scoreTable(read.event, 0, 1, { allied: 15, axis: 5 });
    if (!scored.ok) throw new Error(scored.message);
    const after = eventFileText(scored.event);
    expect(after).toContain('{"table":1,"allied":"ann","axis":"bob","scores":{"ann":15,"bob":5}}');
    expect(before).toContain('{"table":1,"allied":"ann","axis":"bob","scores":{"ann":14,"bob":6}}');
    // The rounds not changed are the same objects, and their text is the same.
    expect(scored.event.rounds[1]).toBe(read.event.rounds[1]);
    expect(parseEvent(after)).toEqual({ ok: true, event: scored.event });
  });

  it('opens version 1 as an event with no pairings, each score kept', () => {
    const read = parseEvent(readFileSync('tests/fixtures/events/version-1.json', 'utf8'));
    expect(read.ok && read.event.players.map((p) => [p.id, p.side])).toEqual([
      ['ann-smith', 'either'],
      ['bob-jones', 'either'],
    ]);
    expect(read.ok && read.event.rounds[0]!.games).toEqual([
      { player: 'ann-smith', score: 14 },
      { player: 'bob-jones', score: 6 },
    ]);
  });

  it('says in one sentence what is wrong, naming the field', () => {
    expect(withChange((e) => (e.version = 3))).toEqual({ ok: false, message: 'version must be 1 or 2' });
    expect(withChange((e) => (e.pairing.byeScore = 13))).toEqual({
      ok: false,
      message: 'pairing.byeScore must be a whole number from 0 to 12',
    });
    expect(withChange((e) => (e.players[1].side = 'central'))).toEqual({
      ok: false,
      message: 'players[1].side must be "allied", "axis" or "either"',
    });
    expect(withChange((e) => (e.rounds[0].games[0] = { table: 1 }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^rounds\[0\]\.games\[0\] must list games/),
    });
    // Bob plays Axis lists; an Allied seat is not his (2.0).
    expect(withChange((e) => Object.assign(e.rounds[0].games[0], { allied: 'bob', axis: 'ann' }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('"bob" plays Axis lists, not Allied (2.0)'),
    });
    expect(withChange((e) => (e.rounds[1].games[2].axis = 'zed'))).toEqual({
      ok: false,
      message: 'rounds[1].games[2] names "zed", who is not one of the event\'s players',
    });
    expect(withChange((e) => (e.rulesPack = { format: 'gwsh-rules-pack', version: 1 }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^rulesPack: name/),
    });
    // The caps come first: 1,001 players is one past the 1,000 an event may have.
    const crowd = Array.from({ length: 1001 }, (_, i) => ({ id: `p${i}`, name: `P ${i}`, side: 'either' }));
    expect(withChange((e) => (e.players = crowd))).toEqual({
      ok: false,
      message: 'the event has 1,001 players; an event may have at most 1,000, far more than any club or tournament',
    });
    expect(parseEvent('{')).toMatchObject({ ok: false, message: expect.stringMatching(/^the event file is not valid JSON/) });
  });

  it('holds bonuses and penalties to 1,000, in the file and on the page', () => {
    const adjustment = { player: 'ann', round: 1, points: 1, reason: 'Painting' };
    const many = (n: number) => Array.from({ length: n }, () => adjustment);
    expect(withChange((e) => (e.adjustments = many(1000)))).toMatchObject({ ok: true });
    expect(withChange((e) => (e.adjustments = many(1001)))).toEqual({
      ok: false,
      message: 'the event has 1,001 adjustments; an event may have at most 1,000, far more than any club or tournament',
    });
    const full = withChange((e) => (e.adjustments = many(1000)));
    if (!full.ok) throw new Error(full.message);
    expect(addAdjustment(full.event, adjustment)).toMatchObject({ ok: false, message: expect.stringContaining('1,001 adjustments') });
  });

  it('refuses a player id "__proto__", which would lose every score kept by id', () => {
    expect(withChange((e) => (e.players[0].id = '__proto__'))).toEqual({
      ok: false,
      message: 'players[0].id must be an id of 1 to 100 characters, and not "__proto__"',
    });
  });

  it('takes the text-direction controls out of names, so a name cannot turn the page around it', () => {
    // U+202E (right-to-left override) and U+2066 (left-to-right isolate) around the names.
    const read = withChange((e) => {
      e.name = '\u202eClub night';
      e.players[0].name = 'Ann \u2066Smith\u2069';
      e.players[0].club = '\u202eHussars';
    });
    expect(read.ok && [read.event.name, read.event.players[0]!.name, read.event.players[0]!.club]).toEqual([
      'Club night',
      'Ann Smith',
      'Hussars',
    ]);
  });

  it('keeps the reports waiting for the organiser, and names a report that is not one', () => {
    const report = { round: 2, table: 1, by: 'axis', allied: 9, axis: 3 };
    const read = withChange((e) => (e.reports = [report]));
    if (!read.ok) throw new Error(read.message);
    expect(read.event.reports).toEqual([report]);
    expect(parseEvent(eventFileText(read.event))).toEqual(read);
    expect(withChange((e) => (e.reports = [{ ...report, by: 'either' }]))).toEqual({
      ok: false,
      message: 'reports[0].by must be "allied" or "axis"',
    });
    expect(withChange((e) => (e.reports = [{ ...report, allied: 64 }]))).toMatchObject({
      ok: false,
      message: expect.stringContaining('reports[0].allied'),
    });
  });

  it("holds a game not yet scored, written as null, as each player's null", () => {
    const read = withChange((e) => (e.rounds[1].games[0].scores = null));
    expect(read.ok && read.event.rounds[1]!.games[0]).toEqual({ table: 1, allied: 'ann', axis: 'dan', scores: { ann: null, dan: null } });
  });
});
