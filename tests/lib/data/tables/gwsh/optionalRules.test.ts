import { describe, expect, it } from 'vitest';
import { getTable } from '../../../../../src/lib/data/registry.ts';
import { optionalRulesTable } from '../../../../../src/lib/data/tables/gwsh/optionalRules.ts';

// Cells checked against the GWSH source, so the module wires the right file and the file reads as printed.
describe('the GWSH optional-rules table module', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'optional-rules')).toBe(optionalRulesTable);
  });

  it('reads as the source prints it', () => {
    // 3.7.2 Obligatory Movement French infantry: applies.
    expect(optionalRulesTable.rows[0]).toMatchObject({ rule: '3.7.2', name: 'Obligatory Movement French infantry', statusText: 'Applies' });
  });
});
