import { describe, expect, it } from 'vitest';
import { typedDice } from '#src/lib/dice/diceSources.ts';
import { defenderKeepsEdge, rollBaseLines } from '#src/lib/gwsh/scenario/baseLines.ts';
import { recordDice } from '#src/lib/gwsh/scenario/scenarioDice.ts';

const names = { a: 'A', b: 'B' };
const dice = (...values: number[]) => recordDice(typedDice(values).roll, names);

describe('base lines (6.1, 6.2)', () => {
  it("attack-defence: 1–4 keeps the defender's edge, 5–6 reverses it (4/6 = 2/3 to keep)", () => {
    expect([1, 2, 3, 4, 5, 6].map(defenderKeepsEdge)).toEqual([true, true, true, true, false, false]);
    const kept = rollBaseLines(dice(4), names, { kind: 'attack-defence', attacker: 'a', defender: 'b' });
    expect(kept.result).toMatchObject({
      kind: 'defender-nominates',
      defender: 'b',
      roll: 4,
      defenderKeepsPreferredEdge: true,
      keepChance: { fraction: '2/3' },
    });
    expect(kept.dice).toEqual([{ player: 'b', purpose: 'Base lines: die of B (defender)', value: 4 }]);
    const swapped = rollBaseLines(dice(5), names, { kind: 'attack-defence', attacker: 'a', defender: 'b' });
    expect(swapped.result).toMatchObject({ defenderKeepsPreferredEdge: false });
    expect(swapped.message).toContain('reversed');
  });

  it('encounter: the higher die chooses the edge', () => {
    const step = rollBaseLines(dice(2, 5), names, { kind: 'mutual-encounter' });
    expect(step.result).toEqual({ kind: 'higher-chooses', chooser: 'b' });
    expect(step.rule).toBe('6.2');
  });
});
