import { describe, expect, it } from 'vitest';
import { getTable } from '../../../../../src/lib/data/registry.ts';
import { baseIntervalsTable } from '../../../../../src/lib/data/tables/rules1916/baseIntervals.ts';

// A cell checked against the "1916" source, so the module wires the right file and the file reads as printed.
describe('the 1916 base-intervals table module', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'base-intervals')).toBe(baseIntervalsTable);
  });

  it('reads as the source prints it', () => {
    // Personnel of Poor quality or worse keep 40 yards between bases.
    expect(baseIntervalsTable.rows[0]).toMatchObject({ troops: 'personnel', yards: 40, text: '40 yds' });
  });
});
