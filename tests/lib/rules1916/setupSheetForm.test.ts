/** The "1916" setup sheet's form module: the island and the fuzzers call these very functions. */
import { describe, expect, it } from 'vitest';
import {
  clearDice,
  initialSetupForm,
  readSetupForm,
  rollEmptyDice,
  setupSummary,
  withNation,
  withYear,
} from '#src/lib/rules1916/setupSheetForm.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

const sixes = () => 6;

describe('setupSheetForm', () => {
  it('reads the starting form: British Empire 20 sub-units attack Germany 15 in 1916, every die waiting', () => {
    const read = readSetupForm(rules1916, initialSetupForm(rules1916));
    expect(read.errors).toEqual({});
    // 20 + 15 = 35 sub-units on the battlefield
    expect(read.sheet?.subUnitsPresent).toBe(35);
    expect(setupSummary(read.sheet)).toMatch(/^Attacker: barrages waiting, on-call waiting, airstrikes waiting, gas waiting\./);
  });

  it('names each bad field and counts a bad die as not given', () => {
    const form = {
      ...initialSetupForm(rules1916),
      proximityText: '9',
      attacker: { ...initialSetupForm(rules1916).attacker, subUnitsText: 'many' },
    };
    const read = readSetupForm(rules1916, form);
    expect(Object.keys(read.errors).sort()).toEqual(['attacker.subUnits', 'proximity']);
    expect(read.sheet).toBeNull();
    expect(setupSummary(read.sheet)).toBe('Enter both sides’ sub-units to see the results.');
  });

  it('rolls every empty die with the engine, the lull die too when one is due, and keeps typed dice', () => {
    // Proximity 6 in open terrain; a lull check on turn 8 is due once lull rolls start, so its die is rolled too.
    const form = {
      ...initialSetupForm(rules1916),
      attacker: { ...initialSetupForm(rules1916).attacker, dice: { ...initialSetupForm(rules1916).attacker.dice, barrage: '2' } },
      lullTurnText: '8',
    };
    const rolled = rollEmptyDice(rules1916, form, sixes);
    expect(rolled.attacker.dice).toEqual({ barrage: '2', onCall: '6', airstrike: '6', gas: '6' });
    expect(rolled.proximityText).toBe('6');
    expect(rolled.lullDieText).toBe('6');
    // Reinforcement dice are optional: never rolled here.
    expect(rolled.defender.reinforcementText).toBe('');
    expect(clearDice(rolled).attacker.dice).toEqual({ barrage: '', onCall: '', airstrike: '', gas: '' });
  });

  it('moves the heavy-weapon rows with the year and the nation', () => {
    const form = initialSetupForm(rules1916);
    expect(withYear(rules1916, form, 1918).year).toBe(1918);
    expect(withNation(rules1916, form, 'defender', 'france').defender.nation).toBe('france');
  });
});
