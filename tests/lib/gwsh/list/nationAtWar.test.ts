/** GWSH 2.0 with the 5.0 table: a nation not at war in the list's year fields no list. */
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { nationAtWar } from '#src/lib/gwsh/list/nationAtWar.ts';
import { list } from './listBuilders.ts';

describe('nationAtWar', () => {
  it('refuses Italy in 1914, the United States in 1916 and Russia in 1918, as errors of 2.0', () => {
    // Italy's row applies only from 1915; the United States is "-" until 1918; Russia is "-" in both halves of 1918.
    for (const [nation, year, name] of [
      ['italy', 1914, 'Italy'],
      ['united-states', 1916, 'United States'],
      ['russia', 1918, 'Russia'],
    ] as const) {
      const findings = nationAtWar(tables, nation, year);
      expect(findings).toMatchObject([{ code: 'nation-not-at-war', severity: 'error', rule: '2.0', path: 'year' }]);
      expect(findings[0]!.message).toMatch(new RegExp(`^${name} is not at war in ${year}`));
    }
  });

  it('names the reading a dash rests on, and a list costed for such a year breaks 2.0', () => {
    expect(nationAtWar(tables, 'united-states', 1916)[0]!.reading).toBe('strategic-dash-not-available');
    expect(nationAtWar(tables, 'united-states', 1916)[0]!.message).toBe(
      'United States is not at war in 1916, so it fields no list that year: the strategic situation table has "-" for "American" in 1916.',
    );
    // Italy 1914 rests on the row's own wording ("from 1915"), not on a dash.
    expect(nationAtWar(tables, 'italy', 1914)[0]!.reading).toBeUndefined();
    const cost = costList(list({ nation: 'russia', year: 1918 }), tables);
    expect(cost.errors.filter((f) => f.code === 'nation-not-at-war')).toMatchObject([{ reading: 'strategic-dash-not-available' }]);
  });

  it('lets a nation at war in any part of its year field a list: the United States in 1918, Italy in 1915', () => {
    // The United States is "-" nowhere in 1918 (0 before June, +2 after).
    expect(nationAtWar(tables, 'united-states', 1918)).toEqual([]);
    expect(nationAtWar(tables, 'italy', 1915)).toEqual([]);
    expect(nationAtWar(tables, 'germany', 1914)).toEqual([]);
  });

  it("under an event's alternative a dash is a modifier of 0: the United States may field a 1916 list; Italy 1914 is still refused", () => {
    expect(nationAtWar(tables, 'united-states', 1916, true)).toEqual([]);
    expect(nationAtWar(tables, 'russia', 1918, true)).toEqual([]);
    // Italy's row starts in 1915: no dash to read, so no choice changes it.
    expect(nationAtWar(tables, 'italy', 1914, true)).toMatchObject([{ code: 'nation-not-at-war' }]);
    const alternatives = new Set(['strategic-dash-not-available']);
    expect(costList(list({ nation: 'russia', year: 1918 }), tables, { alternatives }).errors.map((f) => f.code)).not.toContain(
      'nation-not-at-war',
    );
  });
});
