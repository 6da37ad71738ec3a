import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const weaponRangesTable = rules1916.weaponRanges;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 weapon-ranges table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'weapon-ranges')).toBe(weaponRangesTable);
  });

  it('reads as the source prints it', () => {
    // Assault weapons: 3" at large scale, 2" at medium, 1½" at small.
    expect(weaponRangesTable.rows[0]).toMatchObject({
      name: 'Assault Weapons',
      large: { max: 3 },
      medium: { max: 2 },
      small: { max: 1.5 },
    });
  });
});
