import { describe, expect, it } from 'vitest';
import { allTables, getTable } from '#src/lib/data/registry.ts';
import { DASH, num, percent, points, signedCell, years } from '#src/components/tables/columns/format.ts';
import { columnsOf, groupByCategory } from '#src/components/tables/columns/index.ts';

/** The cells of a table's row as the page shows them, name first. */
function cells(system: string, id: string, rowId: string): string[] {
  const table = getTable(system, id);
  const row = table.rows.find((r) => r.id === rowId)!;
  return [row.name, ...columnsOf(table.kind).columns.map((c) => c.cell(row))];
}

describe('cell formats', () => {
  it('show the source\'s "-" as an en dash, signs on modifiers, and "no value" for a missing cost', () => {
    expect([num(null), num(0), num(350)]).toEqual([DASH, '0', '350']);
    // Modifiers take a true minus sign (U+2212), as typeset rules print them.
    expect([signedCell(2), signedCell(0), signedCell(-1), signedCell(null)]).toEqual(['+2', '0', '\u22121', DASH]);
    expect([percent(120), percent(null)]).toEqual(['120%', DASH]);
    expect([points(null), points(0)]).toEqual(['no value', '0']);
    expect([years(undefined), years({ from: 1915, to: 1918 })]).toEqual(['', '1915–18']);
  });
});

describe('table columns', () => {
  it('lay out GWSH rows as the source does', () => {
    // Defend list: 350 points, Option A 60, no Option B (the source's "-").
    expect(cells('gwsh', 'list-points', 'defend')).toEqual(['Defend List', '350', '60', DASH]);
    // 8.2.1: guns of 90mm or less have 10 fire missions, 6 of them pre-planned at most.
    expect(cells('gwsh', 'fire-missions', 'guns-90mm-or-less').slice(1)).toEqual(['10', '6']);
    // Germany's MG 1917-18: its years, then 12 points.
    expect(cells('gwsh', 'troop-costs-germany', 'mg-1917-18')).toEqual(['MG 1917-18', '1917–18', '12']);
    // The national-quality row of the four best-rated nations has no Random percentage.
    expect(cells('gwsh', 'national-quality', getTable('gwsh', 'national-quality').rows[0]!.id).slice(1)).toEqual([
      '130%',
      '120%',
      '100%',
      '80%',
      DASH,
    ]);
  });

  it('lay out the GBoWWII percentile bands and the 1916 charts', () => {
    // Barrage delay, Immediate: 01–20 for the worst quality up to 01–60 for the best (chart 4).
    expect(cells('gbww2', 'barrage-delay', 'immediate')).toEqual(['Immediate', '01–20', '01–30', '01–40', '01–50', '01–60']);
    // "1916" barrage modifiers: Germans in 1918 add 2.
    expect(cells('1916', 'barrage-modifiers', 'germans-1918').slice(1)).toEqual(['Germany', '1918', '+2']);
  });

  it('lay out the 54mm weapons with inches and dice', () => {
    // Rifle: short range to 12", long to 24", one D6 a figure.
    expect(cells('gw54', 'weapons', 'rifle')).toEqual(['Rifle', '12"', '24"', '1d6']);
  });

  it('give every table a layout whose cells are all text', () => {
    for (const table of allTables) {
      const { columns } = columnsOf(table.kind);
      for (const row of table.rows) for (const c of columns) expect(typeof c.cell(row)).toBe('string');
    }
  });

  it("group a nation's troop costs by category in the source's order, leaving out empty categories", () => {
    const groups = groupByCategory(getTable('gwsh', 'troop-costs-germany').rows as never);
    expect(groups[0]!.label).toBe('Infantry & support weapons');
    expect(groups.every((g) => g.rows.length > 0)).toBe(true);
  });
});
