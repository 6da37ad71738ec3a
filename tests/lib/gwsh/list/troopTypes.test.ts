import { describe, it, expect } from 'vitest';
import { groupTroopTypes, troopTypeKey } from '#src/lib/gwsh/list/troopTypes.ts';
import { allTroopCosts } from '#src/lib/data/registry.ts';

describe('troop types for the comparison', () => {
  it('sets years aside and merges spellings of the same stand', () => {
    expect(troopTypeKey('MG 1917/18')).toBe('mg');
    expect(troopTypeKey('MGs 1915-18')).toBe('mg');
    expect(troopTypeKey('MG s 1916-18')).toBe('mg');
    expect(troopTypeKey('MG 1914-1916')).toBe('mg');
    expect(troopTypeKey('Cavalry MGs 1917-18')).toBe('cavalry mg');
    expect(troopTypeKey('Infantry Regt HQ')).toBe('infantry hq');
    expect(troopTypeKey('Mk IV Female MG captured')).toBe('mk iv female mg');
    expect(troopTypeKey('4.7" field gun')).toBe('4.7in field gun');
    expect(troopTypeKey('1918 Arabs/3rd line reserves')).toBe('arabs/3rd line reserves');
  });

  it('keeps every row exactly once', () => {
    const types = groupTroopTypes(allTroopCosts);
    const rows = types.flatMap((t) => t.rows);
    expect(rows).toHaveLength(allTroopCosts.reduce((n, t) => n + t.rows.length, 0));
    expect(new Set(types.map((t) => t.slug)).size).toBe(types.length);
  });

  it("puts every nation's infantry together", () => {
    const infantry = groupTroopTypes(allTroopCosts).find((t) => t.key === 'infantry')!;
    expect(infantry.rows.map((r) => r.nation)).toHaveLength(14);
    expect(infantry.rows.every((r) => r.row.points === 5)).toBe(true);
  });
});
