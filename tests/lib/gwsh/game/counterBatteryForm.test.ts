import { describe, expect, it } from 'vitest';
import { counterBatteryFormFrom, initialCounterBatteryForm, readCounterBatteryForm } from '#src/lib/gwsh/game/counterBatteryForm.ts';
import { gwsh } from '#src/lib/data/registry.ts';

describe('the counter-battery form', () => {
  it('reads the default form (British Empire 1917, no gas) with gas beside it', () => {
    const view = readCounterBatteryForm(gwsh, initialCounterBatteryForm);
    // British Empire after 1916: +1 (8.2.3). D6+1 → rows 2..7, each 1/6.
    expect(view.odds.total).toBe(1);
    const [without, withGas] = view.choices;
    expect(without.label).toBe('Without gas');
    const line = (c: typeof without, key: string) => c.odds.lines.find((l) => l.key === key)!;
    // Without gas: "No effect" is row 2 only (row 1 cannot come up) = 1/6; "or stronger" from No effect is certain.
    expect(line(without, 'No effect').chance.fraction).toBe('1/6');
    expect(line(without, 'No effect').orBetter?.fraction).toBe('1');
    // Destroyed (row 7): die 6 → 1/6. With gas (+2 in all): die 5 or 6 → 2/6 = 1/3.
    expect(line(without, 'Regiment Destroyed').chance.fraction).toBe('1/6');
    expect(line(withGas, 'Regiment Destroyed').chance.fraction).toBe('1/3');
    // With gas, "silenced for the rest of the game or stronger" is rows 6–7: die 4, 5 or 6 = 1/2.
    expect(line(withGas, 'Regiment AI silenced for remainder of game').orBetter?.fraction).toBe('1/2');
    expect(view.die).toBeNull();
    expect(view.result).toBeNull();
  });

  it('keeps the same two columns in the same order when gas is ticked', () => {
    const view = readCounterBatteryForm(gwsh, { ...initialCounterBatteryForm, gasUsed: true });
    expect(view.choices.map((c) => c.label)).toEqual(['Without gas', 'With gas']);
    expect(view.odds.total).toBe(2);
  });

  it('names the clamp reading beside the odds when the gas column can pass row 7, and not otherwise', () => {
    // British Empire 1917 with gas: +2, so a die of 6 makes 8, read on row 7 (counter-battery-above-seven).
    expect(readCounterBatteryForm(gwsh, initialCounterBatteryForm).oddsReadings.map((r) => r.id)).toEqual(['counter-battery-above-seven']);
    // Germany 1917: 0 without gas, +1 with it: a 6 makes 7 at most, so no die leaves the table.
    expect(readCounterBatteryForm(gwsh, { ...initialCounterBatteryForm, nation: 'germany' }).oddsReadings).toEqual([]);
    // Russia: −1 without gas, so a 1 makes 0, read on row 1: the same reading.
    expect(readCounterBatteryForm(gwsh, { ...initialCounterBatteryForm, nation: 'russia' }).oddsReadings.map((r) => r.id)).toEqual([
      'counter-battery-above-seven',
    ]);
  });

  it('reads a typed die, and names the field when it is not 1 to 6', () => {
    // Die 6 + 1 = row 7.
    expect(readCounterBatteryForm(gwsh, { ...initialCounterBatteryForm, dieText: ' 6 ' }).result?.effect.effect).toBe('Regiment Destroyed');
    const bad = readCounterBatteryForm(gwsh, { ...initialCounterBatteryForm, dieText: '7' });
    expect(bad.die).toEqual({ ok: false, message: 'The die must be a whole number from 1 to 6.' });
    expect(bad.result).toBeNull();
  });

  it('reads back a kept form, and refuses one with a field that does not fit', () => {
    const kept = { nation: 'germany', year: 1916, gasUsed: true, attackDefence: false, dieText: '4' };
    expect(counterBatteryFormFrom(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(counterBatteryFormFrom({ ...kept, nation: 'atlantis' })).toBeNull();
    expect(counterBatteryFormFrom({ ...kept, year: 1913 })).toBeNull();
    expect(counterBatteryFormFrom({ ...kept, gasUsed: 'yes' })).toBeNull();
    expect(counterBatteryFormFrom({ ...kept, dieText: 'x'.repeat(11) })).toBeNull();
    expect(counterBatteryFormFrom([kept])).toBeNull();
  });
});
