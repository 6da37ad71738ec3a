import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const aircraftTable = gwsh.aircraft;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH aircraft table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'aircraft')).toBe(aircraftTable);
  });

  it('reads as the source prints it', () => {
    // 10.4: Fighter, 1915-18, DEF 4, bombs 4, 12 points.
    expect(aircraftTable.rows.find((r) => r.id === 'fighter')).toMatchObject({
      name: 'Fighter',
      yearsText: '1915-18',
      def: 4,
      bombs: 4,
      points: 12,
    });
  });
});
