import { describe, it, expect } from 'vitest';
import {
  airstrikes,
  availabilityRow,
  barrageModifiers,
  gasAvailability,
  onCallArtillery,
  preGameBarrages,
} from '#src/lib/rules1916/barrages.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

describe('barrage availability chart', () => {
  it('holds modified rolls to "1 or less" and "8 or more"', () => {
    expect(availabilityRow(rules1916, -2).id).toBe('1-or-less');
    expect(availabilityRow(rules1916, 1).id).toBe('1-or-less');
    expect(availabilityRow(rules1916, 5).id).toBe('5');
    expect(availabilityRow(rules1916, 8).id).toBe('8-or-more');
    expect(availabilityRow(rules1916, 9).id).toBe('8-or-more');
  });
});

describe('national modifiers', () => {
  it('applies the printed lines', () => {
    expect(barrageModifiers(rules1916, 'germany', 1918).total).toBe(2);
    expect(barrageModifiers(rules1916, 'germany', 1917).total).toBe(0);
    expect(barrageModifiers(rules1916, 'russia', 1914).total).toBe(-2);
    expect(barrageModifiers(rules1916, 'russia', 1915).total).toBe(-3);
    expect(barrageModifiers(rules1916, 'france', 1918)).toEqual({ applied: [], total: 0, findings: [] });
  });

  it('applies our readings of the garbled lines, with a warning', () => {
    // Second "Russian 1915 = -1" line read as 1916.
    const russia1916 = barrageModifiers(rules1916, 'russia', 1916);
    expect(russia1916.total).toBe(-1);
    expect(russia1916.applied[0]!.name).toBe('Russian 1915, read as 1916');
    expect(russia1916.findings.map((f) => f.code)).toEqual(['barrage-modifier-reconstructed']);
    // "Italian afer 1917 = -3" read as 1918 only.
    expect(barrageModifiers(rules1916, 'italy', 1918).total).toBe(-3);
    expect(barrageModifiers(rules1916, 'italy', 1917).total).toBe(0);
    expect(barrageModifiers(rules1916, 'russia', 1917).total).toBe(0);
  });
});

describe('pre-game barrages', () => {
  it('multiplies the column value by every sub-unit present', () => {
    // French attacker 1916, local attack, die 4 → .40 × 35 = 14 (the source's example value).
    const r = preGameBarrages(rules1916, {
      role: 'attacker',
      battleType: 'local-attack',
      year: 1916,
      nation: 'france',
      die: 4,
      subUnitsPresent: 35,
    });
    expect(r.roll.rowId).toBe('4');
    expect(r.barrages.total).toBe(14);
    expect(r.column).toBe('Local attack, attacker');
    expect(r.findings).toEqual([]);
  });

  it('reads the big push defender column after modifiers', () => {
    // German defender 1918, big push, die 6 +2 = 8 → "8 or more": .65 × 40 = 26.
    const r = preGameBarrages(rules1916, {
      role: 'defender',
      battleType: 'big-push',
      year: 1918,
      nation: 'germany',
      die: 6,
      subUnitsPresent: 40,
    });
    expect(r.roll).toMatchObject({ modified: 8, rowId: '8-or-more', working: '6 +2 (Germans 1918) = 8: row "8 or more"' });
    expect(r.barrages.total).toBe(26);
  });

  it('flags a big push before 1916 but still shows it', () => {
    // Russian attacker 1915, die 3 −3 = 0 → "1 or less": big push attacker .30 × 21 = 6.3 → 6.
    const r = preGameBarrages(rules1916, {
      role: 'attacker',
      battleType: 'big-push',
      year: 1915,
      nation: 'russia',
      die: 3,
      subUnitsPresent: 21,
    });
    expect(r.roll.rowId).toBe('1-or-less');
    expect(r.barrages.total).toBe(6);
    expect(r.findings.map((f) => [f.code, f.severity])).toEqual([['big-push-before-1916', 'error']]);
  });
});

describe('on-call artillery', () => {
  it('reads the on-call column with the same modifiers', () => {
    // British 1914, die 5 → .30 × 35 = 10.5 → 11.
    expect(onCallArtillery(rules1916, { year: 1914, nation: 'british-empire', die: 5, subUnitsPresent: 35 }).onCall.total).toBe(11);
    // Germans 1918, die 6 +2 = 8 → .50 × 35 = 17.5 → 18.
    expect(onCallArtillery(rules1916, { year: 1918, nation: 'germany', die: 6, subUnitsPresent: 35 }).onCall.total).toBe(18);
  });
});

describe('airstrikes', () => {
  it('gives the attacker the row value from 1915', () => {
    expect(airstrikes(rules1916, { role: 'attacker', year: 1916, die: 5 })).toMatchObject({ rowValue: 2, airstrikes: 2, findings: [] });
    // "-" reads as none.
    expect(airstrikes(rules1916, { role: 'attacker', year: 1916, die: 2 })).toMatchObject({ rowValue: 0, airstrikes: 0 });
  });

  it('gives none to the defender or before 1915', () => {
    expect(airstrikes(rules1916, { role: 'defender', year: 1916, die: 6 })).toMatchObject({ rowValue: 3, airstrikes: 0 });
    expect(airstrikes(rules1916, { role: 'attacker', year: 1914, die: 6 }).findings[0]!.code).toBe('airstrikes-before-1915');
  });
});

describe('gas', () => {
  it('uses the German column for Germans and the other column for everyone else', () => {
    expect(gasAvailability(rules1916, { year: 1915, nation: 'germany', die: 5 })).toMatchObject({ column: 'german', available: true });
    expect(gasAvailability(rules1916, { year: 1915, nation: 'france', die: 5 })).toMatchObject({ column: 'other', available: false });
    expect(gasAvailability(rules1916, { year: 1917, nation: 'france', die: 6 }).available).toBe(true);
  });

  it('is never available in 1914', () => {
    const r = gasAvailability(rules1916, { year: 1914, nation: 'germany', die: 6 });
    expect(r.available).toBe(false);
    expect(r.findings[0]!.code).toBe('gas-before-1915');
  });

  it('rejects a die outside 1–6', () => {
    expect(() => gasAvailability(rules1916, { year: 1916, nation: 'germany', die: 7 })).toThrow(RangeError);
  });
});
