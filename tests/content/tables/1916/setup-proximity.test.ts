import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const setupProximityTable = rules1916.setupProximity;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 setup-proximity table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'setup-proximity')).toBe(setupProximityTable);
  });

  it('reads as the source prints it', () => {
    // Constricted terrain: 80, 160, 200, 250, 300, 400 yards for rolls 1 to 6.
    expect(setupProximityTable.rows[0]).toMatchObject({ name: 'Constricted Terrain', yards: [80, 160, 200, 250, 300, 400] });
  });
});
