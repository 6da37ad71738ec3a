import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const strategicSituationTable = gwsh.strategicSituation;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH strategic-situation table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'strategic-situation')).toBe(strategicSituationTable);
  });

  it('reads as the source prints it', () => {
    // German: 1914 +2, 1915-17 +1, 1918 before June +2, after June 0.
    expect(strategicSituationTable.rows.find((r) => r.id === 'german')?.values).toEqual({
      '1914': 2,
      '1915': 1,
      '1916': 1,
      '1917': 1,
      '1918-pre-june': 2,
      '1918-post-june': 0,
    });
  });
});
