import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allCostTables, allTroopCosts } from '#src/lib/data/tables/costTablesAll.ts';
import { costTablesReady, loadCostTables } from '#src/lib/data/tables/costTables.ts';
import { isNationId } from '#src/lib/data/nationIds.ts';
import { nationIds } from '#src/lib/data/nationIds.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { newList } from '#src/lib/gwsh/list/listEdits.ts';

/** The addresses fetched, and the site's /data/gwsh/<id>.json served from the table files, as the build publishes them. */
const fetched: string[] = [];
beforeAll(() => {
  vi.stubGlobal('fetch', async (address: string) => {
    fetched.push(address);
    const id = /^\/data\/gwsh\/([a-z0-9-]+)\.json$/.exec(address)?.[1];
    if (!id) return new Response('not found', { status: 404 });
    return new Response(readFileSync(`src/content/tables/gwsh/${id}.json`, 'utf8'), { status: 200 });
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('cost tables loaded a nation at a time', () => {
  it('knows the fourteen nations and nothing else', async () => {
    expect(isNationId('germany')).toBe(true);
    expect(isNationId('narnia')).toBe(false);
    expect(isNationId('__proto__')).toBe(false);
    // Nothing is ready before the rule tables have loaded; after that, unknown ids never hold a page back
    // (they become an unknown-nation finding).
    expect(costTablesReady(null, ['narnia'])).toBe(false);
    const rulesOnly = await loadCostTables([]);
    expect(costTablesReady(rulesOnly, ['narnia'])).toBe(true);
    expect(costTablesReady(rulesOnly, ['serbia'])).toBe(false);
  });

  it('loads the rule tables and only the nations asked for, to the same rows as the build reads', async () => {
    fetched.length = 0;
    const tables = await loadCostTables(['germany', 'france', 'narnia']);
    expect([...tables.troopCosts.keys()].sort()).toEqual(['france', 'germany']);
    // The seven rule tables and the two nations' troop costs, each the published copy; nothing for "narnia".
    expect(fetched.sort()).toEqual(
      [
        'aircraft',
        'ammunition-limits',
        'generic-troops',
        'list-points',
        'national-quality',
        'nations',
        'strategic-situation',
        'troop-costs-france',
        'troop-costs-germany',
      ].map((id) => `/data/gwsh/${id}.json`),
    );
    expect(costTablesReady(tables, ['germany', 'france'])).toBe(true);
    expect(tables.troopCosts.get('germany')!.rows).toEqual(allCostTables.troopCosts.get('germany')!.rows);
    // Germany's MG 1917-18 costs 12 points in the published table (GWSH 10.5.2, Germany).
    expect(tables.troopCosts.get('germany')!.rows.find((r) => r.id === 'mg-1917-18')?.points).toBe(12);
    // The rule tables by role: a fort costs 20 (10.5.1), an attacker may use 6 gas fire missions (8.2.1).
    expect(tables.genericTroops.rows.find((r) => r.id === 'fort')?.points).toBe(20);
    expect(tables.ammunitionLimits.rows.find((r) => r.id === 'gas-attacker')?.value).toBe(6);
    expect(tables.nations.id).toBe('nations');
  });

  it('adds to the tables it is given without changing them, and hands them back when nothing is missing', async () => {
    const first = await loadCostTables(['serbia']);
    const second = await loadCostTables(['serbia', 'italy'], first);
    expect([...first.troopCosts.keys()]).toEqual(['serbia']);
    expect([...second.troopCosts.keys()].sort()).toEqual(['italy', 'serbia']);
    // The rule tables are fetched once and carried over.
    expect(second.nationalQuality).toBe(first.nationalQuality);
    expect(await loadCostTables(['italy', 'narnia'], second)).toBe(second);
  });

  it('says which address failed when the site does not serve a table', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    await expect(loadCostTables(['germany'])).rejects.toThrow(/^\/data\/gwsh\/[a-z-]+\.json: 404$/);
    vi.unstubAllGlobals();
  });

  it('holds every nation once, in the order of the nation ids', () => {
    expect(allTroopCosts.map((t) => t.nation)).toEqual([...nationIds]);
  });

  it('costs a list with the tables passed in, and only generic troops without its nation', () => {
    const list = {
      ...newList({ nation: 'germany', year: 1917 }),
      brigades: [{ name: 'MG', grade: 'regular' as const, stands: [{ unit: 'mg-1917-18', count: 2 }] }],
    };
    // Germany regular quality is 100 %: 2 × 12 = 24 points.
    expect(costList(list, allCostTables).total).toBe(24);
    // Without Germany's table the MG is not found: costed 0, and the list says the nation has no table.
    const without = costList(list, { ...allCostTables, troopCosts: new Map() });
    expect(without.total).toBe(0);
    expect(without.findings.map((f) => f.code)).toContain('unknown-nation');
  });
});
