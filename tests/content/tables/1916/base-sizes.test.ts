import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const baseSizesTable = rules1916.baseSizes;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 base-sizes table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'base-sizes')).toBe(baseSizesTable);
  });

  it('reads as the source prints it', () => {
    // Infantry: 1½ x 1 at large scale (2 figures at 20mm, 3 or 4 at 15mm), 1 x 1 at medium, ¾ square at small.
    expect(baseSizesTable.rows.find((r) => r.id === 'infantry')).toMatchObject({
      large: { baseSize: '1½ x 1', figures20mm: '2', figures15mm: '3 or 4' },
      medium: { baseSize: '1 x 1', figures15mm: '3' },
      small: { baseSize: '¾ square', figures12mm: '2 or 3', figures1to300: '5+' },
    });
  });
});
