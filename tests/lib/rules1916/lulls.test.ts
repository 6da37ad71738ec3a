import { describe, it, expect } from 'vitest';
import { fraction } from '#src/lib/numbers/fraction.ts';
import { lullChanceBy, lullCheck, lullFeatures, lullLength, lullStartTurn, lullTimingOdds } from '#src/lib/rules1916/lulls.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

describe('lulls', () => {
  it('starts rolling on the turn the proximity die showed', () => {
    expect(lullStartTurn(3)).toBe(3);
  });

  it('is short before turn 7 and long from turn 7', () => {
    expect(lullLength(6)).toBe('short');
    expect(lullLength(7)).toBe('long');
  });

  it('comes only on a 6, once rolling has started', () => {
    expect(lullCheck(2, 3, null)).toMatchObject({ rolls: false, lull: false });
    expect(lullCheck(3, 3, 5)).toMatchObject({ rolls: true, lull: false, length: null });
    expect(lullCheck(4, 3, 6)).toMatchObject({ lull: true, length: 'short' });
    expect(lullCheck(7, 3, 6)).toMatchObject({ lull: true, length: 'long' });
    expect(() => lullCheck(4, 3, null)).toThrow(/give the die/);
  });

  it('gives the exact chance of a lull by a turn', () => {
    // From turn 3, by turn 3: one roll, 1/6. By turn 4: 1 − (5/6)² = 11/36. Before turn 3: 0.
    expect(lullChanceBy(3, 3)).toEqual(fraction(1, 6));
    expect(lullChanceBy(4, 3)).toEqual(fraction(11, 36));
    expect(lullChanceBy(2, 3)).toEqual(fraction(0));
  });

  it('lists what each length of lull allows', () => {
    const short = lullFeatures(rules1916.lullFeatures, 'short');
    const long = lullFeatures(rules1916.lullFeatures, 'long');
    expect(short.find((f) => f.id === 'recovery-gassed-unit')!.permission).toBe('No');
    expect(long.find((f) => f.id === 'recovery-gassed-unit')!.permission).toBe('5,6');
    expect(long.find((f) => f.id === 'reorganize-units')!.permission).toBe('All unpinned units');
    expect(short.find((f) => f.id === 'extra-airstrikes')!.permission).toBe('Yes');
    expect(long.find((f) => f.id === 'repair-combat-base-damage')!.note).toMatch(/worked example/);
  });
});

describe('when the first lull comes, as an odds table', () => {
  it('gives each turn from the first roll, "by the end of this turn", and the average turn', () => {
    const odds = lullTimingOdds(3);
    // Rolling from turn 3: turn 3 is 1/6; turn 4 is 5/6 × 1/6 = 5/36, by then 1/6 + 5/36 = 11/36.
    expect(odds.lines[0]).toMatchObject({ key: 'turn-3', label: 'Turn 3 (short lull)', chance: { fraction: '1/6' } });
    expect(odds.lines[1]!.chance.fraction).toBe('5/36');
    expect(odds.lines[1]!.orBetter?.fraction).toBe('11/36');
    // Turn 7 is the first long lull; after six rolls (turns 3–8) none has come with (5/6)^6 = 15625/46656.
    expect(odds.lines[4]!.label).toBe('Turn 7 (long lull)');
    expect(odds.lines[6]).toMatchObject({
      key: 'later',
      label: 'Later than turn 8 (long lull)',
      chance: { fraction: '15625/46656' },
      orBetter: { fraction: '1' },
    });
    // On average the sixth roll: turn 3 + 5 = 8.
    expect(odds.mean).toEqual({ num: 8, den: 1 });
  });
});
