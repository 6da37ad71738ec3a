import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const ammunitionLimitsTable = gwsh.ammunitionLimits;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH ammunition-limits table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'ammunition-limits')).toBe(ammunitionLimitsTable);
  });

  it('reads as the source prints it', () => {
    // Smoke is limited to two rounds of fire per regiment.
    expect(ammunitionLimitsTable.rows.find((r) => r.id === 'smoke')).toMatchObject({ value: 2, unit: 'rounds of fire per regiment' });
  });
});
