import { describe, expect, it } from 'vitest';
import { allTroopCosts, allTroopCostsByNation } from '../../../../src/lib/data/tables/troopCostsAll.ts';
import { isNationWithTable, loadTroopCosts, troopCostsReady } from '../../../../src/lib/data/tables/troopCosts.ts';
import { nationIds } from '../../../../src/lib/data/nationIds.ts';
import { costList } from '../../../../src/lib/gwsh/list/costList.ts';
import { newList } from '../../../../src/lib/gwsh/list/listEdits.ts';

describe('troop-cost tables loaded a nation at a time', () => {
  it('knows the fourteen nations and nothing else', () => {
    expect(isNationWithTable('germany')).toBe(true);
    expect(isNationWithTable('narnia')).toBe(false);
    expect(isNationWithTable('__proto__')).toBe(false);
    // Unknown ids never hold a page back: they become an unknown-nation finding.
    expect(troopCostsReady(new Map(), ['narnia'])).toBe(true);
    expect(troopCostsReady(new Map(), ['serbia'])).toBe(false);
  });

  it('loads only the nations asked for, to the same rows as the build reads', async () => {
    const tables = await loadTroopCosts(['germany', 'france', 'narnia']);
    expect([...tables.keys()].sort()).toEqual(['france', 'germany']);
    expect(troopCostsReady(tables, ['germany', 'france'])).toBe(true);
    expect(tables.get('germany')!.rows).toEqual(allTroopCostsByNation.get('germany')!.rows);
    // Germany's MG 1917-18 costs 12 points in the published table (GWSH 10.5.2, Germany).
    expect(tables.get('germany')!.rows.find((r) => r.id === 'mg-1917-18')?.points).toBe(12);
  });

  it('adds to the tables it is given without changing them, and hands them back when nothing is missing', async () => {
    const first = await loadTroopCosts(['serbia']);
    const second = await loadTroopCosts(['serbia', 'italy'], first);
    expect([...first.keys()]).toEqual(['serbia']);
    expect([...second.keys()].sort()).toEqual(['italy', 'serbia']);
    expect(await loadTroopCosts(['italy', 'narnia'], second)).toBe(second);
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
    expect(costList(list, allTroopCostsByNation).total).toBe(24);
    // Without Germany's table the MG is not found: costed 0, and the list says the nation has no table.
    const without = costList(list, new Map());
    expect(without.total).toBe(0);
    expect(without.findings.map((f) => f.code)).toContain('unknown-nation');
  });
});
