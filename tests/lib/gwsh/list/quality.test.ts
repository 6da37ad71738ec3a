import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { offTableDiscount, qualityGroupOf, qualityMultiplier } from '#src/lib/gwsh/list/quality.ts';

const quality = allCostTables.nationalQuality;

// GWSH 10.2: Germany, USA, France and the British Empire pay 130/120/100/80 % for Elite/Veteran/Regular/Green
// and have no Random; every other nation pays 120/110/90/70 %, and 80 % for Random.
describe('national quality (GWSH 10.2)', () => {
  it('gives each nation its group’s multiplier for each grade', () => {
    expect(qualityMultiplier(quality, 'germany', 'elite')).toBe(130);
    expect(qualityMultiplier(quality, 'british-empire', 'green')).toBe(80);
    expect(qualityMultiplier(quality, 'russia', 'veteran')).toBe(110);
    expect(qualityMultiplier(quality, 'turkey', 'random')).toBe(80);
  });

  it('has no Random for the first group, and nothing for a nation no row names', () => {
    expect(qualityMultiplier(quality, 'france', 'random')).toBeNull();
    expect(qualityMultiplier(quality, 'narnia', 'regular')).toBeNull();
    expect(qualityGroupOf(quality, 'narnia')).toBeUndefined();
    expect(qualityGroupOf(quality, 'serbia')?.regular).toBe(90);
  });

  it('takes 20 % off for artillery kept off the table, so it pays 80 %', () => {
    expect(offTableDiscount(quality)).toEqual({ discountPercent: 20, payPercent: 80 });
  });
});
