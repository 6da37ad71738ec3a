import { describe, expect, it } from 'vitest';
import { initialMoraleCheckForm, readMoraleCheckForm } from '#src/lib/gbww2/moraleCheckForm.ts';
import { gbww2 } from '#src/lib/data/registry.ts';

describe('the morale check form', () => {
  it('reads the default battalion and sets its odds beside the other C Ops choice', () => {
    const view = readMoraleCheckForm(gbww2, initialMoraleCheckForm);
    // 1 suppressed + 2 × 1 eliminated = count 3; six stands at the start of the day: chart score 83, in the open, clear.
    expect(view.check?.count).toBe(3);
    expect(view.check?.score).toBe(83);
    const [asSet, other] = view.choices!;
    expect(asSet.label).toBe('Every stand within 12″ of its C Ops (as set)');
    expect(asSet.odds.lines[0]).toMatchObject({ key: 'pass', chance: { fraction: '83/100', percent: '83%' } });
    // A stand beyond 12" of its C Ops: −10, so 73 or less: 73/100.
    expect(other.label).toBe('A stand beyond 12″ of its C Ops');
    expect(other.odds.lines[0]!.chance.fraction).toBe('73/100');
    expect(other.odds.lines[1]!.chance.fraction).toBe('27/100');
  });

  it('names every field that is out of range, and checks nothing until they are fixed', () => {
    const view = readMoraleCheckForm(gbww2, { ...initialMoraleCheckForm, stands: '9', eliminated: 'two' });
    expect(view.errors).toEqual([
      'Stands at the start of the day must be a whole number from 1 to 8.',
      'Eliminated stands must be a whole number from 0 to 8.',
    ]);
    expect(view.check).toBeNull();
    expect(view.choices).toBeNull();
  });

  it('reads a typed roll against the score', () => {
    // Score 83: a roll of 84 fails, 83 passes.
    expect(readMoraleCheckForm(gbww2, { ...initialMoraleCheckForm, rollText: '84' }).rollResult?.passed).toBe(false);
    expect(readMoraleCheckForm(gbww2, { ...initialMoraleCheckForm, rollText: '83' }).rollResult?.passed).toBe(true);
  });
});
