import { describe, expect, it } from 'vitest';
import { getTable, gwsh } from '#src/lib/data/registry.ts';

const counterBatteryModifiersTable = gwsh.counterBatteryModifiers;

// Cells checked against the GWSH source, so each role is wired to the right file and the file reads as printed.
describe('the GWSH counter-battery-modifiers table', () => {
  it('is the table the build validates', () => {
    expect(getTable('gwsh', 'counter-battery-modifiers')).toBe(counterBatteryModifiersTable);
  });

  it('reads as the source prints it', () => {
    // British Empire after 1916 +1; Italian/Austrian/Turkish/Russian −1.
    const modifier = (id: string) => counterBatteryModifiersTable.rows.find((r) => r.id === id)?.modifier;
    expect(modifier('british-empire-after-1916')).toBe(1);
    expect(modifier('italian-austrian-turkish-russian')).toBe(-1);
  });
});
