import { describe, expect, it } from 'vitest';
import { signed, strategicModifier } from '#src/lib/gwsh/scenario/strategicModifier.ts';
import { nationId } from '#src/lib/data/schemas.ts';
import { yearPeriods } from '#src/lib/gwsh/yearPeriod.ts';
import { gwsh } from '#src/lib/data/registry.ts';

describe('strategic modifier (GWSH 5.0)', () => {
  it('reads the row of the nation for the period', () => {
    expect(strategicModifier(gwsh, 'germany', '1914')).toMatchObject({ modifier: 2, row: { id: 'german' }, findings: [] });
    expect(strategicModifier(gwsh, 'germany', '1918-post-june').modifier).toBe(0);
    expect(strategicModifier(gwsh, 'british-empire', '1916').modifier).toBe(2);
    expect(strategicModifier(gwsh, 'france', '1915').modifier).toBe(2);
    expect(strategicModifier(gwsh, 'serbia', '1918-post-june').modifier).toBe(2);
    expect(strategicModifier(gwsh, 'bulgaria', '1917')).toMatchObject({ modifier: 0, row: { id: 'other-axis' } });
    // "Other allied" share the Italian row
    expect(strategicModifier(gwsh, 'roumania', '1914')).toMatchObject({ modifier: 1, row: { id: 'italian-other-allied' } });
  });

  it('a "-" cell means the nation is not available: null and an error finding', () => {
    const us = strategicModifier(gwsh, 'united-states', '1917');
    expect(us.modifier).toBeNull();
    expect(us.findings).toMatchObject([{ code: 'nation-not-available', severity: 'error', rule: '2.0' }]);
    // 5.0: the USA row has "-" for 1917, read as "not available", not as 0 (strategic-dash-not-available).
    expect(us.reading?.id).toBe('strategic-dash-not-available');
    expect(strategicModifier(gwsh, 'germany', '1914').reading).toBeNull();
    expect(strategicModifier(gwsh, 'united-states', '1918-pre-june').modifier).toBe(0);
    expect(strategicModifier(gwsh, 'russia', '1918-pre-june').modifier).toBeNull();
  });

  it('Italy uses its row only from 1915 (the row says "Italian (from 1915)")', () => {
    const italy1914 = strategicModifier(gwsh, 'italy', '1914');
    expect(italy1914.modifier).toBeNull();
    expect(italy1914.findings[0]?.message).toContain('only from 1915');
    expect(strategicModifier(gwsh, 'italy', '1915').modifier).toBe(1);
    expect(strategicModifier(gwsh, 'italy', '1916').modifier).toBe(0);
  });

  it('every nation has a row, and every value is a whole number or null', () => {
    for (const nation of nationId.options) {
      for (const period of yearPeriods) {
        const m = strategicModifier(gwsh, nation, period);
        expect(m.row).not.toBeNull();
        expect(m.modifier === null || Number.isInteger(m.modifier)).toBe(true);
        expect(m.findings.length).toBe(m.modifier === null ? 1 : 0);
      }
    }
  });

  it('prints modifiers as the table does', () => {
    // One convention site-wide (src/lib/numbers/wording.ts): a true minus sign, U+2212.
    expect([signed(2), signed(0), signed(-1)]).toEqual(['+2', '0', '\u22121']);
  });
});
