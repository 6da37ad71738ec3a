import { describe, it, expect } from 'vitest';
import { fraction } from '#src/lib/numbers/fraction.ts';
import { typedDice } from '#src/lib/dice/diceSources.ts';
import {
  emptySide,
  recommendedEntries,
  rollMissingDice,
  setupSheet,
  syncHeavyWeapons,
  type SetupSheetInput,
} from '#src/lib/rules1916/setupSheet.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

function sheetInput(): SetupSheetInput {
  // 1916, local attack: British attacker with 20 sub-units, German defender with 15 (35 in all).
  return {
    year: 1916,
    battleType: 'local-attack',
    terrainId: 'open-terrain',
    proximityDie: null,
    attacker: emptySide(rules1916, 1916, 'british-empire', 20),
    defender: emptySide(rules1916, 1916, 'germany', 15),
    lull: null,
  };
}

describe('setup sheet', () => {
  it('waits for every die and guesses nothing', () => {
    const sheet = setupSheet(rules1916, sheetInput());
    expect(sheet.subUnitsPresent).toBe(35);
    expect(sheet.attacker.barrage).toBeNull();
    expect(sheet.proximity).toBeNull();
    expect(sheet.waitingFor).toEqual([
      'attacker.barrage',
      'attacker.onCall',
      'attacker.airstrike',
      'attacker.gas',
      'attacker.heavyWeapons.1916-field-gun',
      'attacker.heavyWeapons.1916-light-trench-mortar',
      'defender.barrage',
      'defender.onCall',
      'defender.airstrike',
      'defender.gas',
      'defender.heavyWeapons.1916-field-gun',
      'defender.heavyWeapons.1916-light-trench-mortar',
      'defender.heavyWeapons.1916-german-hmg',
      'proximity',
    ]);
  });

  it('works out both sides from typed dice', () => {
    // Dice in sheet order: proximity 4; attacker barrage 4, on-call 5, airstrike 5, gas 6, field gun 6, light TM 3;
    // defender barrage 2, on-call 6, airstrike 6, gas 5, field gun 4, light TM 1, HMG 6.
    const dice = typedDice([4, 4, 5, 5, 6, 6, 3, 2, 6, 6, 5, 4, 1, 6]);
    const sheet = setupSheet(rules1916, rollMissingDice(sheetInput(), dice.roll));
    expect(dice.remaining()).toEqual([]);
    const { attacker: a, defender: d } = sheet;
    // Attacker: local attack attacker, row 4: .40 × 35 = 14 barrages.
    expect(a.barrage!.barrages.total).toBe(14);
    // On-call row 5: .30 × 35 = 10.5 → 11.
    expect(a.onCall!.onCall.total).toBe(11);
    // Airstrikes row 5: 2; gas (other column) row 6: yes.
    expect(a.airstrikes!.airstrikes).toBe(2);
    expect(a.gas!.available).toBe(true);
    // Heavy weapons on the attacker's own 20 sub-units: field gun F6 .15 × 20 = 3; light TM C3 .35 × 20 = 7.
    expect(a.heavyWeapons.map((h) => h.result!.bases.total)).toEqual([3, 7]);
    // Defender: local attack defender, row 2: .15 × 35 = 5.25 → 5; on-call row 6: .40 × 35 = 14.
    expect(d.barrage!.barrages.total).toBe(5);
    expect(d.onCall!.onCall.total).toBe(14);
    // Defender airstrikes: none (attacker only); gas, German column row 5: yes.
    expect(d.airstrikes!.airstrikes).toBe(0);
    expect(d.gas!.available).toBe(true);
    // Defender heavy weapons on 15: F4 .05 × 15 = 0.75 → 1; C1 .25 × 15 = 3.75 → 4; HMG F6 .15 × 15 = 2.25 → 2.
    expect(d.heavyWeapons.map((h) => h.result!.bases.total)).toEqual([1, 4, 2]);
    // Proximity: open terrain, roll 4 → 320 yds = 16" / 10⅔" / 8"; lulls rolled from turn 4.
    expect(sheet.proximity).toMatchObject({ yards: 320, inches: { large: fraction(16), medium: fraction(32, 3), small: fraction(8) } });
    expect(sheet.lull.startTurn).toBe(4);
    expect(sheet.waitingFor).toEqual([]);
    expect(sheet.findings.map((f) => f.code)).toEqual(['airstrikes-attacker-only', 'defence-rolls-remainder']);
    // 35 sub-units: one full twenty, 15 over.
    expect(sheet.defenceRolls).toEqual({ subUnitsPresent: 35, fullTwenties: 1, remainder: 15 });
  });

  it('checks one turn for a lull, with the chance of one by then', () => {
    const input = { ...sheetInput(), proximityDie: 2, lull: { turn: 7, die: 6 } };
    const sheet = setupSheet(rules1916, input);
    expect(sheet.lull.check).toMatchObject({ lull: true, length: 'long' });
    // Rolling from turn 2 to 7 is 6 rolls: 1 − (5/6)^6 = 31031/46656.
    expect(sheet.lull.chanceByCheckTurn).toEqual(fraction(31031, 46656));
    const early = setupSheet(rules1916, { ...input, lull: { turn: 1, die: null } });
    expect(early.lull.check).toMatchObject({ rolls: false });
    expect(setupSheet(rules1916, { ...input, lull: { turn: 3, die: null } }).waitingFor).toContain('lull');
  });

  it('says what the lull the check brought allows, from the lull features chart', () => {
    const input = { ...sheetInput(), proximityDie: 2 };
    const permission = (sheet: ReturnType<typeof setupSheet>, id: string) => sheet.lull.features?.find((f) => f.id === id)?.permission;
    // A 6 on turn 7 (from 7 on) is a long lull: the chart's long-lull column.
    const long = setupSheet(rules1916, { ...input, lull: { turn: 7, die: 6 } });
    expect(long.lull.features).toHaveLength(8);
    expect(permission(long, 'extra-defenses')).toBe('Trenchline: ½10');
    expect(permission(long, 'reorganize-units')).toBe('All unpinned units');
    // A 6 on turn 3 (before 7) is a short lull: the short-lull column.
    const short = setupSheet(rules1916, { ...input, lull: { turn: 3, die: 6 } });
    expect(permission(short, 'extra-defenses')).toBe('Hasty Dig-in: Unlimited');
    expect(permission(short, 'reorganize-units')).toBe('No');
    expect(permission(short, 'repair-mg-jam')).toBe('Automatic');
    // No lull (a 5), or no roll due yet (turn 1, before the start turn 2): nothing to list.
    expect(setupSheet(rules1916, { ...input, lull: { turn: 3, die: 5 } }).lull.features).toBeNull();
    expect(setupSheet(rules1916, { ...input, lull: { turn: 1, die: null } }).lull.features).toBeNull();
  });

  it('adds the optional reinforcements when their dice are given', () => {
    const input = sheetInput();
    input.attacker.reinforcementDie = 5;
    input.defender.reinforcementDie = 5;
    const sheet = setupSheet(rules1916, input);
    expect(sheet.attacker.reinforcements!.text).toBe('2 inf. sub-units & 1 HMG');
    expect(sheet.defender.reinforcements!.text).toBe('4 inf. sub-units & 2 HMG');
  });

  it('reports the reconstructed modifier once per side, and a changed column', () => {
    const input: SetupSheetInput = { ...sheetInput(), attacker: emptySide(rules1916, 1916, 'russia', 20) };
    input.attacker.dice = { barrage: 3, onCall: 3, airstrike: 3, gas: 3 };
    input.attacker.heavyWeapons = input.attacker.heavyWeapons.map((e) => ({ ...e, column: 'A' }));
    const sheet = setupSheet(rules1916, input);
    // Russian 1916 −1: barrage 3 −1 = 2 → local attacker .25 × 35 = 8.75 → 9.
    expect(sheet.attacker.barrage!.barrages.total).toBe(9);
    const codes = sheet.findings.map((f) => f.code);
    expect(codes.filter((c) => c === 'barrage-modifier-reconstructed')).toHaveLength(1);
    expect(codes.filter((c) => c === 'heavy-weapon-column-changed')).toHaveLength(2);
  });

  it('keeps dice and own categories when the year or nation changes', () => {
    const entries = recommendedEntries(rules1916, 1915, 'france').map((e) => ({ ...e, die: 3 }));
    const own = { key: 'own-1', categoryId: null, label: 'Own choice', column: 'B' as const, die: 2 };
    const synced = syncHeavyWeapons(rules1916, [...entries, own], 1916, 'france');
    expect(synced.map((e) => [e.key, e.die])).toEqual([
      ['1916-field-gun', null],
      ['1916-light-trench-mortar', null],
      ['own-1', 2],
    ]);
    const same = syncHeavyWeapons(rules1916, [...entries, own], 1915, 'france');
    expect(same.map((e) => e.die)).toEqual([3, 3, 3, 2]);
  });

  it('warns when no sub-units are entered', () => {
    const input = {
      ...sheetInput(),
      attacker: emptySide(rules1916, 1916, 'france', 0),
      defender: emptySide(rules1916, 1916, 'germany', 0),
    };
    expect(setupSheet(rules1916, input).findings.map((f) => f.code)).toContain('no-sub-units');
    expect(() => setupSheet(rules1916, { ...input, year: 1919 })).toThrow(RangeError);
  });
});
