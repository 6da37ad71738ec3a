import { describe, expect, it } from 'vitest';
import { allTables, allTroopCosts, gwsh } from '../../../src/lib/data/registry.ts';
import { ruleTableLinks, TABLE_SLOT, tableGroup, troopCostLinks } from '../../../src/lib/site/sidebar.ts';

describe('the sidebar’s table links, made from the data', () => {
  it('lists a system’s tables A to Z by title, never its troop costs', () => {
    // The eleven GWSH rule tables (src/content/tables/gwsh, less the fourteen troop-cost files), sorted by
    // title by hand: "Aircraft" first, "Strategic situation" last.
    expect(ruleTableLinks(allTables, 'gwsh').map((l) => l.label)).toEqual([
      'Aircraft',
      'Counter-battery modifiers',
      'Counter-battery results',
      'Fire missions',
      'Generic troop types and defences',
      'List points',
      'National quality',
      'Nations',
      'Optional and advanced rules',
      'Smoke and gas limits',
      'Strategic situation',
    ]);
    expect(ruleTableLinks(allTables, 'gwsh')[0]).toEqual({ label: 'Aircraft', link: '/gwsh/tables/aircraft/' });
    expect(ruleTableLinks(allTables, 'gw54').map((l) => l.label)).toEqual(['Hit scores', 'Weapons']);
    expect(ruleTableLinks(allTables, '1916').every((l) => l.link.startsWith('/1916/tables/'))).toBe(true);
  });

  it('lists the nations’ troop costs in the order given, by name, then the comparison', () => {
    const byName = new Map(gwsh.nations.rows.map((n) => [n.id, n.name]));
    const links = troopCostLinks(allTroopCosts.map((table) => ({ table, nationName: byName.get(table.nation)! })));
    expect(links).toHaveLength(15);
    expect(links[0]).toEqual({ label: 'Austro-Hungary', link: '/gwsh/troop-costs/austro-hungary/' });
    expect(links.at(-1)).toEqual({ label: 'Compare across nations', link: '/gwsh/troop-costs/compare/' });
  });

  it('puts in the configuration a placeholder whose address has no page, named for its group', () => {
    expect(tableGroup('Troop costs', 'gwsh', 'troop-costs')).toEqual({
      label: 'Troop costs',
      collapsed: true,
      items: [{ label: 'Troop costs', link: '/gwsh/troop-costs/', attrs: { [TABLE_SLOT]: 'gwsh/troop-costs' } }],
    });
    expect(tableGroup('Tables', '1916').items[0]!.attrs[TABLE_SLOT]).toBe('1916/tables');
  });
});
