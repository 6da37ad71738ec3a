import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const nationsTable = gwsh.nations;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH nations table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'nations')).toBe(nationsTable);
  });

  it('reads as the source prints it', () => {
    // The fourteen nations of the cost tables, each on one side.
    expect(nationsTable.rows).toHaveLength(14);
    expect(nationsTable.rows.find((r) => r.id === 'germany')?.side).toBe('axis');
    expect(nationsTable.rows.find((r) => r.id === 'belgium')?.side).toBe('allied');
  });
});
