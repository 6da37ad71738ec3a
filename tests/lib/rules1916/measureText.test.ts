import { describe, it, expect } from 'vitest';
import { inchesText, mixedNumber, parseDistance, yardsText } from '#src/lib/rules1916/measureText.ts';
import { fraction, toDecimal } from '#src/lib/numbers/fraction.ts';

describe('distances for pages', () => {
  it('gives inches as a mixed number, with the decimal only where there is a fraction', () => {
    // 80 yards at 30 yards to the inch: 8/3 = 2⅔ = 2.67.
    expect(inchesText(fraction(8, 3))).toBe('2⅔" (2.67 in)');
    expect(inchesText(fraction(4))).toBe('4"');
    expect(yardsText(fraction(161, 2))).toBe('80½ yards (80.5)');
    expect(yardsText(fraction(80))).toBe('80 yards');
  });
});

describe('mixed numbers', () => {
  it('writes fractions the way the charts do', () => {
    expect(mixedNumber(fraction(8, 3))).toBe('2⅔');
    expect(mixedNumber(fraction(5, 2))).toBe('2½');
    expect(mixedNumber(fraction(25, 4))).toBe('6¼');
    expect(mixedNumber(fraction(6))).toBe('6');
    expect(mixedNumber(fraction(1, 3))).toBe('⅓');
    expect(mixedNumber(fraction(38, 7))).toBe('5 3/7');
    expect(mixedNumber(fraction(-3, 2))).toBe('−1½');
  });

  it('rounds decimals half up to two places', () => {
    expect(toDecimal(fraction(8, 3))).toBe('2.67');
    expect(toDecimal(fraction(33, 4))).toBe('8.25');
    expect(toDecimal(fraction(5, 2))).toBe('2.5');
    expect(toDecimal(fraction(14))).toBe('14');
  });
});

describe('parseDistance', () => {
  it('reads whole numbers, decimals, fractions and fraction signs', () => {
    expect(parseDistance('80', 'Yards')).toEqual({ ok: true, value: fraction(80) });
    expect(parseDistance('2.5', 'Inches')).toEqual({ ok: true, value: fraction(5, 2) });
    expect(parseDistance('2 1/2', 'Inches')).toEqual({ ok: true, value: fraction(5, 2) });
    expect(parseDistance('2½"', 'Inches')).toEqual({ ok: true, value: fraction(5, 2) });
    expect(parseDistance('¾', 'Inches')).toEqual({ ok: true, value: fraction(3, 4) });
    expect(parseDistance(' 120 yds ', 'Yards')).toEqual({ ok: true, value: fraction(120) });
    expect(parseDistance('.5', 'Inches')).toEqual({ ok: true, value: fraction(1, 2) });
  });

  it('names the field in one sentence for anything else', () => {
    for (const bad of ['', 'abc', '-3', '1/0', '2..5']) {
      const r = parseDistance(bad, 'Yards');
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/^Yards must be a distance/);
    }
  });
});
