import { describe, expect, it } from 'vitest';
import { die, probabilityOfValue } from '#src/lib/dice/distribution.ts';
import { add, fraction, toDecimal, describeProbability } from '#src/lib/numbers/fraction.ts';
import { compareOdds, oddsOf, passOrFailOdds } from '#src/lib/dice/oddsView.ts';

const d6 = die();
const faces = [1, 2, 3, 4, 5, 6].map((v) => ({ key: String(v), label: String(v), value: v, probability: probabilityOfValue(d6, v) }));

describe('odds as players read them', () => {
  it('gives each result its chance and the chance of it or better, and the mean', () => {
    const odds = oddsOf(faces);
    // One D6: each face 1/6; "4 or better" is 4, 5 or 6 = 3/6 = 1/2; "1 or better" is certain.
    expect(odds.lines[3]).toMatchObject({
      key: '4',
      chance: { fraction: '1/6', percent: '16.67%' },
      orBetter: { fraction: '1/2', percent: '50%' },
    });
    expect(odds.lines[0]!.orBetter?.fraction).toBe('1');
    expect(odds.lines[5]!.orBetter?.fraction).toBe('1/6');
    // Mean of a D6: (1+2+3+4+5+6)/6 = 21/6 = 7/2 = 3.5.
    expect(odds.mean).toEqual(fraction(7, 2));
    expect(toDecimal(odds.mean!)).toBe('3.5');
  });

  it('leaves out "or better" for results without an order, and the mean for results that are not numbers', () => {
    const odds = oddsOf(
      [
        { key: 'a', label: 'A attacks', probability: fraction(5, 12) },
        { key: 'b', label: 'B attacks', probability: fraction(7, 12) },
      ],
      { order: 'none' },
    );
    expect(odds.lines.map((l) => l.orBetter)).toEqual([null, null]);
    expect(odds.mean).toBeNull();
  });

  it('counts "or better" from the top when the table lists the best result first', () => {
    // Best first: face 6 down to 1. "3 or better" is 3, 4, 5 or 6 = 4/6 = 2/3.
    const odds = oddsOf(faces.toReversed(), { order: 'best-first' });
    expect(odds.lines.find((l) => l.key === '3')!.orBetter?.fraction).toBe('2/3');
    expect(odds.lines[0]!.orBetter?.fraction).toBe('1/6');
  });

  it('puts two choices side by side only when they list the same results', () => {
    // A D6 and a D6+1 read on rows 1–6 (7 reads as 6): the second has 2/6 = 1/3 on row 6.
    const plusOne = faces.map((f) => ({
      ...f,
      probability: f.value === 1 ? fraction(0) : f.value === 6 ? fraction(1, 3) : fraction(1, 6),
    }));
    const [a, b] = compareOdds({ label: 'Without', odds: oddsOf(faces) }, { label: 'With +1', odds: oddsOf(plusOne) });
    expect(a.odds.lines[5]!.chance.fraction).toBe('1/6');
    expect(b.odds.lines[5]!.chance.fraction).toBe('1/3');
    // Mean with +1, capped at 6: (2+3+4+5)/6 + 6/3 = 14/6 + 2 = 13/3 = 4.33.
    expect(toDecimal(b.odds.mean!)).toBe('4.33');
    expect(() => compareOdds({ label: 'x', odds: oddsOf(faces) }, { label: 'y', odds: oddsOf(faces.slice(1)) })).toThrow(/same results/);
  });

  it('reads a test as pass then fail, with no "or better" and no mean', () => {
    // Pass on 7 or less of a D10: 7/10 pass, 3/10 fail.
    const odds = passOrFailOdds({ pass: describeProbability(fraction(7, 10)), fail: describeProbability(fraction(3, 10)) });
    expect(odds.lines.map((l) => [l.key, l.label, l.chance.fraction, l.orBetter])).toEqual([
      ['pass', 'Passes', '7/10', null],
      ['fail', 'Fails', '3/10', null],
    ]);
    expect(odds.mean).toBeNull();
  });

  it('rounds decimals half up, exactly', () => {
    // 1/8 = 0.125 → 0.13 (half up); 2/3 = 0.666… → 0.67; -7/2 → -3.5.
    expect(toDecimal(fraction(1, 8))).toBe('0.13');
    expect(toDecimal(fraction(2, 3))).toBe('0.67');
    expect(toDecimal(fraction(-7, 2))).toBe('-3.5');
  });
});

describe('odds of many dice', () => {
  it('adds chances over the least common denominator, so 22 dice stay exact (found by the fuzz test)', () => {
    // Rifles at long range, 11 figures: 22 dice. Chances over 6^22 ≈ 1.3 × 10^17 would pass 2^53 if each sum
    // multiplied denominators; over their least common denominator they stay within it.
    // 1/2^30 + 3/2^31 = 2/2^31 + 3/2^31 = 5/2^31; the product of the denominators, 2^61, is past 2^53.
    expect(add(fraction(1, 2 ** 30), fraction(3, 2 ** 31))).toEqual(fraction(5, 2 ** 31));
  });
});
