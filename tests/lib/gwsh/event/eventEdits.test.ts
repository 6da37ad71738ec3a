/** What an organiser does to an event (src/lib/gwsh/event/eventEdits.ts). */
import { describe, expect, it } from 'vitest';
import { addPlayer, scoreSide, sideScore, unlikelyScore } from '#src/lib/gwsh/event/eventEdits.ts';
import { playerName, playerOf } from '#src/lib/gwsh/event/event.ts';
import { clubEvent } from './clubEvent.ts';

const club = clubEvent();

describe('a player added by the organiser', () => {
  it('loses the text-direction controls from name and club', () => {
    const added = addPlayer(club, { name: '\u202eZed', club: '\u2066Hussars\u2069', side: 'axis', nation: null });
    expect(added.ok && added.event.players.at(-1)).toMatchObject({ id: 'zed', name: 'Zed', club: 'Hussars' });
  });
});

describe('a player looked up by id', () => {
  it('is found in the event as it is, a player added since included; an unknown id is named as it is', () => {
    const first = club.players[0]!;
    expect(playerOf(club, first.id)).toBe(first);
    expect(playerName(club, first.id)).toBe(first.name);
    const added = addPlayer(club, { name: 'Zed', club: null, side: 'axis', nation: null });
    if (!added.ok) throw new Error(added.message);
    // The new event's list of players is looked up afresh: Zed is in it, not in the event before.
    expect(playerName(added.event, 'zed')).toBe('Zed');
    expect(playerOf(club, 'zed')).toBeUndefined();
    expect(playerName(club, 'zed')).toBe('zed');
  });
});

describe('unlikelyScore', () => {
  it('asks about a score outside what a game counts in a competition, 0 to 12 (7.1), and nothing else', () => {
    expect(unlikelyScore(50)).toBe('50 is more than a game scores in a competition (0 to 12, 7.1)');
    expect(unlikelyScore(-1)).toBe('-1 is less than a game scores in a competition (0 to 12, 7.1)');
    expect(unlikelyScore(0)).toBeNull();
    expect(unlikelyScore(12)).toBeNull();
    expect(unlikelyScore(13)).not.toBeNull();
    expect(unlikelyScore(null)).toBeNull();
  });
});

describe('one side of a table', () => {
  it("reads the side's score, null where there is no such table, and is changed alone", () => {
    // Round 1, table 2 of the club event: Cat (Allied) 7, Dan (Axis) 9.
    expect(sideScore(club, 0, 2, 'allied')).toBe(7);
    expect(sideScore(club, 0, 2, 'axis')).toBe(9);
    expect(sideScore(club, 0, 9, 'axis')).toBeNull();
    expect(sideScore(club, 5, 1, 'axis')).toBeNull();
    const cleared = scoreSide(club, 0, 2, 'allied', null);
    if (!cleared.ok) throw new Error(cleared.message);
    expect(sideScore(cleared.event, 0, 2, 'allied')).toBeNull();
    expect(sideScore(cleared.event, 0, 2, 'axis')).toBe(9);
    expect(scoreSide(club, 0, 9, 'axis', 3)).toEqual({ ok: false, message: 'Round 1 has no table 9' });
  });
});
