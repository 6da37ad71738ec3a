import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const heavyWeaponRecommendationsTable = rules1916.heavyWeaponRecommendations;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 heavy-weapon-recommendations table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'heavy-weapon-recommendations')).toBe(heavyWeaponRecommendationsTable);
  });

  it('reads as the source prints it', () => {
    // 1914: Field Gun, column C.
    expect(heavyWeaponRecommendationsTable.rows[0]).toMatchObject({ year: 1914, weapon: 'Field Gun', column: 'C' });
  });
});
