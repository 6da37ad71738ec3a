/** Swiss pairing, worked by hand (src/lib/gwsh/event/swiss.ts). */
import { describe, expect, it } from 'vitest';
import { clubMeetings, pairNextRound } from '#src/lib/gwsh/event/swiss.ts';
import { addPlayer, addRound, setDropped } from '#src/lib/gwsh/event/eventEdits.ts';
import { eventOf, gamesOf, must, paired, scoredLast } from './eventFixtures.ts';

describe('Swiss pairing', () => {
  it('pairs every Allied player against an Axis one, the same way from the same seed, and another way from another', () => {
    const players: [string, 'allied' | 'axis'][] = [
      ['a1', 'allied'],
      ['a2', 'allied'],
      ['a3', 'allied'],
      ['a4', 'allied'],
      ['x1', 'axis'],
      ['x2', 'axis'],
      ['x3', 'axis'],
      ['x4', 'axis'],
    ];
    const first = gamesOf(paired(eventOf(players, 7)));
    expect(first).toHaveLength(4);
    for (const game of first) expect(game).toMatch(/^\d:a\d-x\d$/);
    expect(gamesOf(paired(eventOf(players, 7)))).toEqual(first);
    const draws = new Set([1, 2, 3, 4, 5, 6].map((seed) => gamesOf(paired(eventOf(players, seed))).join()));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('keeps club-mates apart in the first round when the sides allow it', () => {
    // Two clubs, each with two Allied and two Axis players: every game can be between clubs.
    for (const seed of [1, 2, 3, 4, 5]) {
      const event = paired(
        eventOf(
          [
            ['a1', 'allied', 'Red'],
            ['a2', 'allied', 'Red'],
            ['a3', 'allied', 'Blue'],
            ['a4', 'allied', 'Blue'],
            ['x1', 'axis', 'Red'],
            ['x2', 'axis', 'Red'],
            ['x3', 'axis', 'Blue'],
            ['x4', 'axis', 'Blue'],
          ],
          seed,
        ),
      );
      const club = (id: string) => event.players.find((p) => p.id === id)!.club;
      for (const g of event.rounds[0]!.games) if ('table' in g) expect(club(g.allied)).not.toBe(club(g.axis));
    }
  });

  it('pairs the nearest totals without a rematch, leaders at table 1', () => {
    let event = eventOf([
      ['a1', 'allied'],
      ['a2', 'allied'],
      ['a3', 'allied'],
      ['x1', 'axis'],
      ['x2', 'axis'],
      ['x3', 'axis'],
    ]);
    // Round 1 as played: a1-x1, a2-x2, a3-x3.
    event = must(
      addRound(event, {
        label: 'Round 1',
        games: [
          { table: 1, allied: 'a1', axis: 'x1', scores: { a1: 10, x1: 2 } },
          { table: 2, allied: 'a2', axis: 'x2', scores: { a2: 5, x2: 6 } },
          { table: 3, allied: 'a3', axis: 'x3', scores: { a3: 1, x3: 15 } },
        ],
      }),
    );
    // Totals: a1 10, a2 5, a3 1; x1 2, x2 6, x3 12 (15 clamped). Without rematches two pairings remain:
    // a1-x2, a2-x3, a3-x1 costs 4² + 7² + 1² = 66; a1-x3, a2-x1, a3-x2 costs 2² + 3² + 5² = 38, the one taken.
    // Tables by the higher total: a1-x3 (12), a3-x2 (6), a2-x1 (5).
    const next = pairNextRound(event);
    expect(next.ok && next.round.games).toEqual([
      { table: 1, allied: 'a1', axis: 'x3', scores: { a1: null, x3: null } },
      { table: 2, allied: 'a3', axis: 'x2', scores: { a3: null, x2: null } },
      { table: 3, allied: 'a2', axis: 'x1', scores: { a2: null, x1: null } },
    ]);
    expect(next.ok && next.broken).toEqual([]);
  });

  it('gives the surplus of the larger side a bye, the lowest total first, and no one a second while another has none', () => {
    let event = eventOf([
      ['a1', 'allied'],
      ['a2', 'allied'],
      ['a3', 'allied'],
      ['x1', 'axis'],
      ['x2', 'axis'],
    ]);
    event = paired(event);
    const round1 = gamesOf(event);
    expect(round1.filter((g) => g.startsWith('bye:'))).toHaveLength(1);
    const firstBye = round1.find((g) => g.startsWith('bye:'))!.slice(4);
    // Everyone who played scores 3 (a total of 3); the bye counts 6, so the bye player leads the Allied side.
    event = scoredLast(event, { a1: 3, a2: 3, a3: 3, x1: 3, x2: 3 });
    event = paired(event);
    const secondBye = gamesOf(event)
      .find((g) => g.startsWith('bye:'))!
      .slice(4);
    expect(secondBye).not.toBe(firstBye);
    event = scoredLast(event, { a1: 3, a2: 3, a3: 3, x1: 3, x2: 3 });
    // Round 3: the one Allied player without a bye gets it, whatever the totals.
    event = paired(event);
    const thirdBye = gamesOf(event)
      .find((g) => g.startsWith('bye:'))!
      .slice(4);
    expect(new Set([firstBye, secondBye, thirdBye]).size).toBe(3);
  });

  it('gives several byes when the sides are unbalanced', () => {
    const event = paired(
      eventOf([
        ['a1', 'allied'],
        ['a2', 'allied'],
        ['a3', 'allied'],
        ['a4', 'allied'],
        ['x1', 'axis'],
      ]),
    );
    expect(gamesOf(event).filter((g) => g.startsWith('bye:'))).toHaveLength(3);
    expect(gamesOf(event).filter((g) => /^\d:/.test(g))).toHaveLength(1);
  });

  it('seats "either" players on the side that needs them', () => {
    const event = paired(
      eventOf([
        ['a1', 'allied'],
        ['a2', 'allied'],
        ['e1', 'either'],
        ['e2', 'either'],
      ]),
    );
    const games = gamesOf(event);
    expect(games).toHaveLength(2);
    for (const g of games) expect(g).toMatch(/^\d:a\d-e\d$/);
  });

  it('pairs a late joiner and leaves a dropped player out', () => {
    let event = paired(
      eventOf([
        ['a1', 'allied'],
        ['a2', 'allied'],
        ['x1', 'axis'],
        ['x2', 'axis'],
      ]),
    );
    event = scoredLast(event, { a1: 8, a2: 8, x1: 4, x2: 4 });
    event = must(addPlayer(event, { name: 'x3', side: 'axis', club: null, nation: null }));
    event = must(setDropped(event, 'a2', true));
    event = must(addPlayer(event, { name: 'a5', side: 'allied', club: null, nation: null }));
    event = paired(event);
    const ids = gamesOf(event).join(' ');
    expect(ids).not.toContain('a2');
    expect(ids).toContain('x3');
    expect(ids).toContain('a5');
  });

  it('names a rematch that cannot be avoided', () => {
    let event = paired(
      eventOf([
        ['Ann', 'allied'],
        ['Bob', 'axis'],
      ]),
    );
    event = scoredLast(event, { ann: 7, bob: 5 });
    const again = pairNextRound(event);
    expect(again.ok && again.broken).toEqual([
      'Ann and Bob meet again: no pairing of this round keeps every game Allied against Axis without a rematch',
    ]);
  });

  it('waits for every score, and refuses an event with no one on a side', () => {
    const event = paired(
      eventOf([
        ['Ann', 'allied'],
        ['Bob', 'axis'],
      ]),
    );
    expect(pairNextRound(event)).toEqual({
      ok: false,
      message: 'Round 1, table 1 (Ann against Bob) has no score yet; score it before pairing the next round',
    });
    expect(pairNextRound(eventOf([['Ann', 'allied']]))).toMatchObject({
      ok: false,
      message: expect.stringContaining('no player can take the Axis side'),
    });
  });
});

describe('club-mates at one table', () => {
  it('are named when the pairing had to seat them together, and not when the event does not keep clubs apart', () => {
    // One Allied and one Axis player, both of the Red club: the only pairing seats them together.
    const event = eventOf([
      ['Ann', 'allied', 'Red'],
      ['Bob', 'axis', 'Red'],
    ]);
    const pairing = pairNextRound(event);
    if (!pairing.ok) throw new Error(pairing.message);
    expect(clubMeetings(event, pairing.round)).toEqual(['Table 1: Ann and Bob are both of Red']);
    expect(clubMeetings({ ...event, pairing: { ...event.pairing, avoidSameClub: false } }, pairing.round)).toEqual([]);
  });
});
