import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typedDice } from '#src/lib/dice/diceSources.ts';
import { fraction, sum } from '#src/lib/numbers/fraction.ts';
import {
  classifyScores,
  outcomeKeys,
  resolveTacticalSituation,
  tacticalOdds,
  westernFrontReading,
  type OutcomeKey,
} from '#src/lib/gwsh/scenario/tacticalSituation.ts';

const elsewhere = { westernFront15to18: false };
const westernFront = { westernFront15to18: true };
const oddsOf = (modA: number, modB: number, options = elsewhere) =>
  Object.fromEntries(tacticalOdds(modA, modB, options).outcomes.map((o) => [o.key, o.probability])) as Record<
    OutcomeKey,
    { num: number; den: number }
  >;

describe('classifying modified scores (5.0)', () => {
  it('equal → mutual encounter; one apart → advance to contact; more → attack-defence', () => {
    expect(classifyScores(5, 5, elsewhere)).toBe('mutual-encounter');
    expect(classifyScores(5, 6, elsewhere)).toBe('advance-to-contact-a-low');
    expect(classifyScores(6, 5, elsewhere)).toBe('advance-to-contact-b-low');
    expect(classifyScores(7, 5, elsewhere)).toBe('a-attacks');
    expect(classifyScores(2, 8, elsewhere)).toBe('b-attacks');
  });

  it('Western Front 1915–18: ties re-rolled, a difference of one is attack-defence (our reading)', () => {
    expect(classifyScores(5, 5, westernFront)).toBe('re-roll');
    expect(classifyScores(6, 5, westernFront)).toBe('a-attacks');
    expect(classifyScores(5, 6, westernFront)).toBe('b-attacks');
    expect(westernFrontReading).toMatch(/difference of one/);
  });
});

describe('resolving with dice', () => {
  it('Germany 1914 (+2) rolls 3, France 1914 (+1) rolls 4: 5 = 5, a mutual encounter', () => {
    const r = resolveTacticalSituation({ a: 2, b: 1 }, elsewhere, typedDice([3, 4]).roll);
    expect(r.rounds).toEqual([{ rollA: 3, rollB: 4, scoreA: 5, scoreB: 5, result: 'mutual-encounter' }]);
    expect(r.outcome).toEqual({ kind: 'mutual-encounter' });
  });

  it('+2 rolls 3 (5), +1 rolls 5 (6): advance to contact, A is the low scorer', () => {
    const r = resolveTacticalSituation({ a: 2, b: 1 }, elsewhere, typedDice([3, 5]).roll);
    expect(r.outcome).toEqual({ kind: 'advance-to-contact', lowScorer: 'a', highScorer: 'b' });
  });

  it('Western Front: 4+1 = 3+2 is re-rolled, then 6+1 = 7 beats 1+2 = 3 and A attacks', () => {
    const r = resolveTacticalSituation({ a: 1, b: 2 }, westernFront, typedDice([4, 3, 6, 1]).roll);
    expect(r.rounds.map((x) => x.result)).toEqual(['re-roll', 'a-attacks']);
    expect(r.outcome).toEqual({ kind: 'attack-defence', attacker: 'a', defender: 'b' });
  });

  it('a dice source that always ties is a programmer error, not an endless loop', () => {
    expect(() => resolveTacticalSituation({ a: 0, b: 0 }, westernFront, () => 3)).toThrow(/not random/);
  });
});

describe('tactical odds', () => {
  it('equal modifiers: mutual encounter 6/36, each advance to contact 5/36, each attack 10/36', () => {
    // Of 36 pairs: 6 equal; 5 with A one below (1-2 … 5-6); 5 with A one above; 15 − 5 = 10 with A two or more above.
    const odds = tacticalOdds(1, 1, elsewhere);
    expect(odds.outcomes.map((o) => [o.key, o.ways, o.of, o.fraction])).toEqual([
      ['mutual-encounter', 6, 36, '1/6'],
      ['advance-to-contact-a-low', 5, 36, '5/36'],
      ['advance-to-contact-b-low', 5, 36, '5/36'],
      ['a-attacks', 10, 36, '5/18'],
      ['b-attacks', 10, 36, '5/18'],
    ]);
    expect(odds.outcomes[0]?.probability).toEqual(fraction(6, 36));
    expect(odds.outcomes[0]?.percent).toBe('16.67%');
    expect(odds.rerollChance).toBeNull();
  });

  it('Germany 1914 (+2) against France 1914 (+1), worked by hand', () => {
    // Modified difference = (a − b) + 1. Pairs with a − b = k: 6 − |k| of 36.
    //   mutual encounter:   difference 0  → a − b = −1 → 5 ways → 5/36
    //   A low scorer:       difference −1 → a − b = −2 → 4 ways → 4/36 = 1/9
    //   B low scorer:       difference +1 → a − b = 0  → 6 ways → 6/36 = 1/6
    //   A (Germany) attacks: difference ≥ 2 → a − b ≥ 1 → 5+4+3+2+1 = 15 ways → 15/36 = 5/12
    //   B (France) attacks:  difference ≤ −2 → a − b ≤ −3 → 3+2+1 = 6 ways → 6/36 = 1/6
    //   5 + 4 + 6 + 15 + 6 = 36
    expect(oddsOf(2, 1)).toEqual({
      'mutual-encounter': fraction(5, 36),
      'advance-to-contact-a-low': fraction(1, 9),
      'advance-to-contact-b-low': fraction(1, 6),
      'a-attacks': fraction(5, 12),
      'b-attacks': fraction(1, 6),
    });
  });

  it('Western Front 1915, Germany (+1) against France (+2): ties re-rolled', () => {
    // Difference = (a − b) − 1; a tie needs a − b = 1: 5 ways, so 31 pairs settle.
    //   A attacks: a − b ≥ 2: 4+3+2+1 = 10 → 10/31;  B attacks: a − b ≤ 0: 6+5+4+3+2+1 = 21 → 21/31
    const odds = tacticalOdds(1, 2, westernFront);
    expect(oddsOf(1, 2, westernFront)).toEqual({
      'mutual-encounter': fraction(0),
      'advance-to-contact-a-low': fraction(0),
      'advance-to-contact-b-low': fraction(0),
      'a-attacks': fraction(10, 31),
      'b-attacks': fraction(21, 31),
    });
    expect(odds.outcomes.find((o) => o.key === 'a-attacks')).toMatchObject({ ways: 10, of: 31, percent: '32.26%' });
    expect(odds.rerollChance?.fraction).toBe('5/36');
    expect(odds.reading).toBe(westernFrontReading);
  });

  it('Western Front with equal modifiers: each side attacks half the time, 1/6 of rounds re-rolled', () => {
    expect(oddsOf(2, 2, westernFront)['a-attacks']).toEqual(fraction(1, 2));
    expect(tacticalOdds(2, 2, westernFront).rerollChance?.probability).toEqual(fraction(1, 6));
  });

  it('+3 against −3: A is never lower, only 1-against-6 gives an advance to contact', () => {
    // Difference = (a − b) + 6 ≥ 1; it is 1 only for a = 1, b = 6.
    expect(oddsOf(3, -3)).toMatchObject({
      'mutual-encounter': fraction(0),
      'advance-to-contact-b-low': fraction(1, 36),
      'a-attacks': fraction(35, 36),
    });
  });

  it('rejects fractional modifiers', () => {
    expect(() => tacticalOdds(0.5, 0, elsewhere)).toThrow(RangeError);
  });

  const modifier = fc.integer({ min: -3, max: 3 });
  it('all outcomes sum to exactly 1, ways sum to the pairs that settle, for every pair of modifiers (property)', () => {
    fc.assert(
      fc.property(modifier, modifier, fc.boolean(), (a, b, wf) => {
        const odds = tacticalOdds(a, b, { westernFront15to18: wf });
        expect(odds.outcomes.map((o) => o.key)).toEqual([...outcomeKeys]);
        expect(sum(odds.outcomes.map((o) => o.probability))).toEqual(fraction(1));
        expect(odds.outcomes.reduce((s, o) => s + o.ways, 0)).toBe(odds.outcomes[0]!.of);
      }),
    );
  });

  it('matches brute-force counting of the 36 pairs, and is symmetric between the players (property)', () => {
    fc.assert(
      fc.property(modifier, modifier, fc.boolean(), (a, b, wf) => {
        const counts = new Map<string, number>();
        for (let x = 1; x <= 6; x++)
          for (let y = 1; y <= 6; y++) {
            const r = classifyScores(x + a, y + b, { westernFront15to18: wf });
            counts.set(r, (counts.get(r) ?? 0) + 1);
          }
        const settled = 36 - (counts.get('re-roll') ?? 0);
        const odds = oddsOf(a, b, { westernFront15to18: wf });
        for (const key of outcomeKeys) expect(odds[key]).toEqual(fraction(counts.get(key) ?? 0, settled));
        const mirrored = oddsOf(b, a, { westernFront15to18: wf });
        expect(mirrored['b-attacks']).toEqual(odds['a-attacks']);
        expect(mirrored['advance-to-contact-a-low']).toEqual(odds['advance-to-contact-b-low']);
      }),
    );
  });
});
