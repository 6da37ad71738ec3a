import { describe, it, expect } from 'vitest';
import { exportAll, publishedIndex, publishedTable } from '#src/lib/data/publish.ts';
import { allTables, gwsh } from '#src/lib/data/registry.ts';
import { dataVersion } from '#src/lib/data/changelog.ts';

describe('published JSON', () => {
  it('carries the source, the data version and every row with id and name', () => {
    const t = publishedTable(gwsh.aircraft);
    expect(t).toMatchObject({
      format: 'great-war-tables/table',
      dataVersion,
      id: 'aircraft',
      system: 'gwsh',
      page: '/gwsh/tables/aircraft/',
    });
    expect(t.source).toMatchObject({ system: 'Great War Spearhead Scenario Generation System', section: '10.4' });
    expect(t.rows[0]).toEqual({
      id: 'fighter',
      name: 'Fighter',
      years: { from: 1915, to: 1918 },
      yearsText: '1915-18',
      def: 4,
      bombs: 4,
      points: 12,
    });
  });

  it('indexes every table with its JSON and page address', () => {
    const index = publishedIndex(allTables);
    expect(index.tables).toHaveLength(allTables.length);
    expect(index.tables.find((t) => t.id === 'troop-costs-germany')).toMatchObject({
      json: '/data/gwsh/troop-costs-germany.json',
      page: '/gwsh/troop-costs/germany/',
    });
  });

  it('exports every table keyed by system and id, the same as its own JSON', () => {
    const all = exportAll(allTables);
    expect(Object.keys(all.tables)).toHaveLength(allTables.length);
    expect(all.tables['gwsh/national-quality']).toEqual(publishedTable(gwsh.nationalQuality));
  });
});
