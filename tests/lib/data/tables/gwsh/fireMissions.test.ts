import { describe, expect, it } from 'vitest';
import { getTable } from '../../../../../src/lib/data/registry.ts';
import { fireMissionsTable } from '../../../../../src/lib/data/tables/gwsh/fireMissions.ts';

// Cells checked against the GWSH source, so the module wires the right file and the file reads as printed.
describe('the GWSH fire-missions table module', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'fire-missions')).toBe(fireMissionsTable);
  });

  it('reads as the source prints it', () => {
    // 8.2.1: 10 fire missions for regiments with guns of 90mm or less, 5 for larger calibres.
    expect(fireMissionsTable.rows.map((r) => [r.id, r.fireMissions])).toEqual([
      ['guns-90mm-or-less', 10],
      ['larger-calibre', 5],
    ]);
  });
});
