import { describe, expect, it } from 'vitest';
import { changelog, dataVersion } from '#src/lib/data/changelog.ts';

describe('the data changelog', () => {
  it('gives the data version as its newest entry’s, with entries newest first', () => {
    expect(dataVersion, 'src/lib/data/dataVersion.ts must name the newest changelog entry').toBe(changelog[0]!.version);
    const dates = changelog.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
