import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const nationalQualityTable = gwsh.nationalQuality;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH national-quality table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'national-quality')).toBe(nationalQualityTable);
  });

  it('reads as the source prints it', () => {
    // 10.2: German/USA/French/UK 130/120/100/80 % with no Random; off-table artillery 20 % less.
    expect(nationalQualityTable.rows[0]).toMatchObject({ elite: 130, veteran: 120, regular: 100, green: 80, random: null });
    expect(nationalQualityTable.offTableDiscountPercent).toBe(20);
  });
});
