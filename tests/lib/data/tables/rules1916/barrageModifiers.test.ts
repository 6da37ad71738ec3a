import { describe, expect, it } from 'vitest';
import { getTable } from '../../../../../src/lib/data/registry.ts';
import { barrageModifiersTable } from '../../../../../src/lib/data/tables/rules1916/barrageModifiers.ts';

// A cell checked against the "1916" source, so the module wires the right file and the file reads as printed.
describe('the 1916 barrage-modifiers table module', () => {
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
