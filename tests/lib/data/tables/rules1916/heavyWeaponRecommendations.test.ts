import { describe, expect, it } from 'vitest';
import { getTable } from '../../../../../src/lib/data/registry.ts';
import { heavyWeaponRecommendationsTable } from '../../../../../src/lib/data/tables/rules1916/heavyWeaponRecommendations.ts';

// A cell checked against the "1916" source, so the module wires the right file and the file reads as printed.
describe('the 1916 heavy-weapon-recommendations table module', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'heavy-weapon-recommendations')).toBe(heavyWeaponRecommendationsTable);
  });

  it('reads as the source prints it', () => {
    // 1914: Field Gun, column C.
    expect(heavyWeaponRecommendationsTable.rows[0]).toMatchObject({ year: 1914, weapon: 'Field Gun', column: 'C' });
  });
});
