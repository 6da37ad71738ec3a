import { describe, expect, it } from 'vitest';
import { fraction } from '#src/lib/numbers/fraction.ts';
import { describeProbability, power, toPercent } from '#src/lib/numbers/probability.ts';

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
