import { describe, expect, it } from 'vitest';
import { typedDice } from '#src/lib/dice/diceSources.ts';
import { objectiveCount, rollObjectives } from '#src/lib/gwsh/scenario/objectives.ts';
import { recordDice } from '#src/lib/gwsh/scenario/scenarioDice.ts';

const names = { a: 'A', b: 'B' };

describe('objectives (4.1, 4.3)', () => {
  it('non-desert: 5 of the 6 Potential Objectives', () => {
    expect(objectiveCount(false)).toEqual({ potential: 6, count: 5, findings: [] });
  });

  it('non-desert with another number of Potential Objectives: still 5, with a warning', () => {
    const c = objectiveCount(false, 4);
    expect(c.count).toBe(5);
    expect(c.findings).toMatchObject([{ code: 'potential-objectives-non-desert', severity: 'warning' }]);
  });

  it('desert: one fewer than the Potential Objectives placed (6 → 5, 4 → 3, 0 → 0)', () => {
    expect(objectiveCount(true, 6).count).toBe(5);
    expect(objectiveCount(true, 4).count).toBe(3);
    expect(objectiveCount(true, 0).count).toBe(0);
  });

  it('desert without a count: unknown, and an info finding asks for it', () => {
    const c = objectiveCount(true);
    expect(c.count).toBeNull();
    expect(c.findings[0]?.code).toBe('desert-potential-objectives-needed');
  });

  it('rejects impossible counts (programmer error; forms parse first)', () => {
    expect(() => objectiveCount(true, 7)).toThrow(RangeError);
  });

  it('the higher die names the first objective', () => {
    const step = rollObjectives(recordDice(typedDice([1, 4]).roll, names), names, objectiveCount(false), false);
    expect(step.result).toEqual({ count: 5, potential: 6, firstNominator: 'b' });
    expect(step.message).toContain('5 of the 6 Potential Objectives');
  });

  it('desert step reports the desert reading', () => {
    const step = rollObjectives(recordDice(typedDice([5, 4]).roll, names), names, objectiveCount(true, 4), true);
    expect(step.result.count).toBe(3);
    expect(step.reading?.id).toBe('desert-objectives');
  });
});
