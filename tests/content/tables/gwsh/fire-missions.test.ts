import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const fireMissionsTable = gwsh.fireMissions;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH fire-missions table', () => {
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
