import { describe, expect, it } from 'vitest';
import { getTable } from '../../../../../src/lib/data/registry.ts';
import { reinforcementsTable } from '../../../../../src/lib/data/tables/rules1916/reinforcements.ts';

// A cell checked against the "1916" source, so the module wires the right file and the file reads as printed.
describe('the 1916 reinforcements table module', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'reinforcements')).toBe(reinforcementsTable);
  });

  it('reads as the source prints it', () => {
    // A roll of 1 brings no reinforcements to either side.
    expect(reinforcementsTable.rows[0]).toMatchObject({
      roll: 1,
      attacker: { text: 'none', infantrySubUnits: 0 },
      defender: { text: 'none' },
    });
  });
});
