import { describe, it, expect } from 'vitest';
import { fraction } from '#src/lib/numbers/fraction.ts';
import { chartValueText, hundredthsOf, perSubUnit, roundHalfUp } from '#src/lib/rules1916/perSubUnit.ts';

describe('value × sub-units, rounded once', () => {
  it("reproduces the source's examples", () => {
    // Barrages: .40 × 35 = 14 exactly.
    expect(perSubUnit(0.4, 35)).toMatchObject({ exact: fraction(14), total: 14, working: '.40 × 35 = 14' });
    // Heavy weapons: .55 × 15 = 8.25 → 8.
    expect(perSubUnit(0.55, 15)).toMatchObject({ exact: fraction(33, 4), total: 8, working: '.55 × 15 = 8.25, rounded to 8' });
  });

  it('rounds an exact half up', () => {
    // .50 × 17 = 8.5 → 9; .05 × 10 = 0.5 → 1; .15 × 3 = 0.45 → 0.
    expect(perSubUnit(0.5, 17).total).toBe(9);
    expect(perSubUnit(0.05, 10).total).toBe(1);
    expect(perSubUnit(0.15, 3).total).toBe(0);
    expect(roundHalfUp(fraction(5, 2))).toBe(3);
    expect(roundHalfUp(fraction(7, 3))).toBe(2);
  });

  it('does not drift: .10 × 3 is exactly .30', () => {
    expect(perSubUnit(0.1, 3).exact).toEqual(fraction(3, 10));
    expect(hundredthsOf(0.29)).toEqual(fraction(29, 100));
  });

  it('prints values as the chart does', () => {
    expect(chartValueText(0.4)).toBe('.40');
    expect(chartValueText(0.05)).toBe('.05');
    expect(chartValueText(1)).toBe('1.00');
  });

  it('rejects bad counts and values as programmer errors', () => {
    expect(() => perSubUnit(0.4, -1)).toThrow(RangeError);
    expect(() => perSubUnit(0.4, 2.5)).toThrow(RangeError);
    expect(() => hundredthsOf(0.123)).toThrow(RangeError);
  });
});
