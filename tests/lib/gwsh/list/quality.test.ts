import { describe, expect, it } from 'vitest';
import { offTableDiscountPercent, offTablePercent, qualityGroupOf, qualityMultiplier } from '../../../../src/lib/gwsh/list/quality.ts';

// GWSH 10.2: Germany, USA, France and the British Empire pay 130/120/100/80 % for Elite/Veteran/Regular/Green
// and have no Random; every other nation pays 120/110/90/70 %, and 80 % for Random.
describe('national quality (GWSH 10.2)', () => {
  it('gives each nation its group’s multiplier for each grade', () => {
    expect(qualityMultiplier('germany', 'elite')).toBe(130);
    expect(qualityMultiplier('british-empire', 'green')).toBe(80);
    expect(qualityMultiplier('russia', 'veteran')).toBe(110);
    expect(qualityMultiplier('turkey', 'random')).toBe(80);
  });

  it('has no Random for the first group, and nothing for a nation no row names', () => {
    expect(qualityMultiplier('france', 'random')).toBeNull();
    expect(qualityMultiplier('narnia', 'regular')).toBeNull();
    expect(qualityGroupOf('narnia')).toBeUndefined();
    expect(qualityGroupOf('serbia')?.regular).toBe(90);
  });

  it('takes 20 % off for artillery kept off the table, so it pays 80 %', () => {
    expect(offTableDiscountPercent).toBe(20);
    expect(offTablePercent).toBe(80);
  });
});
