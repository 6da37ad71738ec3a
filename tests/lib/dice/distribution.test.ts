import { describe, expect, it } from 'vitest';
import { fuzzRuns } from '../../support/fuzzRuns.ts';
import fc from 'fast-check';
import {
  combine,
  conditionOn,
  die,
  mapOutcomes,
  plus,
  probabilityOf,
  probabilityOfValue,
  sumOfDice,
  totalProbability,
  uniform,
} from '#src/lib/dice/distribution.ts';
import { fraction } from '#src/lib/numbers/fraction.ts';

const ONE = fraction(1);

describe('distribution', () => {
  it('a D6 has six faces of 1/6', () => {
    expect(die().map((w) => w.value)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const w of die()) expect(w.probability).toEqual(fraction(1, 6));
  });

  it('2D6: totals 2..12 in 1,2,3,4,5,6,5,4,3,2,1 ways of 36', () => {
    const twoD6 = sumOfDice(2);
    expect(twoD6.map((w) => w.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(twoD6.map((w) => (w.probability.num * 36) / w.probability.den)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    // 11 or 12: 2 + 1 = 3 ways of 36 = 1/12 (the rain roll of GWSH 4.4)
    expect(probabilityOf(twoD6, (t) => t >= 11)).toEqual(fraction(1, 12));
    expect(totalProbability(twoD6)).toEqual(ONE);
  });

  it('3D6 has 216 combinations; 10 and 11 come up 27 ways each', () => {
    const threeD6 = sumOfDice(3);
    expect(probabilityOfValue(threeD6, 10)).toEqual(fraction(27, 216));
    expect(probabilityOfValue(threeD6, 3)).toEqual(fraction(1, 216));
    expect(totalProbability(threeD6)).toEqual(ONE);
  });

  it('D6+2 runs 3..8; mapped outcomes merge', () => {
    expect(plus(die(), 2).map((w) => w.value)).toEqual([3, 4, 5, 6, 7, 8]);
    // held to 1..7: 7 and 8 merge into 7 with 2/6
    const held = mapOutcomes(plus(die(), 2), (v) => Math.min(7, v));
    expect(probabilityOfValue(held, 7)).toEqual(fraction(1, 3));
    expect(probabilityOfValue(held, 1)).toEqual(fraction(0));
  });

  it('conditioning on "not a tie" is how re-rolling ties settles', () => {
    const pair = combine(die(), die(), (a, b) => (a === b ? 'tie' : a > b ? 'first' : 'second'));
    expect(probabilityOfValue(pair, 'tie')).toEqual(fraction(6, 36));
    const settled = conditionOn(pair, (v) => v !== 'tie');
    // 15/36 ÷ 30/36 = 1/2
    expect(probabilityOfValue(settled, 'first')).toEqual(fraction(1, 2));
    expect(totalProbability(settled)).toEqual(ONE);
    expect(() => conditionOn(pair, () => false)).toThrow(RangeError);
  });

  it('uniform counts repeated values', () => {
    expect(probabilityOfValue(uniform(['a', 'a', 'b']), 'a')).toEqual(fraction(2, 3));
    expect(() => uniform([])).toThrow(RangeError);
  });

  it('every distribution sums to exactly 1 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2, max: 10 }), fc.integer({ min: -3, max: 3 }), (n, sides, mod) => {
        expect(totalProbability(plus(sumOfDice(n, sides), mod))).toEqual(ONE);
      }),
      { numRuns: fuzzRuns(0.006) },
    );
  });
});
