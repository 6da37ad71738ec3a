import { describe, expect, it } from 'vitest';
import { toDecimal } from '#src/lib/numbers/fraction.ts';
import { initialShootingForm, readShootingForm } from '#src/lib/gw54/shootingForm.ts';
import { gw54 } from '#src/lib/data/registry.ts';

describe('the shooting odds form', () => {
  it('gives hits out of cover and in cover side by side, with "at least" and the average', () => {
    const view = readShootingForm(gw54, { ...initialShootingForm, weaponId: 'lmg', firers: '2' });
    const [open, covered] = view.choices!;
    // 2 LMGs × 3d6 = 6 dice hitting on 4+ (1/2). Exactly 3: C(6,3)/64 = 20/64 = 5/16.
    const three = open.odds.lines.find((l) => l.key === '3')!;
    expect(three.chance.fraction).toBe('5/16');
    // At least 3: (20 + 15 + 6 + 1)/64 = 42/64 = 21/32 = 65.625 % → 65.63 %.
    expect(three.orBetter).toMatchObject({ fraction: '21/32', percent: '65.63%' });
    // Average 6 × 1/2 = 3 hits; in cover 5+ (1/3): 6 × 1/3 = 2.
    expect(toDecimal(open.odds.mean!)).toBe('3');
    expect(toDecimal(covered.odds.mean!)).toBe('2');
    // At least one in cover: 1 − (2/3)^6 = 665/729.
    expect(covered.odds.lines[1]!.orBetter?.fraction).toBe('665/729');
  });

  it('names the field when the figures are not 1 to 99, and counts nothing', () => {
    const view = readShootingForm(gw54, { ...initialShootingForm, firers: '0' });
    expect(view.firers).toEqual({ ok: false, message: 'Figures shooting must be a whole number from 1 to 99.' });
    expect(view.odds).toBeNull();
    expect(view.choices).toBeNull();
  });
});
