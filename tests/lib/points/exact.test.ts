import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  equals,
  formatPoints,
  multiply,
  percent,
  points,
  subtract,
  sum,
  times,
  toNumber,
  ZERO,
} from '#src/lib/points/exact.ts';
import { fraction } from '#src/lib/numbers/fraction.ts';

describe('exact points', () => {
  it('costs 47 × 130 % × 80 % at exactly 48.88', () => {
    const cost = multiply(multiply(points(47), percent(130)), percent(80));
    expect(cost).toEqual({ num: 1222, den: 25 });
    expect(toNumber(cost)).toBe(48.88);
    expect(formatPoints(cost)).toBe('48.88');
  });

  it('does not drift where floating point does', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(equals(add(points(0.1), points(0.2)), points(0.3))).toBe(true);
    // ten thousand tenths are exactly a thousand
    expect(equals(sum(Array.from({ length: 10_000 }, () => points(0.1))), points(1000))).toBe(true);
    // 62 × 90 % = 55.8, which 62 * 0.9 in floating point is not
    expect(62 * 0.9).not.toBe(55.8);
    expect(toNumber(multiply(points(62), percent(90)))).toBe(55.8);
  });

  it('formats with at most two decimals, trailing zeros dropped', () => {
    expect(formatPoints(points(60))).toBe('60');
    expect(formatPoints(points(52.5))).toBe('52.5');
    expect(formatPoints(points(48.88))).toBe('48.88');
    expect(formatPoints(points(0))).toBe('0');
    expect(formatPoints(-31)).toBe('-31');
    expect(formatPoints(subtract(points(60), points(91.2)))).toBe('-31.2');
  });

  it('stays exact with multipliers that need more than two decimals, rounding only for display', () => {
    // a hypothetical 115 % grade and 85 % off-table factor: 7 × 1.15 × 0.85 = 6.8425
    const cost = multiply(multiply(points(7), percent(115)), percent(85));
    expect(equals(cost, points(6.8425))).toBe(true);
    expect(formatPoints(cost)).toBe('6.84');
    expect(toNumber(cost)).toBe(6.8425);
    // thirds survive any number of steps
    const third = multiply(points(1), fraction(1, 3));
    expect(equals(times(third, 3), points(1))).toBe(true);
    expect(formatPoints(third)).toBe('0.33');
    expect(formatPoints(multiply(points(2), third))).toBe('0.67');
  });

  it('reads decimals as written and rejects what is not a number', () => {
    expect(points(2.5)).toEqual({ num: 5, den: 2 });
    expect(points(1e-7)).toEqual({ num: 1, den: 10_000_000 });
    // Past 2^53 a number cannot be held exactly: an error, never a rounded cost.
    expect(() => points(1e21)).toThrow(RangeError);
    expect(() => points(Number.NaN)).toThrow(RangeError);
    expect(() => points(Infinity)).toThrow(RangeError);
  });

  it('compares exactly', () => {
    expect(compare(points(650), points(650))).toBe(0);
    expect(compare(points(650.01), points(650))).toBe(1);
    expect(compare(ZERO, points(0.01))).toBe(-1);
  });

  it('agrees with integer arithmetic in hundredths for every quality and off-table combination', () => {
    const quality = fc.constantFrom(70, 80, 90, 100, 110, 120, 130);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), quality, fc.boolean(), (base, q, off) => {
        const cost = multiply(multiply(points(base), percent(q)), percent(off ? 80 : 100));
        const hundredths = (base * q * (off ? 80 : 100)) / 100; // exact integer: base · q · 80 / 10 000 × 100
        expect(Number.isInteger(hundredths)).toBe(true);
        expect(toNumber(cost)).toBe(Number((hundredths / 100).toFixed(2)));
        expect(formatPoints(cost)).toBe(String(Number((hundredths / 100).toFixed(2))));
      }),
    );
  });
});
