import { describe, expect, it } from 'vitest';
import { HEAVY_WEAPON_COLUMNS } from '#src/lib/data/schemas/heavyWeaponColumns.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

const extraHeavyWeaponsTable = rules1916.extraHeavyWeapons;

describe('the extra heavy weapons chart’s columns', () => {
  it('are the letters as printed, with no column E, and every row has a value in each', () => {
    expect(HEAVY_WEAPON_COLUMNS).toEqual(['A', 'B', 'C', 'D', 'F']);
    for (const row of extraHeavyWeaponsTable.rows) for (const c of HEAVY_WEAPON_COLUMNS) expect(typeof row[c]).toBe('number');
  });
});
