import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const reinforcementsTable = rules1916.reinforcements;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 reinforcements table', () => {
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
