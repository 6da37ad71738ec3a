import { describe, expect, it } from 'vitest';
import { binomial, maxExactDice, successCounts } from '#src/lib/gw54/binomial.ts';

describe('exact binomial counts', () => {
  it('2 dice hitting on 3 faces of 6: 9, 18 and 9 ways out of 36', () => {
    // 0 hits: 3×3 = 9; 1 hit: 2×3×3 = 18; 2 hits: 3×3 = 9.
    expect(successCounts(2, 3, 6)).toEqual([9, 18, 9]);
  });

  it('reduces each probability and keeps the at-least column', () => {
    expect(binomial(2, 3, 6).map((r) => [r.successes, `${r.exactly.num}/${r.exactly.den}`, `${r.atLeast.num}/${r.atLeast.den}`])).toEqual([
      [0, '1/4', '1/1'],
      [1, '1/2', '3/4'],
      [2, '1/4', '1/4'],
    ]);
  });

  it('no dice: no successes for certain', () => {
    expect(successCounts(0, 3, 6)).toEqual([1]);
  });

  it('knows how many dice it can count exactly', () => {
    // 6^20 = 3 656 158 440 062 976 is under 2^53 − 1; 6^21 is not. 2^52 fits; 10^15 fits, 10^16 does not.
    expect([maxExactDice(6), maxExactDice(2), maxExactDice(10)]).toEqual([20, 52, 15]);
    expect(() => successCounts(21, 1, 6)).toThrow(RangeError);
    expect(() => successCounts(2, 7, 6)).toThrow(RangeError);
  });

  it('the counts of 20 D6 add up to exactly 6^20, for every number of hitting faces', () => {
    for (let faces = 0; faces <= 6; faces++) {
      const total = successCounts(20, faces, 6).reduce((s, c) => s + BigInt(c), 0n);
      expect(total).toBe(6n ** 20n);
    }
  });
});
