import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { resolveGeneric, resolveUnit } from '#src/lib/gwsh/list/unitRows.ts';

const tables = allCostTables;

describe('the row a stand, defence or gas line names (GWSH 10.5)', () => {
  it('finds a stand in its nation’s table first, with its points, category and permanent link', () => {
    // German Infantry: 5 points, in the infantry-and-support part of the table.
    expect(resolveUnit(tables, 'germany', 'infantry')).toMatchObject({
      points: 5,
      category: 'infantry-support',
      ref: { table: 'troop-costs-germany', rowId: 'infantry', name: 'Infantry', href: '/gwsh/troop-costs/germany/#infantry' },
    });
  });

  it('falls back to the generic table for the Artillery FOO (10 points), and finds nothing for an unknown id', () => {
    expect(resolveUnit(tables, 'germany', 'artillery-foo')).toMatchObject({
      points: 10,
      category: 'troop',
      ref: { table: 'generic-troops' },
    });
    // A nation without a table still finds the generic rows.
    expect(resolveUnit(tables, 'narnia', 'artillery-foo')?.points).toBe(10);
    expect(resolveUnit(tables, 'germany', 'no-such-stand')).toBeUndefined();
  });

  it('finds defences in the generic table only (a fort, 20 points)', () => {
    expect(resolveGeneric(tables, 'fort')).toMatchObject({
      points: 20,
      category: 'defence',
      ref: { href: '/gwsh/tables/generic-troops/#fort' },
    });
    expect(resolveGeneric(tables, 'infantry')).toBeUndefined();
  });
});
