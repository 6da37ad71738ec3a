/** The event as other pages meet it (src/lib/gwsh/event/eventLookup.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventFromRunningTable, recordByNames, runningTable, tableOfPlayers } from '#src/lib/gwsh/event/eventLookup.ts';

const read = parseEvent(readFileSync('tests/fixtures/events/club-1917.json', 'utf8'));
if (!read.ok) throw new Error(read.message);
const club = read.event;

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

  it("gives the victory points page's running table each round's scores by name", () => {
    const table = runningTable(club);
    expect(table.players).toEqual(['Ann Smith', 'Bob Jones', 'Cat Lee', 'Dan Roe', 'Eve Hart', 'Fay Ng']);
    expect(table.rounds[0]).toEqual({
      label: 'Round 1',
      scores: [
        { player: 'Ann Smith', gameScore: 14 },
        { player: 'Bob Jones', gameScore: 6 },
        { player: 'Cat Lee', gameScore: 7 },
        { player: 'Dan Roe', gameScore: 9 },
        { player: 'Eve Hart', gameScore: 10 },
        { player: 'Fay Ng', gameScore: 4 },
      ],
    });
  });

  it('writes the running table as an event with no pairings, which reads back as the same table', () => {
    // Two players whose names give the same slug are numbered: "Ann Smith" → ann-smith, "Ann  Smith!" → ann-smith-2.
    const table = runningTable(club);
    const twins = {
      ...table,
      players: [...table.players, 'Ann  Smith!'],
      rounds: [{ label: 'R1', scores: [{ player: 'Ann  Smith!', gameScore: -3 }] }],
    };
    const event = eventFromRunningTable(twins);
    expect(event.players.slice(-1)).toEqual([{ id: 'ann-smith-2', name: 'Ann  Smith!', club: null, side: 'either', nation: null }]);
    expect(event.rounds).toEqual([{ label: 'R1', games: [{ player: 'ann-smith-2', score: -3 }] }]);
    expect(runningTable(eventFromRunningTable(table))).toEqual(table);
  });
});
