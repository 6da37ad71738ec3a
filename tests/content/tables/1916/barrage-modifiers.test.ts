import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const barrageModifiersTable = rules1916.barrageModifiers;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 barrage-modifiers table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'barrage-modifiers')).toBe(barrageModifiersTable);
  });

  it('reads as the source prints it', () => {
    // Germans 1918 = +2.
    expect(barrageModifiersTable.rows.find((r) => r.id === 'germans-1918')).toMatchObject({
      nation: 'germany',
      yearsText: '1918',
      modifier: 2,
    });
  });
});
