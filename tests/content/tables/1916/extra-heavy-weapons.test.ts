import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const extraHeavyWeaponsTable = rules1916.extraHeavyWeapons;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 extra-heavy-weapons table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'extra-heavy-weapons')).toBe(extraHeavyWeaponsTable);
  });

  it('reads as the source prints it', () => {
    // A roll of 1: A .70, B .45, C .25, D .05, F .00 (there is no column E).
    expect(extraHeavyWeaponsTable.rows[0]).toMatchObject({ roll: 1, A: 0.7, B: 0.45, C: 0.25, D: 0.05, F: 0 });
  });
});
