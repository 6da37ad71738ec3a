import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const optionalRulesTable = gwsh.optionalRules;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH optional-rules table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'optional-rules')).toBe(optionalRulesTable);
  });

  it('reads as the source prints it', () => {
    // 3.7.2 Obligatory Movement French infantry: applies.
    expect(optionalRulesTable.rows[0]).toMatchObject({ rule: '3.7.2', name: 'Obligatory Movement French infantry', statusText: 'Applies' });
  });
});
