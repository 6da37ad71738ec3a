import { describe, expect, it } from 'vitest';
import { moraleOdds } from '#src/lib/gw54/moraleOdds.ts';
import { add, sum, ONE } from '#src/lib/numbers/fraction.ts';

describe('gw54 morale test odds', () => {
  it('6 figures with their officer: 6 + 1 = 7, so a D10 of 7 or less, 7/10', () => {
    const o = moraleOdds({ figures: 6, officer: true });
    expect(o.target).toBe(7);
    expect(o.pass).toMatchObject({ fraction: '7/10', percent: '70%' });
    expect(o.fail.fraction).toBe('3/10');
  });

  it('3 figures without an officer: 3/10', () => {
    expect(moraleOdds({ figures: 3, officer: false }).pass.fraction).toBe('3/10');
  });

  it('10 or more (officer included) always passes; none never does', () => {
    expect(moraleOdds({ figures: 9, officer: true }).pass.fraction).toBe('1');
    expect(moraleOdds({ figures: 12, officer: false }).pass.fraction).toBe('1');
    expect(moraleOdds({ figures: 0, officer: false }).pass.fraction).toBe('0');
  });

  it('bombardment: a 10 (1/10) then D3, so 9/10 no casualties and 1/30 each for 1, 2 and 3', () => {
    const o = moraleOdds({ figures: 5, officer: false });
    expect(o.bombardmentCasualties.map((c) => [c.casualties, c.fraction])).toEqual([
      [0, '9/10'],
      [1, '1/30'],
      [2, '1/30'],
      [3, '1/30'],
    ]);
    expect(sum(o.bombardmentCasualties.map((c) => c.probability))).toEqual(ONE);
  });

  it('pass and fail sum to exactly 1 for every size', () => {
    for (let figures = 0; figures <= 12; figures++) {
      for (const officer of [false, true]) {
        const o = moraleOdds({ figures, officer });
        expect(add(o.pass.probability, o.fail.probability)).toEqual(ONE);
      }
    }
  });

  it('rejects a negative or fractional number of figures (programmer error)', () => {
    expect(() => moraleOdds({ figures: -1, officer: false })).toThrow(RangeError);
    expect(() => moraleOdds({ figures: 2.5, officer: false })).toThrow(RangeError);
  });
});
