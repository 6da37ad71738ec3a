import { describe, expect, it } from 'vitest';
import {
  alternativesCanChange,
  fireMissionPlan,
  fireMissionRow,
  gasAllowance,
  prePlannedPerRegiment,
} from '#src/lib/gwsh/game/fireMissions.ts';
import { gwsh } from '#src/lib/data/registry.ts';

const attacker = { scenario: 'attack-defence', role: 'attacker' } as const;
const defender = { scenario: 'attack-defence', role: 'defender', year: 1917 } as const;

describe('fire missions (8.2.1, 6.1.1)', () => {
  it('90mm or less: 10 missions; larger: 5', () => {
    expect(fireMissionRow(gwsh, 77).fireMissions).toBe(10);
    expect(fireMissionRow(gwsh, 90).id).toBe('guns-90mm-or-less');
    expect(fireMissionRow(gwsh, 90.1).id).toBe('larger-calibre');
    expect(fireMissionRow(gwsh, 210).fireMissions).toBe(5);
    expect(() => fireMissionRow(gwsh, 0)).toThrow(RangeError);
    expect(prePlannedPerRegiment(gwsh)).toEqual({ upTo90mm: 6, larger: 5 });
  });

  it('attacker: off-table regiments pre-plan up to 6 (5 over 90mm); on-table none; smoke 2 rounds each', () => {
    const plan = fireMissionPlan(
      gwsh,
      [
        { name: '7.7cm FK', calibreMm: 77, offTable: true },
        { name: '15cm sFH', calibreMm: 150, offTable: true },
        { name: '7.7cm on table', calibreMm: 77, offTable: false },
      ],
      attacker,
    );
    expect(plan.regiments.map((r) => [r.fireMissions, r.prePlanned, r.smokeRounds])).toEqual([
      [10, 6, 2],
      [5, 5, 2],
      [10, 0, 2],
    ]);
    // 10 + 5 + 10 = 25 missions; 6 + 5 + 0 = 11 pre-planned; 3 × 2 = 6 smoke rounds
    expect(plan).toMatchObject({ totalFireMissions: 25, totalPrePlanned: 11, totalSmokeRounds: 6 });
    expect(plan.gas).toMatchObject({ allowed: true, maxMissions: 6, uses: 'pre-planned or counter-battery' });
    expect(plan.regiments[2]?.message).toContain('only off-table artillery can pre-plan');
    expect(plan.findings).toEqual([]);
  });

  it('a single brigade-level support stand has unlimited missions', () => {
    const plan = fireMissionPlan(
      gwsh,
      [
        { calibreMm: 76, offTable: false, singleSupportStand: true },
        { calibreMm: 105, offTable: true },
      ],
      attacker,
    );
    expect(plan.regiments[0]).toMatchObject({ name: 'Regiment 1', fireMissions: null, prePlanned: 0 });
    expect(plan.totalFireMissions).toBeNull();
    expect(plan.totalPrePlanned).toBe(5);
  });

  it('an off-table single stand of the attacker pre-plans by calibre (our reading, reported)', () => {
    const plan = fireMissionPlan(gwsh, [{ calibreMm: 170, offTable: true, singleSupportStand: true }], attacker);
    expect(plan.regiments[0]).toMatchObject({ fireMissions: null, prePlanned: 5 });
    expect(plan.findings[0]?.code).toBe('single-stand-pre-planning');
    expect(plan.totalPrePlanned).toBe(5);
    expect(plan.alternativesTaken).toEqual([]);
  });

  it("under the event's alternative the single stand pre-plans without limit; a regiment beside it keeps its cap", () => {
    const alternatives = new Set(['single-stand-pre-planning']);
    // A 170mm single stand off table (5 by calibre under our reading) and a 75mm regiment (6 of its missions).
    const plan = fireMissionPlan(
      gwsh,
      [
        { calibreMm: 170, offTable: true, singleSupportStand: true },
        { calibreMm: 75, offTable: true },
      ],
      { ...attacker, alternatives },
    );
    expect(plan.regiments.map((r) => r.prePlanned)).toEqual([null, 6]);
    expect(plan.regiments[0]!.message).toContain("any of them pre-planned (the event's reading)");
    expect(plan.totalPrePlanned).toBeNull();
    expect(plan.findings.map((f) => f.code)).not.toContain('single-stand-pre-planning');
    expect(plan.alternativesTaken.map((r) => r.id)).toEqual(['single-stand-pre-planning']);
    // On table, or for a defender, nothing is pre-planned and no choice is taken.
    const onTable = fireMissionPlan(gwsh, [{ calibreMm: 170, offTable: false, singleSupportStand: true }], { ...attacker, alternatives });
    expect([onTable.totalPrePlanned, onTable.alternativesTaken]).toEqual([0, []]);
    // Only a single stand off table, for a side that may pre-plan, lets the choice change the plan.
    expect([plan, onTable].map(alternativesCanChange)).toEqual([true, false]);
    expect(alternativesCanChange(fireMissionPlan(gwsh, [{ calibreMm: 170, offTable: true, singleSupportStand: true }], defender))).toBe(
      false,
    );
  });

  it('defender: no pre-planning; 3 gas missions for counter-battery only', () => {
    const plan = fireMissionPlan(gwsh, [{ calibreMm: 75, offTable: true }], defender);
    expect(plan.regiments[0]?.prePlanned).toBe(0);
    expect(plan.prePlanning).toMatchObject({ allowed: false, rule: '6.1.2' });
    expect(plan.gas).toMatchObject({ allowed: true, maxMissions: 3, uses: 'counter-battery only' });
  });

  it('encounters: no pre-planning, no gas', () => {
    for (const scenario of ['advance-to-contact', 'mutual-encounter'] as const) {
      const plan = fireMissionPlan(gwsh, [{ calibreMm: 75, offTable: true }], { scenario, role: null });
      expect(plan.totalPrePlanned).toBe(0);
      expect(plan.prePlanning.rule).toBe('6.2');
      expect(plan.gas).toMatchObject({ allowed: false, maxMissions: 0 });
    }
  });

  it('gas for the defender needs counter-battery fire, so none in 1914', () => {
    expect(gasAllowance(gwsh, 'attack-defence', 'defender', 1914)).toMatchObject({ allowed: false, maxMissions: 0 });
    expect(gasAllowance(gwsh, 'attack-defence', 'attacker', 1914)).toMatchObject({ allowed: true, maxMissions: 6 });
  });

  it('rejects a regiment with no calibre (parse form input at the boundary)', () => {
    expect(() => fireMissionPlan(gwsh, [{ calibreMm: -5, offTable: true }], attacker)).toThrow();
  });
});
