import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const listPointsTable = gwsh.listPoints;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH list-points table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'list-points')).toBe(listPointsTable);
  });

  it('reads as the source prints it', () => {
    // Defend 350 / Option A 60 / no Option B; Attack 650 / 60 / 100.
    expect(listPointsTable.rows.find((r) => r.id === 'defend')).toMatchObject({ basic: 350, optionA: 60, optionB: null });
    expect(listPointsTable.rows.find((r) => r.id === 'attack')).toMatchObject({ basic: 650, optionA: 60, optionB: 100 });
  });
});
