import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const lullFeaturesTable = rules1916.lullFeatures;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 lull-features table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'lull-features')).toBe(lullFeaturesTable);
  });

  it('reads as the source prints it', () => {
    // Extra Defenses: a short lull gives Hasty Dig-in (unlimited), a long one Trenchline (½10, printed as it stands).
    expect(lullFeaturesTable.rows[0]).toMatchObject({
      name: 'Extra Defenses',
      shortLull: 'Hasty Dig-in: Unlimited',
      longLull: 'Trenchline: ½10',
    });
  });
});
