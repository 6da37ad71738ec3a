import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typedDice } from '#src/lib/dice/diceSources.ts';
import { fraction, sum } from '#src/lib/numbers/fraction.ts';
import { nationId } from '#src/lib/data/schemas.ts';
import {
  clampResult,
  counterBatteryModifiers,
  counterBatteryOdds,
  counterBatteryResult,
  rollCounterBattery,
} from '#src/lib/gwsh/game/counterBattery.ts';
import { gwsh } from '#src/lib/data/registry.ts';

const oddsByRoll = (o: ReturnType<typeof counterBatteryOdds>) => o.byResult.map((r) => r.fraction);

describe('counter-battery modifiers (8.2.3)', () => {
  it('British Empire +1 only after 1916', () => {
    expect(counterBatteryModifiers(gwsh, { nation: 'british-empire', year: 1916, gasUsed: false }).total).toBe(0);
    expect(counterBatteryModifiers(gwsh, { nation: 'british-empire', year: 1917, gasUsed: false })).toMatchObject({
      total: 1,
      applied: [{ id: 'british-empire-after-1916', modifier: 1 }],
    });
  });

  it('Italian, Austrian, Turkish and Russian −1; gas +1', () => {
    for (const nation of ['italy', 'austro-hungary', 'turkey', 'russia'] as const) {
      expect(counterBatteryModifiers(gwsh, { nation, year: 1916, gasUsed: false }).total).toBe(-1);
    }
    expect(counterBatteryModifiers(gwsh, { nation: 'russia', year: 1916, gasUsed: true }).total).toBe(0);
    expect(counterBatteryModifiers(gwsh, { nation: 'british-empire', year: 1918, gasUsed: true }).total).toBe(2);
    expect(counterBatteryModifiers(gwsh, { nation: 'germany', year: 1918, gasUsed: false })).toMatchObject({ total: 0, applied: [] });
  });

  it('not before 1915: an error finding', () => {
    expect(counterBatteryModifiers(gwsh, { nation: 'germany', year: 1914, gasUsed: false }).findings).toMatchObject([
      { code: 'counter-battery-before-1915', severity: 'error', rule: '8.2.3' },
    ]);
  });

  it('gas outside an attack-defence game: an error finding', () => {
    expect(counterBatteryModifiers(gwsh, { nation: 'germany', year: 1916, gasUsed: true, attackDefence: false }).findings[0]?.code).toBe(
      'gas-outside-attack-defence',
    );
    expect(counterBatteryModifiers(gwsh, { nation: 'germany', year: 1916, gasUsed: true, attackDefence: true }).findings).toEqual([]);
  });

  it('rejects a year outside the war (programmer error)', () => {
    expect(() => counterBatteryModifiers(gwsh, { nation: 'germany', year: 1919, gasUsed: false })).toThrow(RangeError);
    expect(() => counterBatteryModifiers(gwsh, { nation: 'germany', year: 1913, gasUsed: false })).toThrow('from 1914 to 1918, got 1913');
    expect(() => counterBatteryModifiers(gwsh, { nation: 'germany', year: 1916.5, gasUsed: false })).toThrow(RangeError);
  });
});

describe('counter-battery results', () => {
  it('holds the modified die to the table, 1..7', () => {
    expect([-1, 0, 1, 7, 8].map((n) => clampResult(gwsh, n))).toEqual([1, 1, 1, 7, 7]);
  });

  it('Germany 1916 rolls 4: regiment silenced this turn', () => {
    const r = counterBatteryResult(gwsh, { nation: 'germany', year: 1916, gasUsed: false }, 4);
    expect(r).toMatchObject({ die: 4, modified: 4, result: 4, effect: { rowId: 'roll-4', effect: 'Regiment silenced this turn' } });
    expect(r.message).toBe('Germany rolled 4 = 4: Regiment silenced this turn.');
  });

  it('British Empire 1917 with gas rolls 6: 6 +1 +1 = 8, read as 7, destroyed', () => {
    const r = counterBatteryResult(gwsh, { nation: 'british-empire', year: 1917, gasUsed: true }, 6);
    expect(r).toMatchObject({ modified: 8, result: 7, effect: { effect: 'Regiment Destroyed' } });
    expect(r.message).toBe(
      'British Empire rolled 6 +1 (British Empire after 1916) +1 (Gas used) = 8 (read as 7, the table runs 1 to 7): Regiment Destroyed.',
    );
  });

  it('Turkey rolls 1: 1 −1 = 0, read as 1, no effect', () => {
    expect(counterBatteryResult(gwsh, { nation: 'turkey', year: 1917, gasUsed: false }, 1)).toMatchObject({
      modified: 0,
      result: 1,
      effect: { effect: 'No effect' },
    });
  });

  it('rolls with an injected die', () => {
    expect(rollCounterBattery(gwsh, { nation: 'france', year: 1916, gasUsed: false }, typedDice([5]).roll).effect.rowId).toBe('roll-5');
    expect(() => counterBatteryResult(gwsh, { nation: 'france', year: 1916, gasUsed: false }, 7)).toThrow(RangeError);
  });
});

describe('counter-battery odds', () => {
  it('no modifier: 1/6 for each of 1..6, never 7; no effect 2/6 = 1/3', () => {
    const o = counterBatteryOdds(gwsh, { nation: 'germany', year: 1916, gasUsed: false });
    expect(oddsByRoll(o)).toEqual(['1/6', '1/6', '1/6', '1/6', '1/6', '1/6', '0']);
    expect(o.byEffect[0]).toMatchObject({ effect: 'No effect', rolls: [1, 2], fraction: '1/3' });
  });

  it('British Empire 1917 with gas (+2): 3..8, so 7 and 8 both destroy: 2/6 = 1/3, and never "no effect"', () => {
    const o = counterBatteryOdds(gwsh, { nation: 'british-empire', year: 1917, gasUsed: true });
    expect(oddsByRoll(o)).toEqual(['0', '0', '1/6', '1/6', '1/6', '1/6', '1/3']);
    expect(o.byEffect.find((e) => e.effect === 'No effect')?.fraction).toBe('0');
  });

  it('Italy (−1): 0..5, so 0 and 1 both read 1: no effect 1/3 + 1/6 = 1/2', () => {
    const o = counterBatteryOdds(gwsh, { nation: 'italy', year: 1917, gasUsed: false });
    expect(oddsByRoll(o)).toEqual(['1/3', '1/6', '1/6', '1/6', '1/6', '0', '0']);
    expect(o.byEffect[0]).toMatchObject({ fraction: '1/2', percent: '50%' });
  });

  it('always sums to exactly 1 (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...nationId.options), fc.integer({ min: 1914, max: 1918 }), fc.boolean(), (nation, year, gasUsed) => {
        const o = counterBatteryOdds(gwsh, { nation, year, gasUsed });
        expect(sum(o.byResult.map((r) => r.probability))).toEqual(fraction(1));
        expect(sum(o.byEffect.map((r) => r.probability))).toEqual(fraction(1));
      }),
    );
  });
});

describe('counter-battery result above 7 (reading counter-battery-above-seven)', () => {
  it('British Empire 1917 firing gas: 6 +1 +1 = 8 reads as the 7 row, and the result names the reading', () => {
    const r = counterBatteryResult(gwsh, { nation: 'british-empire', year: 1917, gasUsed: true }, 6);
    expect(r).toMatchObject({ modified: 8, result: 7 });
    expect(r.readings.map((x) => x.id)).toEqual(['counter-battery-above-seven']);
    expect(r.readings[0]?.alternative).toMatch(/6 row/);
    // 5 +1 +1 = 7 is on the table: no reading relied on.
    expect(counterBatteryResult(gwsh, { nation: 'british-empire', year: 1917, gasUsed: true }, 5).readings).toEqual([]);
  });
});
