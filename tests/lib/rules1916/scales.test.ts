import { describe, it, expect } from 'vitest';
import { fraction, toDecimal } from '#src/lib/numbers/fraction.ts';
import {
  conversionFromInches,
  conversionFromYards,
  exactDecimal,
  inchesInEveryScale,
  inchesToYards,
  scaleOf,
  SCALES,
  yardsToInches,
} from '#src/lib/rules1916/scales.ts';

describe('1916 scales', () => {
  it('uses 20, 30 and 40 yards to the inch', () => {
    expect(SCALES.map((s) => [s.id, s.yardsPerInch])).toEqual([
      ['large', 20],
      ['medium', 30],
      ['small', 40],
    ]);
    expect(() => scaleOf('huge' as never)).toThrow(/no scale/);
  });

  it('converts yards to exact inches', () => {
    // 80 yds: 80/20 = 4; 80/30 = 8/3 (2⅔); 80/40 = 2.
    expect(inchesInEveryScale(80)).toEqual({ large: fraction(4), medium: fraction(8, 3), small: fraction(2) });
    // 250 yds at small scale: 250/40 = 25/4 (6¼).
    expect(yardsToInches(250, 'small')).toEqual(fraction(25, 4));
  });

  it('converts inches to yards, reading decimals exactly', () => {
    // 2.5" × 40 = 100 yds; 22" × 30 = 660 yds.
    expect(inchesToYards(2.5, 'small')).toEqual(fraction(100));
    expect(inchesToYards(22, 'medium')).toEqual(fraction(660));
    expect(exactDecimal(0.05)).toEqual(fraction(1, 20));
    expect(exactDecimal(-2.5)).toEqual(fraction(-5, 2));
  });

  it('gives one distance in every scale', () => {
    // 1½" at small scale = 60 yds = 3" large = 2" medium.
    expect(conversionFromInches(fraction(3, 2), 'small')).toEqual({
      yards: fraction(60),
      inches: { large: fraction(3), medium: fraction(2), small: fraction(3, 2) },
    });
    // 240 yds (support range) = 12" / 8" / 6".
    expect(conversionFromYards(240).inches).toEqual({ large: fraction(12), medium: fraction(8), small: fraction(6) });
  });

  it('converts the largest distance the field takes without leaving safe integers (found by the fuzz tests)', () => {
    // 807,707,919.756718" = 403853959878359/500000; × 40 yds = 403853959878359/12500 = 32,308,316,790.26872 yds,
    // which is 807,707,919.756718" again at small scale and twice that (1,615,415,839.513436") at large.
    const { yards, inches } = conversionFromInches(fraction(403853959878359, 500000), 'small');
    expect(toDecimal(yards, 5)).toBe('32308316790.26872');
    expect(inches.small).toEqual(fraction(403853959878359, 500000));
    expect(toDecimal(inches.large, 6)).toBe('1615415839.513436');
  });
});
