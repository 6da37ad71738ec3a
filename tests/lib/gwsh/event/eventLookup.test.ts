/** The event as other pages meet it (src/lib/gwsh/event/eventLookup.ts). */
import { describe, expect, it } from 'vitest';
import { newEvent } from '#src/lib/gwsh/event/event.ts';
import {
  destinationLabel,
  destinationOf,
  eventFromRunningTable,
  recordAt,
  recordByNames,
  recordUnpaired,
  tableOfPlayers,
  unpairedRounds,
} from '#src/lib/gwsh/event/eventLookup.ts';
import { clubEvent } from './clubEvent.ts';

const club = clubEvent();

describe('the event from other pages', () => {
  it("finds two players' latest table by name, in either order, case and spaces aside", () => {
    // Round 2, table 2: Eve Hart (Allied) against Bob Jones (Axis).
    expect(tableOfPlayers(club, ' bob jones', 'EVE HART')).toMatchObject({ roundIndex: 1, game: { table: 2, allied: 'eve', axis: 'bob' } });
    expect(tableOfPlayers(club, 'Ann Smith', 'Fay Ng')).toBeNull();
  });

  it('records a scored game at that table, each score to its player', () => {
    const update = recordByNames(club, [
      { name: 'Bob Jones', total: 10 },
      { name: 'Eve Hart', total: 4 },
    ]);
    expect(update.ok && update.event.rounds[1]!.games[1]).toMatchObject({ table: 2, scores: { eve: 4, bob: 10 } });
    expect(
      recordByNames(club, [
        { name: 'Ann Smith', total: 1 },
        { name: 'Fay Ng', total: 2 },
      ]),
    ).toEqual({
      ok: false,
      message: 'Ann Smith and Fay Ng have no table in “Club championship 1917”',
    });
  });

  it('reads a running table (version 1) as an event with no pairings, each name a player who takes either side', () => {
    // Two players whose names give the same slug are numbered: "Ann Smith" → ann-smith, "Ann  Smith!" → ann-smith-2.
    const event = eventFromRunningTable({
      format: 'gwsh-competition',
      version: 1,
      name: 'League',
      players: ['Ann Smith', 'Ann  Smith!'],
      rounds: [{ label: 'R1', scores: [{ player: 'Ann  Smith!', gameScore: -3 }] }],
    });
    expect(event.players).toEqual([
      { id: 'ann-smith', name: 'Ann Smith', club: null, side: 'either', nation: null },
      { id: 'ann-smith-2', name: 'Ann  Smith!', club: null, side: 'either', nation: null },
    ]);
    expect(event.rounds).toEqual([{ label: 'R1', games: [{ player: 'ann-smith-2', score: -3 }] }]);
  });
});

describe('a game recorded without a pairing', () => {
  const game = [
    { name: 'Ann', total: 12 },
    { name: 'Ben', total: 8 },
  ];

  it('goes in a new round 1 of an empty event, adding both players, who take either side', () => {
    const empty = newEvent('League');
    const to = destinationOf(empty, 'Ann', 'Ben');
    expect(to).toEqual({ kind: 'unpaired', roundIndex: 0 });
    expect(destinationLabel(empty, to)).toBe('Round 1, without a pairing');
    const update = recordAt(empty, to, game);
    if (!update.ok) throw new Error(update.message);
    expect(update.event.players.map((p) => [p.id, p.side])).toEqual([
      ['ann', 'either'],
      ['ben', 'either'],
    ]);
    expect(update.event.rounds).toEqual([
      {
        label: 'Round 1',
        games: [
          { player: 'ann', score: 12 },
          { player: 'ben', score: 8 },
        ],
      },
    ]);
  });

  it('goes in the same round for other players, and in a new round when either already has a score there', () => {
    const first = recordAt(newEvent('League'), { kind: 'unpaired', roundIndex: 0 }, game);
    if (!first.ok) throw new Error(first.message);
    // Cat and Dan have no score in round 1: their game joins it.
    expect(destinationOf(first.event, 'Cat', 'Dan')).toEqual({ kind: 'unpaired', roundIndex: 0 });
    // Ann has: her next game starts round 2.
    expect(destinationOf(first.event, 'ann ', 'Cat')).toEqual({ kind: 'unpaired', roundIndex: 1 });
    expect(unpairedRounds(first.event)).toEqual([0, 1]);
  });

  it('replaces a player’s earlier score in the round (a correction), names matched case and spaces aside', () => {
    const first = recordAt(newEvent('League'), { kind: 'unpaired', roundIndex: 0 }, game);
    if (!first.ok) throw new Error(first.message);
    const again = recordUnpaired(first.event, 0, [
      { name: ' ANN', total: 14 },
      { name: 'Ben', total: 3 },
    ]);
    expect(again.ok && again.event.rounds[0]!.games).toEqual([
      { player: 'ann', score: 14 },
      { player: 'ben', score: 3 },
    ]);
    expect(again.ok && again.event.players).toHaveLength(2);
  });

  it('never goes in a paired round, nor seats a player twice in one', () => {
    // Every round of the club event is paired: the only choice is a new round 3.
    expect(unpairedRounds(club)).toEqual([2]);
    expect(destinationOf(club, 'Ann Smith', 'Fay Ng')).toEqual({ kind: 'unpaired', roundIndex: 2 });
    expect(
      recordUnpaired(club, 1, [
        { name: 'Ann Smith', total: 1 },
        { name: 'Fay Ng', total: 2 },
      ]),
    ).toEqual({ ok: false, message: 'Ann Smith already has a table in Round 2' });
    expect(recordUnpaired(club, 5, game)).toEqual({ ok: false, message: 'there is no round 6' });
  });

  it('goes at the players’ table when they are paired', () => {
    const to = destinationOf(club, 'Bob Jones', 'Eve Hart');
    expect(destinationLabel(club, to)).toBe('Round 2, table 2');
    const update = recordAt(club, to, [
      { name: 'Bob Jones', total: 10 },
      { name: 'Eve Hart', total: 4 },
    ]);
    expect(update.ok && update.event.rounds[1]!.games[1]).toMatchObject({ table: 2, scores: { eve: 4, bob: 10 } });
  });
});
