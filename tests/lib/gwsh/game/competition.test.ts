import { describe, expect, it } from 'vitest';
import {
  eventFileName,
  addPlayer,
  addRound,
  eventSummary,
  isEmptyEvent,
  newEvent,
  recordGame,
  recordScore,
  standings,
  toCsv,
  type CompetitionEvent,
} from '#src/lib/gwsh/game/competition.ts';
import { parseEvent } from '#src/lib/gwsh/game/competitionFile.ts';

const ok = (r: { ok: true; event: CompetitionEvent } | { ok: false; message: string }): CompetitionEvent => {
  if (!r.ok) throw new Error(r.message);
  return r.event;
};

/** Three players, two rounds. Game scores: Ann 14 and 3, Bob 8 and 9, Cy −2 and 17. */
function sampleEvent(): CompetitionEvent {
  let e = newEvent('Club night', ['Ann', 'Bob', 'Cy']);
  e = ok(addRound(e));
  e = ok(addRound(e, 'Round 2'));
  e = ok(recordScore(e, 0, 'Ann', 14));
  e = ok(recordScore(e, 0, 'Bob', 8));
  e = ok(recordScore(e, 0, 'Cy', -2));
  e = ok(recordScore(e, 1, 'Ann', 3));
  e = ok(recordScore(e, 1, 'Bob', 9));
  e = ok(recordScore(e, 1, 'Cy', 17));
  return e;
}

describe('the size of an event', () => {
  it('takes up to 1,000 players and 100 rounds, and refuses more with one sentence, from a file or an edit', () => {
    const players = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
    expect(addPlayer(newEvent('Big', players(999)), 'Player 1000').ok).toBe(true);
    expect(addPlayer(newEvent('Big', players(1_000)), 'One more')).toEqual({
      ok: false,
      message: 'the event has 1,001 players; an event may have at most 1,000, far more than any club or tournament',
    });
    const file = { format: 'gwsh-competition', version: 1, name: 'Huge', players: players(90_000), rounds: [] };
    expect(parseEvent(JSON.stringify(file))).toEqual({
      ok: false,
      message: 'the event has 90,000 players; an event may have at most 1,000, far more than any club or tournament',
    });
    const rounds = Array.from({ length: 101 }, (_, i) => ({ label: `Round ${i + 1}`, scores: [] }));
    expect(parseEvent({ ...file, players: [], rounds })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^the event has 101 rounds/),
    });
  });
});

describe('replacing an event', () => {
  it('calls an event with no player and no round empty, and names an event by what it holds', () => {
    expect(isEmptyEvent(newEvent('Club night'))).toBe(true);
    expect(isEmptyEvent(newEvent('Club night', ['Ann']))).toBe(false);
    expect(eventSummary(newEvent('Club night', ['Ann']))).toBe('“Club night” (1 player, 0 rounds)');
    const one = addRound(newEvent('League', ['Ann', 'Bob']));
    const two = one.ok ? addRound(one.event) : one;
    expect(two.ok && eventSummary(two.event)).toBe('“League” (2 players, 2 rounds)');
  });
});

describe('competition table (GWSH 7.1)', () => {
  it('clamps each game to 0..12 and ranks by the total', () => {
    // Ann 12 (14 → 12) + 3 = 15; Bob 8 + 9 = 17; Cy 0 (−2 → 0) + 12 (17 → 12) = 12
    expect(standings(sampleEvent()).map((s) => [s.rank, s.player, s.total, s.games])).toEqual([
      [1, 'Bob', 17, 2],
      [2, 'Ann', 15, 2],
      [3, 'Cy', 12, 2],
    ]);
    expect(standings(sampleEvent())[1]?.rounds[0]).toEqual({ gameScore: 14, competition: 12 });
  });

  it('equal totals share a rank (1, 1, 3); a missing score is an empty cell', () => {
    let e = ok(addPlayer(newEvent('Tie'), 'Zed'));
    e = ok(addPlayer(e, 'Amy'));
    e = ok(addPlayer(e, 'Max'));
    e = ok(addRound(e));
    e = ok(recordScore(e, 0, 'Zed', 6));
    e = ok(recordScore(e, 0, 'Amy', 6));
    expect(standings(e).map((s) => [s.rank, s.player, s.total])).toEqual([
      [1, 'Amy', 6],
      [1, 'Zed', 6],
      [3, 'Max', 0],
    ]);
    expect(standings(e)[2]?.rounds).toEqual([null]);
  });

  it('replaces a score recorded twice; rejects unknown players, duplicates and fractions', () => {
    const e = ok(recordScore(sampleEvent(), 0, 'Ann', 5));
    expect(e.rounds[0]?.scores.filter((s) => s.player === 'Ann')).toEqual([{ player: 'Ann', gameScore: 5 }]);
    expect(recordScore(e, 0, 'Dee', 5)).toEqual({
      ok: false,
      message: 'rounds[0].scores[3].player "Dee" is not one of the event\'s players',
    });
    expect(recordScore(e, 5, 'Ann', 5)).toEqual({ ok: false, message: 'there is no round 6' });
    expect(recordScore(e, 0, 'Ann', 2.5)).toMatchObject({ ok: false });
    expect(addPlayer(e, 'Ann')).toEqual({ ok: false, message: 'players[3] "Ann" is listed twice' });
    expect(addRound(e, 'Round 2')).toMatchObject({ ok: false });
  });

  it('records both players of a scored game', () => {
    const e = ok(recordGame(sampleEvent(), 0, { players: [{ name: 'Ann', total: 1 } as never, { name: 'Bob', total: 2 } as never] }));
    expect(e.rounds[0]?.scores).toContainEqual({ player: 'Bob', gameScore: 2 });
  });

  it('exports CSV with competition scores, quoting and formula-safe names', () => {
    expect(toCsv(sampleEvent())).toBe('Rank,Player,Round 1,Round 2,Total\r\n1,Bob,8,9,17\r\n2,Ann,12,3,15\r\n3,Cy,0,12,12\r\n');
    let e = newEvent('x', ['Smith, J.', '=1+1', 'Say "hi"']);
    e = ok(addRound(e));
    const lines = toCsv(e).split('\r\n');
    expect(lines).toContain('1,"Smith, J.",,0');
    expect(lines).toContain("1,'=1+1,,0");
    expect(lines).toContain('1,"Say ""hi""",,0');
  });
});

describe('the file names of an exported event', () => {
  it('come from the event name, with accents dropped and one hyphen between words', () => {
    const event = newEvent('Club Night — Été 1917');
    expect(eventFileName(event, '.csv')).toBe('club-night-ete-1917.csv');
    expect(eventFileName(event, '.json')).toBe('club-night-ete-1917.json');
    expect(eventFileName(newEvent('???'), '.csv')).toBe('event.csv');
  });
});
