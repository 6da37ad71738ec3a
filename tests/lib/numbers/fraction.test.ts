import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  compare,
  divide,
  equals,
  fraction,
  multiply,
  subtract,
  sum,
  toNumber,
  toText,
  describeProbability,
  power,
  toPercent,
} from '#src/lib/numbers/fraction.ts';

describe('fraction', () => {
  it('reduces and keeps the sign on the numerator', () => {
    expect(fraction(6, 36)).toEqual({ num: 1, den: 6 });
    expect(fraction(3, -9)).toEqual({ num: -1, den: 3 });
    expect(fraction(0, -5)).toEqual({ num: 0, den: 1 });
    expect(Object.is(fraction(0, -5).num, -0)).toBe(false);
  });

  it('rejects a zero denominator and non-integers (programmer errors)', () => {
    expect(() => fraction(1, 0)).toThrow(RangeError);
    expect(() => fraction(0.5, 2)).toThrow(RangeError);
  });

  it('adds, subtracts, multiplies, divides and raises exactly', () => {
    // 1/6 + 5/36 = 6/36 + 5/36 = 11/36
    expect(add(fraction(1, 6), fraction(5, 36))).toEqual(fraction(11, 36));
    // 1 − 1/12 = 11/12
    expect(subtract(fraction(1), fraction(1, 12))).toEqual(fraction(11, 12));
    // 2/3 × 3/4 = 6/12 = 1/2
    expect(multiply(fraction(2, 3), fraction(3, 4))).toEqual(fraction(1, 2));
    // Factors cancel before multiplying: 403853959878359/500000 × 40/1 = 403853959878359/12500 (40 and
    // 500000 share 40), though 403853959878359 × 40 would pass 2^53.
    expect(multiply(fraction(403853959878359, 500000), fraction(40))).toEqual({ num: 403853959878359, den: 12500 });
    expect(multiply(fraction(0), fraction(7, 3))).toEqual(fraction(0));
    expect(multiply(fraction(-2, 9), fraction(3, 4))).toEqual(fraction(-1, 6)); // −6/36
    // (5/36) ÷ (31/36) = 5/31: a conditional probability
    expect(divide(fraction(5, 36), fraction(31, 36))).toEqual(fraction(5, 31));
    // Cancelling across: (2^52/3) ÷ (2/3) = 2^51, though 2^52 × 3 would pass 2^53; and a negative divisor.
    expect(divide(fraction(2 ** 52, 3), fraction(2, 3))).toEqual(fraction(2 ** 51));
    expect(divide(fraction(1, 2), fraction(-3, 4))).toEqual(fraction(-2, 3)); // 1/2 × −4/3 = −4/6
    // (5/6)^2 = 25/36
    expect(power(fraction(5, 6), 2)).toEqual(fraction(25, 36));
    expect(power(fraction(5, 6), 0)).toEqual(fraction(1));
    expect(() => divide(fraction(1), fraction(0))).toThrow(RangeError);
  });

  it('the classic float trap is exact: 1/10 + 2/10 = 3/10', () => {
    expect(equals(add(fraction(1, 10), fraction(2, 10)), fraction(3, 10))).toBe(true);
  });

  it('compares', () => {
    expect(compare(fraction(1, 6), fraction(5, 36))).toBe(1); // 6/36 > 5/36
    expect(compare(fraction(5, 36), fraction(1, 6))).toBe(-1);
    expect(compare(fraction(2, 12), fraction(1, 6))).toBe(0);
  });

  it('prints as text and as a percentage with trailing zeros dropped', () => {
    expect(toText(fraction(5, 36))).toBe('5/36');
    expect(toText(fraction(36, 36))).toBe('1');
    expect(toPercent(fraction(1, 6))).toBe('16.67%'); // 16.666… rounds up
    expect(toPercent(fraction(1, 12))).toBe('8.33%'); // 8.333…
    expect(toPercent(fraction(1, 2))).toBe('50%');
    expect(toPercent(fraction(5, 12))).toBe('41.67%');
    expect(toPercent(fraction(1, 8))).toBe('12.5%');
    expect(toPercent(fraction(1, 3), 0)).toBe('33%');
    expect(toPercent(fraction(0))).toBe('0%');
    expect(toPercent(fraction(1))).toBe('100%');
    expect(describeProbability(fraction(6, 36))).toEqual({ probability: { num: 1, den: 6 }, fraction: '1/6', percent: '16.67%' });
    expect(toNumber(fraction(1, 4))).toBe(0.25);
  });

  it('sum of n copies of 1/n is exactly 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        expect(sum(Array.from({ length: n }, () => fraction(1, n)))).toEqual(fraction(1));
      }),
    );
  });
});

describe('toPercent with very large denominators', () => {
  it('stays exact past 2^53 in the intermediate product', () => {
    // 6^20 = 3,656,158,440,062,976: one chance in it is 0.0000000000000273…%, shown as 0% at 2 decimals,
    // and all but one chance rounds to 100%.
    const d = 6 ** 20;
    expect(toPercent({ num: 1, den: d })).toBe('0%');
    expect(toPercent({ num: d - 1, den: d })).toBe('100%');
    // 1,828,079,220,031,488 / 6^20 is exactly one half.
    expect(toPercent({ num: d / 2, den: d })).toBe('50%');
  });
});

describe('probability', () => {
  it('raises a fraction to a whole power, exactly', () => {
    // Three sixes in a row: (1/6)^3 = 1/216; anything to the power 0 is 1.
    expect(power(fraction(1, 6), 3)).toEqual(fraction(1, 216));
    expect(power(fraction(5, 6), 0)).toEqual(fraction(1));
    expect(() => power(fraction(1, 2), -1)).toThrow(RangeError);
    expect(() => power(fraction(1, 2), 1.5)).toThrow(RangeError);
  });

  it('gives percentages to two places, and a chance as fraction and percentage', () => {
    expect(toPercent(fraction(1, 6))).toBe('16.67%');
    expect(toPercent(fraction(1, 2))).toBe('50%');
    expect(toPercent(fraction(1, 12))).toBe('8.33%');
    // 11/36: at least one six on two dice = 1 − (5/6)² = 11/36 = 30.555…%.
    expect(describeProbability(fraction(11, 36))).toEqual({ probability: fraction(11, 36), fraction: '11/36', percent: '30.56%' });
  });
});
