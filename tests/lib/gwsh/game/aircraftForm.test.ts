import { describe, expect, it } from 'vitest';
import { aircraftFormFrom, changeCount, initialAircraftForm, offeredIn, readAircraftForm } from '#src/lib/gwsh/game/aircraftForm.ts';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';

const table = allCostTables.aircraft;

describe('the aircraft form', () => {
  it('prices the aircraft bought and stops "one more" at the air-superiority maximum', () => {
    // Two fighters at 12 points each (10.4) = 24; the maximum typed is 2, so the purchase is full.
    const form = changeCount(changeCount({ ...initialAircraftForm, maxText: '2' }, 'fighter', 1), 'fighter', 1);
    const view = readAircraftForm(table, form);
    expect(view.check.count).toBe(2);
    expect(view.check.subtotalText).toBe('24');
    expect(view.full).toBe(true);
    expect(readAircraftForm(table, { ...form, maxText: '' }).full).toBe(false);
  });

  it('never counts below none, and names the maximum field when it is not 0 to 99', () => {
    expect(changeCount(initialAircraftForm, 'fighter', -1).counts.fighter).toBe(0);
    expect(readAircraftForm(table, { ...initialAircraftForm, maxText: 'lots' }).max).toEqual({
      ok: false,
      message: 'The most aircraft air superiority allows must be a whole number from 0 to 99.',
    });
  });

  it('offers a type only in its years: fighters from 1915, nothing in 1914 (8.2.4)', () => {
    expect(offeredIn(table, 'fighter', 1914)).toBe(false);
    expect(offeredIn(table, 'fighter', 1915)).toBe(true);
    expect(offeredIn(table, 'zeppelin', 1917)).toBe(false);
  });

  it('reads back a kept form, and refuses one with a field that does not fit', () => {
    const kept = JSON.parse(JSON.stringify({ year: 1918, maxText: '3', counts: { fighter: 2, 'tactical-bomber': 0 } }));
    expect(aircraftFormFrom(table, kept)).toEqual({ year: 1918, maxText: '3', counts: { fighter: 2, 'tactical-bomber': 0 } });
    expect(aircraftFormFrom(table, { ...kept, year: 1919 })).toBeNull();
    expect(aircraftFormFrom(table, { ...kept, maxText: 3 })).toBeNull();
    expect(aircraftFormFrom(table, { ...kept, counts: { zeppelin: 1 } })).toBeNull();
    expect(aircraftFormFrom(table, { ...kept, counts: { fighter: 1.5 } })).toBeNull();
    expect(aircraftFormFrom(table, { ...kept, counts: { fighter: -1 } })).toBeNull();
    expect(aircraftFormFrom(table, JSON.parse('{"year":1917,"maxText":"","counts":{"__proto__":1}}'))).toBeNull();
    expect(aircraftFormFrom(table, null)).toBeNull();
  });
});
