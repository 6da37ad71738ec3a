import { describe, expect, it } from 'vitest';
import { getTable } from '../../../../../src/lib/data/registry.ts';
import { setupProximityTable } from '../../../../../src/lib/data/tables/rules1916/setupProximity.ts';

// A cell checked against the "1916" source, so the module wires the right file and the file reads as printed.
describe('the 1916 setup-proximity table module', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'setup-proximity')).toBe(setupProximityTable);
  });

  it('reads as the source prints it', () => {
    // Constricted terrain: 80, 160, 200, 250, 300, 400 yards for rolls 1 to 6.
    expect(setupProximityTable.rows[0]).toMatchObject({ name: 'Constricted Terrain', yards: [80, 160, 200, 250, 300, 400] });
  });
});
