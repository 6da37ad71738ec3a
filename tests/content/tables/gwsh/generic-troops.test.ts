import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const genericTroopsTable = gwsh.genericTroops;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH generic-troops table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'generic-troops')).toBe(genericTroopsTable);
  });

  it('reads as the source prints it', () => {
    // 10.5.1: the Artillery FOO costs 10; a pillbox 8, a bunker 12, a fort 20.
    const points = (id: string) => genericTroopsTable.rows.find((r) => r.id === id)?.points;
    expect([points('artillery-foo'), points('pillbox'), points('bunker'), points('fort')]).toEqual([10, 8, 12, 20]);
  });
});
