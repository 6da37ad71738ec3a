/** Swapping two players of an unscored round (src/lib/gwsh/event/swapPlayers.ts), worked by hand. */
import { describe, expect, it } from 'vitest';
import { swapPlayers } from '#src/lib/gwsh/event/swapPlayers.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { eventOf } from './eventFixtures.ts';

const unscored = (table: number, allied: string, axis: string) => ({ table, allied, axis, scores: { [allied]: null, [axis]: null } });

/** Ann and Cat (Allied, Ann of Red), Bob and Dan (Axis, Dan of Red), Eve either; round 1 scored, round 2 paired. */
function twoRounds(): CompetitionEvent {
  const event = eventOf([
    ['Ann', 'allied', 'Red'],
    ['Bob', 'axis'],
    ['Cat', 'allied'],
    ['Dan', 'axis', 'Red'],
    ['Eve', 'either'],
  ]);
  return {
    ...event,
    rounds: [
      {
        label: 'Round 1',
        games: [
          { table: 1, allied: 'ann', axis: 'bob', scores: { ann: 9, bob: 3 } },
          { table: 2, allied: 'cat', axis: 'dan', scores: { cat: 5, dan: 7 } },
          { bye: 'eve' },
        ],
      },
      { label: 'Round 2', games: [unscored(1, 'ann', 'dan'), unscored(2, 'cat', 'bob'), { bye: 'eve' }] },
    ],
  };
}

describe('swapping two players', () => {
  it('two Allied players change tables; what the pairing avoided is named, not refused', () => {
    const swapped = swapPlayers(twoRounds(), 1, 'ann', 'cat');
    if (!swapped.ok) throw new Error(swapped.message);
    expect(swapped.event.rounds[1]!.games).toEqual([unscored(1, 'cat', 'dan'), unscored(2, 'ann', 'bob'), { bye: 'eve' }]);
    // Cat met Dan and Ann met Bob in round 1; Ann of Red no longer meets Dan of Red.
    expect(swapped.warnings).toEqual(['Cat and Dan have met before (table 1)', 'Ann and Bob have met before (table 2)']);
  });

  it('a table whose players change loses the scenario rolled for the old ones; one left as it was keeps it', () => {
    const event = twoRounds();
    const card = (a: string) => ({ a, period: '1917', theatre: 'western-front', dice: [3, 4] });
    const games = [
      { ...unscored(1, 'ann', 'dan'), scenario: card('ann') },
      { ...unscored(2, 'cat', 'bob'), scenario: card('cat') },
      { bye: 'eve' },
    ];
    const swapped = swapPlayers({ ...event, rounds: [event.rounds[0]!, { label: 'Round 2', games }] }, 1, 'dan', 'eve');
    expect(swapped.ok && swapped.event.rounds[1]!.games).toEqual([unscored(1, 'ann', 'eve'), games[1], { bye: 'dan' }]);
  });

  it('a player with lists for either side takes a bye’s place at a table, and the player left out has the bye', () => {
    const swapped = swapPlayers(twoRounds(), 1, 'eve', 'dan');
    expect(swapped.ok && swapped.event.rounds[1]!.games).toEqual([unscored(1, 'ann', 'eve'), unscored(2, 'cat', 'bob'), { bye: 'dan' }]);
  });

  it('refuses a seat of a side the player brought no list for, a round with scores, and a player with no seat', () => {
    // Ann to Bob's Axis seat at table 2, Bob to Ann's Allied seat at table 1: table 1 is told first.
    expect(swapPlayers(twoRounds(), 1, 'ann', 'bob')).toEqual({
      ok: false,
      message: "Bob brought no Allied list for table 1's Allied seat",
    });
    expect(swapPlayers(twoRounds(), 0, 'ann', 'cat')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Round 1 has scores already'),
    });
    const without = { ...twoRounds(), rounds: [twoRounds().rounds[1]!].map((r) => ({ ...r, games: r.games.slice(0, 2) })) };
    expect(swapPlayers(without, 0, 'ann', 'eve')).toEqual({ ok: false, message: 'Eve has no seat in Round 2' });
  });
});
