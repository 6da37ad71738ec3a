import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { checkAircraft } from '#src/lib/gwsh/list/aircraft.ts';

const table = allCostTables.aircraft;

const codes = (r: ReturnType<typeof checkAircraft>) => r.findings.map((f) => f.code);

describe('checkAircraft', () => {
  it('prices aircraft from the table, never multiplied', () => {
    // fighter 12 + 2 tactical bombers × 18 = 36 + multi-engine bomber 22 → 70
    const r = checkAircraft({
      table,
      year: 1918,
      maxAircraft: 4,
      purchases: [
        { type: 'fighter', count: 1 },
        { type: 'tactical-bomber', count: 2 },
        { type: 'multi-engine-bomber', count: 1 },
      ],
    });
    expect(r.lines.map((l) => [l.id, l.pointsEach, l.subtotal])).toEqual([
      ['fighter', 12, 12],
      ['tactical-bomber', 18, 36],
      ['multi-engine-bomber', 22, 22],
    ]);
    expect(r.lines[0]!.row).toMatchObject({ table: 'aircraft', rowId: 'fighter', href: '/gwsh/tables/aircraft/#fighter' });
    expect([r.subtotal, r.subtotalText, r.count]).toEqual([70, '70', 4]);
    expect(codes(r)).toEqual(['one-aircraft-at-a-time']);
  });

  it('allows no aircraft in 1914, in one finding', () => {
    // costed all the same: 2 fighters × 12 = 24
    const r = checkAircraft({ table, year: 1914, purchases: [{ type: 'fighter', count: 2 }], maxAircraft: 5 });
    expect(r.subtotal).toBe(24);
    expect(r.findings).toEqual([
      {
        code: 'aircraft-in-1914',
        severity: 'error',
        rule: '8.2.4',
        path: 'aircraft',
        message: 'Aircraft are not available in games set in 1914.',
      },
    ]);
  });

  it('flags a type outside its years', () => {
    const r = checkAircraft({ table, year: 1915, purchases: [{ type: 'tactical-bomber', count: 1 }], maxAircraft: 1 });
    expect(r.findings).toEqual([
      {
        code: 'aircraft-outside-years',
        severity: 'error',
        rule: '10.4',
        path: 'aircraft[0]',
        message: 'Tactical bomber aircraft are available in 1916–18 only, not in 1915.',
      },
    ]);
    // a type bought 0 times is not a purchase
    expect(checkAircraft({ table, year: 1915, purchases: [{ type: 'tactical-bomber', count: 0 }], maxAircraft: 1 }).findings).toEqual([]);
  });

  it('checks the air-superiority maximum only when it is given', () => {
    const purchases = [{ type: 'fighter', count: 3 }];
    expect(codes(checkAircraft({ table, year: 1917, purchases, maxAircraft: 2 }))).toEqual(['too-many-aircraft', 'one-aircraft-at-a-time']);
    expect(codes(checkAircraft({ table, year: 1917, purchases, maxAircraft: 3 }))).toEqual(['one-aircraft-at-a-time']);
    expect(codes(checkAircraft({ table, year: 1917, purchases }))).toEqual(['air-superiority-not-checked', 'one-aircraft-at-a-time']);
    expect(codes(checkAircraft({ table, year: 1917, purchases, maxAircraft: Number.NaN }))).toContain('air-superiority-not-checked');
    expect(checkAircraft({ table, year: 1917, purchases: [], maxAircraft: 0 }).findings).toEqual([]);
  });

  it('shows an unknown type, costed 0', () => {
    const r = checkAircraft({
      table,
      year: 1917,
      purchases: [
        { type: 'zeppelin', count: 1 },
        { type: 'fighter', count: 1 },
      ],
      maxAircraft: 2,
    });
    expect(r.lines[0]).toMatchObject({ id: 'zeppelin', row: null, pointsEach: null, subtotal: 0 });
    expect(r.subtotal).toBe(12);
    expect(codes(r)).toEqual(['unknown-item', 'one-aircraft-at-a-time']);
  });
});
