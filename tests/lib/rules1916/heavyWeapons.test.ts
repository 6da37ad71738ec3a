import { describe, it, expect } from 'vitest';
import { columnChoiceFindings, extraHeavyWeapons, heavyWeaponCategories, HEAVY_WEAPON_COLUMNS } from '#src/lib/rules1916/heavyWeapons.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

describe('heavy weapon recommendations', () => {
  it('lists the categories for the year and nation', () => {
    expect(heavyWeaponCategories(rules1916, 1914, 'germany').map((c) => [c.name, c.column])).toEqual([['1914: Field Gun', 'C']]);
    expect(heavyWeaponCategories(rules1916, 1915, 'france').map((c) => c.column)).toEqual(['D', 'D', 'D']);
    expect(heavyWeaponCategories(rules1916, 1915, 'germany').map((c) => c.weapon)).toEqual(['Field Gun', 'Light Trench Mortar']);
    expect(heavyWeaponCategories(rules1916, 1916, 'germany').map((c) => c.id)).toEqual([
      '1916-field-gun',
      '1916-light-trench-mortar',
      '1916-german-hmg',
    ]);
    expect(heavyWeaponCategories(rules1916, 1918, 'united-states').map((c) => [c.weapon, c.column])).toEqual([
      ['Field Gun', 'D'],
      ['Medium Trench Mortar', 'F'],
      ['LMG', 'C'],
    ]);
  });

  it('has the columns as printed, with no E', () => {
    expect(HEAVY_WEAPON_COLUMNS).toEqual(['A', 'B', 'C', 'D', 'F']);
  });
});

describe('extra heavy weapon bases', () => {
  it("reproduces the source's example", () => {
    // 1914 field guns roll on C; a roll of 6 reads .55; 15 sub-units: .55 × 15 = 8.25 → 8 bases.
    expect(extraHeavyWeapons(rules1916, { column: 'C', die: 6, friendlySubUnits: 15 }).bases.total).toBe(8);
  });

  it('reads each column', () => {
    // A, roll 1: .70 × 10 = 7; F, roll 3: .00 × 30 = 0; F, roll 6: .15 × 30 = 4.5 → 5; D, roll 4: .25 × 18 = 4.5 → 5.
    expect(extraHeavyWeapons(rules1916, { column: 'A', die: 1, friendlySubUnits: 10 }).bases.total).toBe(7);
    expect(extraHeavyWeapons(rules1916, { column: 'F', die: 3, friendlySubUnits: 30 }).bases.total).toBe(0);
    expect(extraHeavyWeapons(rules1916, { column: 'F', die: 6, friendlySubUnits: 30 }).bases.total).toBe(5);
    expect(extraHeavyWeapons(rules1916, { column: 'D', die: 4, friendlySubUnits: 18 }).bases.total).toBe(5);
    // A, roll 6 reads 1.00: one base per sub-unit.
    expect(extraHeavyWeapons(rules1916, { column: 'A', die: 6, friendlySubUnits: 12 }).bases.working).toBe('1.00 × 12 = 12');
  });

  it('notes a column other than the recommended one', () => {
    const [category] = heavyWeaponCategories(rules1916, 1914, 'france');
    expect(columnChoiceFindings(category, 'C', 'x')).toEqual([]);
    expect(columnChoiceFindings(category, 'A', 'x')[0]!.message).toBe(
      '1914: Field Gun: rolled on column A; the source recommends column C.',
    );
    expect(() => extraHeavyWeapons(rules1916, { column: 'E' as never, die: 1, friendlySubUnits: 1 })).toThrow(/column/);
  });
});
