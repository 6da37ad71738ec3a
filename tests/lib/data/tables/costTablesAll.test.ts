import { describe, expect, it } from 'vitest';
import { nationIds } from '#src/lib/data/nationIds.ts';
import { allTroopCosts, allCostTables } from '#src/lib/data/tables/costTablesAll.ts';

describe('every nation’s troop costs at once (the build, the command line and tests)', () => {
  it('holds the fourteen nations in the source’s order: alphabetical, but Russia before Roumania', () => {
    expect([...allCostTables.troopCosts.keys()].sort()).toEqual([...nationIds].sort());
    const order = allTroopCosts.map((t) => t.nation);
    expect(order.slice(8, 11)).toEqual(['montenegro', 'russia', 'roumania']);
    expect(order.filter((n) => n !== 'russia')).toEqual(order.filter((n) => n !== 'russia').sort());
    // Germany's MG 1917-18: 12 points (GWSH 10.5.2).
    expect(allCostTables.troopCosts.get('germany')?.rows.find((r) => r.id === 'mg-1917-18')?.points).toBe(12);
  });
});
