import { describe, expect, it } from 'vitest';
import { roleOf, scenarioNotes, sideOrders } from '#src/lib/gwsh/scenario/scenarioForces.ts';
import type { TacticalOutcome } from '#src/lib/gwsh/scenario/tacticalSituation.ts';
import { gwsh } from '#src/lib/data/registry.ts';

const aAttacks: TacticalOutcome = { kind: 'attack-defence', attacker: 'a', defender: 'b' };
const aLow: TacticalOutcome = { kind: 'advance-to-contact', lowScorer: 'a', highScorer: 'b' };
const mutual: TacticalOutcome = { kind: 'mutual-encounter' };
const optionsOf = (s: ReturnType<typeof sideOrders>) => s.options.map((o) => [o.option, o.listPoints, o.victoryPoints]);

describe('roles', () => {
  it('map the tactical situation onto the game file roles', () => {
    expect([roleOf(aAttacks, 'a'), roleOf(aAttacks, 'b')]).toEqual(['attacker', 'defender']);
    expect([roleOf(aLow, 'a'), roleOf(aLow, 'b')]).toEqual(['low-scorer', 'high-scorer']);
    expect(roleOf(mutual, 'a')).toBeNull();
  });
});

describe('attack-defence sides (6.1)', () => {
  it('attacker, Western Front 1916: Attack list 650, Option A 60 (−1 VP) or B 100 (−2 VP), no flank march', () => {
    const s = sideOrders(gwsh, aAttacks, 'a', { nation: 'british-empire', period: '1916', theatre: 'western-front' });
    expect(s.role).toBe('attacker');
    expect(s.list).toMatchObject({ id: 'attack', points: 650 });
    expect(optionsOf(s)).toEqual([
      ['A', 60, -1],
      ['B', 100, -2],
    ]);
    expect(s.flankMarch).toMatchObject({ allowed: false, rule: '6.1.1' });
    expect(s.prePlannedFire).toMatchObject({ allowed: true, missionsPerRegiment: { upTo90mm: 6, larger: 5 } });
    expect(s.gas).toMatchObject({ allowed: true, maxMissions: 6, uses: 'pre-planned or counter-battery' });
    expect(s.gas.message).toContain('8.9.2.5');
    expect(s.counterBattery.allowed).toBe(true);
    expect(s.aircraft.types.map((t) => t.id)).toEqual(['fighter', 'tactical-bomber']);
  });

  it('attacker may flank-march on the Western Front in 1918 and in other theatres in 1916', () => {
    expect(
      sideOrders(gwsh, aAttacks, 'a', { nation: 'germany', period: '1918-pre-june', theatre: 'western-front' }).flankMarch.allowed,
    ).toBe(true);
    expect(sideOrders(gwsh, aAttacks, 'a', { nation: 'germany', period: '1916', theatre: 'mobile' }).flankMarch.allowed).toBe(true);
    expect(sideOrders(gwsh, aAttacks, 'a', { nation: 'germany', period: '1914', theatre: 'western-front' }).flankMarch.allowed).toBe(true);
  });

  it('defender, Western Front 1914: Defend list 350, Option A only, light entrenchments for two brigades, nothing else', () => {
    const s = sideOrders(gwsh, aAttacks, 'b', { nation: 'france', period: '1914', theatre: 'western-front' });
    expect(s.list).toMatchObject({ id: 'defend', points: 350 });
    expect(optionsOf(s)).toEqual([['A', 60, -1]]);
    expect(s.flankMarch.allowed).toBe(false);
    expect(s.prePlannedFire).toMatchObject({ allowed: false, rule: '6.1.2' });
    // gas only for counter-battery, which starts in 1915
    expect(s.gas).toMatchObject({ allowed: false, maxMissions: 0 });
    expect(s.counterBattery.allowed).toBe(false);
    expect(s.aircraft).toMatchObject({ allowed: false, types: [], rule: '8.2.4' });
    expect(s.entrenchments.message).toContain('two infantry brigades');
  });

  it('defender, Western Front 1917: 3 gas missions for counter-battery, entrenchments from main rules section 17, all three sectors held', () => {
    const s = sideOrders(gwsh, aAttacks, 'b', { nation: 'germany', period: '1917', theatre: 'western-front' });
    expect(s.gas).toMatchObject({ allowed: true, maxMissions: 3, uses: 'counter-battery only' });
    expect(s.entrenchments.message).toContain('17 (1917/18)');
    expect(s.notes.some((n) => n.message.includes('all three front-line sectors'))).toBe(true);
    expect(s.aircraft.types.map((t) => t.id)).toEqual(['fighter', 'tactical-bomber', 'multi-engine-bomber']);
  });

  it('the three front-line sectors rule belongs to the static periods 1915–1917: trench fronts yes, mobile fronts no (6.1.3)', () => {
    const held = (theatre: 'western-front' | 'trench-front' | 'mobile', period: '1916' | '1914' | '1918-post-june') =>
      sideOrders(gwsh, aAttacks, 'b', { nation: 'germany', period, theatre }).notes.some((n) =>
        n.message.includes('all three front-line sectors'),
      );
    expect(held('trench-front', '1916')).toBe(true);
    expect(held('mobile', '1916')).toBe(false);
    expect(held('western-front', '1914')).toBe(false);
    expect(held('western-front', '1918-post-june')).toBe(false);
  });

  it('defender on a mobile front buys defences per 10.3; on a trench-bound front they come from the main rules', () => {
    const mobile = sideOrders(gwsh, aAttacks, 'b', { nation: 'turkey', period: '1917', theatre: 'mobile' }).entrenchments;
    expect(mobile).toMatchObject({ rule: '10.3', message: expect.stringContaining('bought at the points of 10.3') });
    const trench = sideOrders(gwsh, aAttacks, 'b', { nation: 'italy', period: '1916', theatre: 'trench-front' }).entrenchments;
    expect(trench).toMatchObject({ rule: '10.3', message: expect.stringContaining('not bought with points') });
  });
});

describe('encounter sides (6.2)', () => {
  it('advance to contact: the high scorer gets Option A free, B at −2; his entrenchments are lost', () => {
    const high = sideOrders(gwsh, aLow, 'b', { nation: 'russia', period: '1914', theatre: 'mobile' });
    expect(high.role).toBe('high-scorer');
    expect(high.list).toMatchObject({ id: 'encounter', points: 500 });
    expect(optionsOf(high)).toEqual([
      ['A', 60, 0],
      ['B', 100, -2],
    ]);
    expect(high.options[0]?.rule).toBe('6.2.1');
    expect(high.entrenchments).toMatchObject({ allowed: false, pointsLost: true });
  });

  it('advance to contact: the low scorer deploys a brigade first, may use its light entrenchments, A −1 or B −2', () => {
    const low = sideOrders(gwsh, aLow, 'a', { nation: 'germany', period: '1914', theatre: 'mobile' });
    expect(optionsOf(low)).toEqual([
      ['A', 60, -1],
      ['B', 100, -2],
    ]);
    expect(low.entrenchments).toMatchObject({ allowed: true, pointsLost: false, rule: '6.2.1' });
    expect(low.notes[0]?.message).toContain('one brigade');
  });

  it('encounters: flank marches for both, no pre-planned fire, no gas', () => {
    for (const [situation, player] of [
      [aLow, 'a'],
      [aLow, 'b'],
      [mutual, 'a'],
    ] as const) {
      const s = sideOrders(gwsh, situation, player, { nation: 'germany', period: '1915', theatre: 'mobile' });
      expect(s.flankMarch.allowed).toBe(true);
      expect(s.prePlannedFire.allowed).toBe(false);
      expect(s.gas).toMatchObject({ allowed: false, maxMissions: 0 });
    }
  });

  it('mutual encounter: either may use A (−1) or B (−2); entrenchments not used', () => {
    const s = sideOrders(gwsh, mutual, 'b', { nation: 'serbia', period: '1915', theatre: 'mobile' });
    expect(s.role).toBeNull();
    expect(optionsOf(s)).toEqual([
      ['A', 60, -1],
      ['B', 100, -2],
    ]);
    expect(s.entrenchments.allowed).toBe(false);
  });
});

describe('game notes', () => {
  it('attack-defence from 1915 gets free extra artillery (8.2.1)', () => {
    expect(scenarioNotes(aAttacks, '1915').map((n) => n.rule)).toContain('8.2.1');
    expect(scenarioNotes(aAttacks, '1914').map((n) => n.rule)).not.toContain('8.2.1');
    expect(scenarioNotes(mutual, '1916').map((n) => n.rule)).not.toContain('8.2.1');
  });
});
