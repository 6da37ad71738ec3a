import { describe, expect, it } from 'vitest';
import { allTables, allTroopCosts, gwsh } from '#src/lib/data/registry.ts';
import { ruleTableLinks, troopCostLinks } from '#src/lib/site/sidebar.ts';
import { tableFiles, tableGroup } from '#src/integrations/tableFiles.ts';

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

  it('builds the configuration’s groups from the table files: every file once, the troop costs in the nations’ order', () => {
    const files = tableFiles();
    // As many files as the registry publishes: 68 tables in all.
    expect(files).toHaveLength(allTables.length);
    expect(tableGroup('Tables', 'gw54', 'tables', files)).toEqual({
      label: 'Tables',
      collapsed: true,
      items: [
        { label: 'Hit scores', link: '/gw54/tables/hit-scores/' },
        { label: 'Weapons', link: '/gw54/tables/weapons/' },
      ],
    });
    const costs = tableGroup('Troop costs', 'gwsh', 'troop-costs', files).items;
    // Austro-Hungary first, then Belgium, as the nations table lists them; Germany between France and Greece.
    expect(costs.slice(0, 2).map((i) => i.label)).toEqual(['Austro-Hungary', 'Belgium']);
    const germany = costs.findIndex((i) => i.label === 'Germany');
    expect([costs[germany - 1]!.label, costs[germany + 1]!.label]).toEqual(['France', 'Greece']);
    expect(costs).toHaveLength(15);
  });
});
