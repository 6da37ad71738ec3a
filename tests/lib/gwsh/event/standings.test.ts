/** Standings with their tie-breakers, worked by hand (src/lib/gwsh/event/standings.ts). */
import { describe, expect, it } from 'vitest';
import { standings, tieBreakerOrders, tieBreakerOrderWords } from '#src/lib/gwsh/event/standings.ts';
import { addAdjustment, addRound } from '#src/lib/gwsh/event/eventEdits.ts';
import type { CompetitionEvent, PairedGame } from '#src/lib/gwsh/event/event.ts';
import { eventOf, must } from './eventFixtures.ts';

const game = (table: number, allied: string, a: number, axis: string, x: number): PairedGame => ({
  table,
  allied,
  axis,
  scores: { [allied]: a, [axis]: x },
});

function fourPlayers(tieBreakers?: CompetitionEvent['tieBreakers']): CompetitionEvent {
  const event = eventOf([
    ['Ann', 'allied'],
    ['Bob', 'axis'],
    ['Cat', 'allied'],
    ['Dan', 'axis'],
  ]);
  return tieBreakers ? { ...event, tieBreakers } : event;
}

const brief = (event: CompetitionEvent) => standings(event).map((s) => [s.rank, s.player.id, s.total, s.tieBreakers]);

describe('event standings', () => {
  it('add clamped game scores and adjustments, and break a tie by strength of schedule', () => {
    let event = must(addRound(fourPlayers(), { label: 'Round 1', games: [game(1, 'ann', 10, 'bob', 4), game(2, 'cat', 6, 'dan', 8)] }));
    event = must(addRound(event, { label: 'Round 2', games: [game(1, 'ann', 3, 'dan', 9), game(2, 'cat', 14, 'bob', 2)] }));
    event = must(addAdjustment(event, { player: 'ann', round: 2, points: 4, reason: 'best painted army' }));
    // Ann 10 + 3 + 4 = 17; Bob 4 + 2 = 6; Cat 6 + 12 (14 clamped) = 18; Dan 8 + 9 = 17.
    // Ann and Dan tie on 17. Strength of schedule: Dan met Cat (18) and Ann (17) = 35; Ann met Bob (6) and
    // Dan (17) = 23: Dan second. Each is then alone, so head to head is not needed (null); games won: Dan
    // 2 (8 > 6, 9 > 3), Ann 1 (10 > 4), Cat 1 (14 > 2; 6 < 8), Bob 0.
    expect(brief(event)).toEqual([
      [1, 'cat', 18, { 'strength-of-schedule': 23, 'head-to-head': null, 'games-won': 1 }],
      [2, 'dan', 17, { 'strength-of-schedule': 35, 'head-to-head': null, 'games-won': 2 }],
      [3, 'ann', 17, { 'strength-of-schedule': 23, 'head-to-head': null, 'games-won': 1 }],
      [4, 'bob', 6, { 'strength-of-schedule': 35, 'head-to-head': null, 'games-won': 0 }],
    ]);
    expect(standings(event)[2]!.adjustments).toBe(4);
  });

  it('are changed by no pairing: a round paired and not yet scored counts for no total and no tie-breaker', () => {
    const scored = must(addRound(fourPlayers(), { label: 'Round 1', games: [game(1, 'ann', 10, 'bob', 4), game(2, 'cat', 6, 'dan', 8)] }));
    const unscored = (table: number, allied: string, axis: string): PairedGame => ({
      table,
      allied,
      axis,
      scores: { [allied]: null, [axis]: null },
    });
    const paired = must(addRound(scored, { label: 'Round 2', games: [unscored(1, 'ann', 'dan'), unscored(2, 'cat', 'bob')] }));
    // After round 1: Ann 10 (met Bob, 4), Dan 8 (met Cat, 6), Cat 6 (met Dan, 8), Bob 4 (met Ann, 10).
    // Round 2 paired, unscored: Ann now "meets" Dan (8) too, which would make her strength 4 + 8 = 12.
    expect(brief(paired)).toEqual(brief(scored));
    expect(standings(paired)[0]!.tieBreakers['strength-of-schedule']).toBe(4);
  });

  it('break a tie by head to head among the players still tied, and share a rank when all is equal', () => {
    let event = must(
      addRound(fourPlayers(['head-to-head']), { label: 'Round 1', games: [game(1, 'ann', 9, 'bob', 3), game(2, 'cat', 5, 'dan', 5)] }),
    );
    event = must(addRound(event, { label: 'Round 2', games: [game(1, 'ann', 0, 'dan', 7), game(2, 'cat', 4, 'bob', 6)] }));
    // Totals: Ann 9 + 0 = 9, Bob 3 + 6 = 9, Cat 5 + 4 = 9, Dan 5 + 7 = 12. Among Ann, Bob and Cat: Ann took
    // 9 from Bob; Bob took 3 from Ann and 6 from Cat = 9; Cat took 4 from Bob. Ann and Bob share second.
    expect(brief(event)).toEqual([
      [1, 'dan', 12, { 'head-to-head': null }],
      [2, 'ann', 9, { 'head-to-head': 9 }],
      [2, 'bob', 9, { 'head-to-head': 9 }],
      [4, 'cat', 9, { 'head-to-head': 4 }],
    ]);
  });

  it('count a bye as the event says, and a round without a game as nothing', () => {
    const event = must(
      addRound(
        { ...fourPlayers(), pairing: { avoidSameClub: true, byeScore: 8, seed: 1 } },
        {
          label: 'Round 1',
          games: [game(1, 'ann', 12, 'bob', 0), { bye: 'cat' }],
        },
      ),
    );
    const rows = standings(event);
    // Ann 12, Cat 8 (the bye), Bob 0 (a game lost), Dan 0 (no game). Bob and Dan tie on 0; strength of
    // schedule: Bob met Ann (12), Dan no one (0), so Bob is third.
    expect(rows.map((s) => [s.rank, s.player.id, s.total, s.rounds[0]!.kind])).toEqual([
      [1, 'ann', 12, 'game'],
      [2, 'cat', 8, 'bye'],
      [3, 'bob', 0, 'game'],
      [4, 'dan', 0, 'none'],
    ]);
  });
});

describe('tie-breaker orders', () => {
  it('offers each of the six orders of the three tie-breakers once, in words', () => {
    // 3 × 2 × 1 = 6 orders.
    expect(new Set(tieBreakerOrders.map((o) => o.join())).size).toBe(6);
    for (const order of tieBreakerOrders) expect([...order].sort()).toEqual(['games-won', 'head-to-head', 'strength-of-schedule']);
    expect(tieBreakerOrderWords(['head-to-head', 'games-won', 'strength-of-schedule'])).toBe(
      'Head to head, then Games won, then Strength of schedule',
    );
  });
});
