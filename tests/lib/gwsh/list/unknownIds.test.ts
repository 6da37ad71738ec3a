/** An id the tables lack is reported with the ids it was most likely meant to be (src/lib/closestName.ts). */
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { brigade, list } from './listBuilders.ts';

const messageOf = (code: string, l: Parameters<typeof costList>[0]) => costList(l, tables).findings.find((f) => f.code === code)?.message;

describe('unknown ids', () => {
  it('offer the nearest unit, aircraft type, defence and nation', () => {
    // "infantery" is one letter more than Germany's "infantry"; "mg-1917" is part of "mg-1917-18".
    const units = list({ nation: 'germany', year: 1917, brigades: [brigade('A', 'regular', [['infantery', 9]])] });
    expect(messageOf('unknown-unit', units)).toBe(
      '"infantery" is in neither the Germany cost table nor the generic troops table; it is shown and costed 0. Did you mean "infantry"?',
    );
    const mg = list({ nation: 'germany', year: 1917, brigades: [brigade('A', 'regular', [['mg-1917', 2]])] });
    expect(messageOf('unknown-unit', mg)).toMatch(/Did you mean "mg-1917-18"\?$/);
    const air = list({ nation: 'germany', year: 1917, aircraft: [{ type: 'figter', count: 1 }] });
    expect(messageOf('unknown-item', air)).toMatch(/costed 0\. Did you mean "fighter"\?$/);
    const wire = list({ nation: 'germany', year: 1914, list: 'defend', defences: [{ item: 'wires', count: 1 }] });
    expect(messageOf('unknown-item', wire)).toMatch(/costed 0\. Did you mean "wire"\?$/);
    const nation = list({ nation: 'germnay', year: 1917 });
    expect(messageOf('unknown-nation', nation)).toMatch(/can be costed\. Did you mean "germany"\?$/);
  });

  it('offer nothing when no id is near', () => {
    const far = list({ nation: 'germany', year: 1917, brigades: [brigade('A', 'regular', [['zeppelin-crew', 1]])] });
    expect(messageOf('unknown-unit', far)).toMatch(/costed 0\.$/);
  });
});

describe('an id far past any length the tables use', () => {
  it('is refused as too long, and no sentence quotes more than a marked excerpt of it', async () => {
    const { parseListFile } = await import('#src/lib/gwsh/list/listFile.ts');
    const { knownIds } = await import('#src/lib/gwsh/list/unitRows.ts');
    const long = 'x'.repeat(100_000);
    const file = {
      format: 'gwsh-list',
      version: 1,
      nation: 'germany',
      year: 1917,
      list: 'attack',
      part: 'basic',
      brigades: [
        {
          name: 'A',
          grade: 'regular',
          stands: [
            { unit: long, count: 1 },
            { unit: `infantery${'\n'}FAKE`, count: 1 },
          ],
        },
      ],
    };
    const parsed = parseListFile(file, knownIds(tables));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    // The schema's sentence (ids are at most 200 characters), and the near miss on one line, its break escaped.
    expect(parsed.error).toContain('must be at most 200 characters long');
    expect(parsed.error).toContain('"infantery\\u000aFAKE" is not a unit');
    expect(parsed.error).not.toContain('x'.repeat(100));
    expect(parsed.error.length).toBeLessThan(600);
  });
});
