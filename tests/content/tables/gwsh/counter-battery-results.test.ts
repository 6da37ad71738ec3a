import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const counterBatteryResultsTable = gwsh.counterBatteryResults;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH counter-battery-results table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'counter-battery-results')).toBe(counterBatteryResultsTable);
  });

  it('reads as the source prints it', () => {
    // 1 and 2 have no effect; 7 destroys the regiment.
    expect(counterBatteryResultsTable.rows.map((r) => r.roll)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(counterBatteryResultsTable.rows[0]?.effect).toBe('No effect');
    expect(counterBatteryResultsTable.rows.at(-1)?.effect).toBe('Regiment Destroyed');
  });
});
