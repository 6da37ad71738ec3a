import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { availableIn, resolveAircraft } from '#src/lib/gwsh/list/rows.ts';

describe('aircraft rows and years (GWSH 10.4)', () => {
  it('finds an aircraft type with its price and the years it flies', () => {
    // Fighter: 1915-18, 12 points.
    const fighter = resolveAircraft(allCostTables.aircraft, 'fighter');
    expect(fighter).toMatchObject({ points: 12, category: 'aircraft', ref: { href: '/gwsh/tables/aircraft/#fighter' } });
    expect(availableIn(fighter!.ref, 1914)).toBe(false);
    expect(availableIn(fighter!.ref, 1915)).toBe(true);
    expect(availableIn(fighter!.ref, 1918)).toBe(true);
    expect(resolveAircraft(allCostTables.aircraft, 'zeppelin')).toBeUndefined();
  });

  it('counts a row without years as available throughout the war', () => {
    expect(availableIn({ table: 'generic-troops', rowId: 'fort', name: 'Fort', href: '/gwsh/tables/generic-troops/#fort' }, 1914)).toBe(
      true,
    );
  });
});
