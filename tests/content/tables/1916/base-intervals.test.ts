import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const baseIntervalsTable = rules1916.baseIntervals;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 base-intervals table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'base-intervals')).toBe(baseIntervalsTable);
  });

  it('reads as the source prints it', () => {
    // Personnel of Poor quality or worse keep 40 yards between bases.
    expect(baseIntervalsTable.rows[0]).toMatchObject({ troops: 'personnel', yards: 40, text: '40 yds' });
  });
});
